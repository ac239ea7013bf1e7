import { didYouMean } from '../suggest.ts';
import { fill, type Rule } from '../types.ts';
import { partsOf } from '../walk.ts';

const messages = { unknown: 'No screen defines the route "{to}" that this link opens{suggestion}' };

export const linksUnknownRoute: Rule = {
  id: 'links/unknown-route',
  description:
    'A link to a portal route that no screen definition defines (the portal would show it as plain text).',
  severity: 'error',
  kinds: ['screen'],
  messages,
  check(file, context) {
    return [...partsOf(file.value)]
      .flatMap(({ part, view, path }) => view.routes.map((key) => ({ to: part[key], path: [...path, key] })))
      .filter(({ to }) => typeof to === 'string' && !context.routeTable.has(to))
      .map(({ to, path }) => ({
        message: fill(messages.unknown, {
          to: String(to),
          suggestion: didYouMean(
            String(to),
            context.routes.map(({ route }) => route),
          ),
        }),
        path,
      }));
  },
};
