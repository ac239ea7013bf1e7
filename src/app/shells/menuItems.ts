/**
 * The items of the signed-in menu and of the header links (spec 03 §2.15), as the
 * navigation definition navigation/signed-in.json holds them (the generator checks it
 * against schemas/navigation.schema.json; portal-lint checks its routes, settings keys
 * and rule names). Whether an item shows is its named rule; what it says is a settings
 * key. An item either opens a route or asks the shell for an action (a dialog).
 */
import { navigation } from '../../generated/navigation';

/** The shell's actions, as schemas/navigation.schema.json enumerates them (a test holds the two equal). */
export const MENU_ACTIONS = ['logout', 'remoteLocator', 'applyForLoan'] as const;
export type MenuAction = (typeof MENU_ACTIONS)[number];

export interface MenuItem {
  id: string;
  /** Settings key of the label. */
  label: string;
  /** Name of the visibility rule (rules/navigation.json). */
  rule: string;
  /** A route such as myaccount/profile, or an action. */
  to?: string;
  action?: MenuAction;
}

export const MENU_ITEMS: readonly MenuItem[] = navigation.menu;

export const HEADER_LINKS: readonly MenuItem[] = navigation.headerLinks;

/** Whether two items lead to the same place: the same route, or the same action. */
function samePlace(a: MenuItem, b: MenuItem): boolean {
  return (a.to !== undefined && a.to === b.to) || (a.action !== undefined && a.action === b.action);
}

/**
 * The menu's items that a header link already offers (FAQ, Find Us and Logout in the demo):
 * on wide screens, where the header links show, the menu bar leaves them out, so each entry
 * shows once; the compact menu of phones, where the header links are hidden, keeps them all.
 */
export function alsoInHeader(menu: readonly MenuItem[], header: readonly MenuItem[]): Set<string> {
  return new Set(menu.filter((item) => header.some((link) => samePlace(item, link))).map((item) => item.id));
}
