/**
 * The items of the signed-in menu and of the header links (spec 03 §2.15). Whether an
 * item shows is the named rule in rules/navigation.json; what it says is a settings key.
 * An item either opens a route or asks the shell for an action (a dialog).
 */
export type MenuAction = 'logout' | 'remoteLocator' | 'applyForLoan';

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

/*
 * Only items whose routes exist are listed (portal-lint's menu/unknown-route checks that,
 * and the menu offers a route item only when the route table has it): each screen's issue
 * adds its entry back — Make Payment (myaccount/payment, issue 14), Profile, Documents,
 * Document Center, Contact Info Change, Messages, Locations and FAQ (issues 15–17).
 */
export const MENU_ITEMS: readonly MenuItem[] = [
  { id: 'dashboard', label: 'menu.dashboard', rule: 'menuDashboard', to: 'myaccount/dashboard' },
  { id: 'applyForLoan', label: 'menu.applyForLoan', rule: 'menuApplyForLoan', action: 'applyForLoan' },
  { id: 'remoteLocations', label: 'menu.locations', rule: 'menuRemoteLocations', action: 'remoteLocator' },
  { id: 'logout', label: 'menu.logout', rule: 'menuLogout', action: 'logout' },
];

/* FAQ (myaccount/faq) and Find Us (myaccount/locations) come back with their screens' issues. */
export const HEADER_LINKS: readonly MenuItem[] = [
  { id: 'findUsRemote', label: 'menu.findUs', rule: 'menuRemoteLocations', action: 'remoteLocator' },
  { id: 'logout', label: 'menu.logout', rule: 'menuLogout', action: 'logout' },
];
