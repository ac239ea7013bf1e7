/**
 * The signed-in menu and header links are a navigation definition (navigation/): an item
 * whose route no screen defines is reported at its "to". The portal would hide the item
 * (the menu offers only routes the route table has); the lint makes the mistake an error.
 */
import { navigationItemsOf } from '../navigation.ts';
import { didYouMean } from '../suggest.ts';
import { fill, type Rule } from '../types.ts';

const messages = {
  unknown: '{list} item "{id}" opens the route "{to}" that no screen defines{suggestion}',
};

export const menuUnknownRoute: Rule = {
  id: 'menu/unknown-route',
  description: 'A menu item or header link (navigation/) that opens a route no screen definition defines.',
  severity: 'error',
  kinds: ['navigation'],
  messages,
  check(file, context) {
    const routes = context.routes.map(({ route }) => route);
    return [...navigationItemsOf(file.value)]
      .filter(({ item }) => typeof item.to === 'string' && !context.routeTable.has(item.to))
      .map(({ list, item, path }) => ({
        message: fill(messages.unknown, {
          list,
          id: String(item.id),
          to: String(item.to),
          suggestion: didYouMean(String(item.to), routes),
        }),
        path: [...path, 'to'],
      }));
  },
};
