/**
 * The signed-in menu and header links are code (src/app/shells/menuItems.ts), not a
 * definition: each names its visibility rule in a rules file, so an entry whose route no
 * screen defines is reported there, at that rule's name. The portal would hide the entry
 * (the menu offers only routes the route table has); the lint makes the mistake visible.
 */
import { HEADER_LINKS, MENU_ITEMS, type MenuItem } from '../../../src/app/shells/menuItems.ts';
import { didYouMean } from '../suggest.ts';
import { fill, type Finding, type Rule } from '../types.ts';
import { isRecord } from '../walk.ts';

const messages = {
  unknown:
    '{list} entry "{id}" (src/app/shells/menuItems.ts), shown by this rule, opens the route "{to}" that no screen defines{suggestion}',
};

export interface NavigationList {
  /** The list's name in menuItems.ts. */
  name: string;
  items: readonly MenuItem[];
}

/** The rule over these lists; the project's rule reads the portal's own. */
export function menuUnknownRouteOf(lists: readonly NavigationList[]): Rule {
  return {
    id: 'menu/unknown-route',
    description:
      'A menu entry or header link (src/app/shells/menuItems.ts) that opens a route no screen definition defines, reported at its visibility rule.',
    severity: 'error',
    kinds: ['rules'],
    messages,
    check(file, context) {
      const rules = isRecord(file.value) && isRecord(file.value.rules) ? file.value.rules : {};
      const routes = context.routes.map(({ route }) => route);
      const findings: Finding[] = [];
      for (const { name, items } of lists) {
        for (const { id, rule, to } of items) {
          if (to === undefined || !Object.hasOwn(rules, rule) || context.routeTable.has(to)) continue;
          findings.push({
            message: fill(messages.unknown, { list: name, id, to, suggestion: didYouMean(to, routes) }),
            path: ['rules', rule],
            on: 'key',
          });
        }
      }
      return findings;
    },
  };
}

export const menuUnknownRoute = menuUnknownRouteOf([
  { name: 'MENU_ITEMS', items: MENU_ITEMS },
  { name: 'HEADER_LINKS', items: HEADER_LINKS },
]);
