import { didYouMean } from '../suggest.ts';
import { fill, type Rule } from '../types.ts';
import { blocksOf } from '../walk.ts';

const messages = { unknown: 'No screen defines the route "{to}" that this link opens{suggestion}' };

/** Whether a link target opens a route, a {name} segment matching any one segment. */
export function routeMatches(route: string, to: string): boolean {
  const want = route.split('/');
  const have = to.replace(/[?#].*$/, '').split('/');
  return (
    want.length === have.length &&
    want.every((segment, index) => /^\{.+\}$/.test(segment) || segment === have[index])
  );
}

export const linksUnknownRoute: Rule = {
  id: 'links/unknown-route',
  description:
    'A link to a portal route that no screen definition defines (the router would send the user to login).',
  severity: 'error',
  kinds: ['screen'],
  messages,
  check(file, context) {
    const routes = context.screens
      .map((screen) => screen.route)
      .filter((route): route is string => typeof route === 'string');
    return [...blocksOf(file.value)]
      .filter(({ block }) => block.type === 'link' && typeof block.to === 'string')
      .filter(({ block }) => !routes.some((route) => routeMatches(route, String(block.to))))
      .map(({ block, path }) => ({
        message: fill(messages.unknown, {
          to: String(block.to),
          suggestion: didYouMean(String(block.to), routes),
        }),
        path: [...path, 'to'],
      }));
  },
};
