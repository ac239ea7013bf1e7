import { didYouMean } from '../suggest.ts';
import { fill, type Rule } from '../types.ts';
import { blocksOf } from '../walk.ts';

const messages = { unknown: 'No screen defines the route "{to}" that this link opens{suggestion}' };

/**
 * Whether a link target opens a route (split into segments); a {name} segment matches any
 * one segment, and a last {name?} one may also be left out.
 */
export function routeMatches(route: readonly string[], to: string): boolean {
  const have = to.replace(/[?#].*$/, '').split('/');
  const optional = route.at(-1)?.endsWith('?}') ? 1 : 0;
  return (
    have.length <= route.length &&
    have.length >= route.length - optional &&
    have.every((segment, index) => /^\{.+\}$/.test(route[index]!) || segment === route[index])
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
