import { didYouMean } from '../suggest.ts';
import { fill, type Rule } from '../types.ts';
import { blocksOf } from '../walk.ts';

const messages = { unknown: 'No screen defines the route "{to}" that this link opens{suggestion}' };

/** Whether a link target opens a route (split into segments); a {name} segment matches any one segment. */
export function routeMatches(route: readonly string[], to: string): boolean {
  const have = to.replace(/[?#].*$/, '').split('/');
  return (
    route.length === have.length &&
    route.every((segment, index) => /^\{.+\}$/.test(segment) || segment === have[index])
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
    return [...blocksOf(file.value)]
      .filter(({ block }) => block.type === 'link' && typeof block.to === 'string')
      .filter(({ block }) => !context.routes.some(({ segments }) => routeMatches(segments, String(block.to))))
      .map(({ block, path }) => ({
        message: fill(messages.unknown, {
          to: String(block.to),
          suggestion: didYouMean(
            String(block.to),
            context.routes.map(({ route }) => route),
          ),
        }),
        path: [...path, 'to'],
      }));
  },
};
