import { didYouMean } from '../suggest.ts';
import { fill, type Rule } from '../types.ts';
import { blocksOf } from '../walk.ts';

const messages = { unknown: 'No screen defines the route "{to}" that this link opens{suggestion}' };

export const linksUnknownRoute: Rule = {
  id: 'links/unknown-route',
  description:
    'A link to a portal route that no screen definition defines (the portal would show it as plain text).',
  severity: 'error',
  kinds: ['screen'],
  messages,
  check(file, context) {
    return [...blocksOf(file.value)]
      .filter(({ block }) => block.type === 'link' && typeof block.to === 'string')
      .filter(({ block }) => !context.routeTable.has(String(block.to)))
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
