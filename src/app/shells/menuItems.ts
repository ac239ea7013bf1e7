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

export const MENU_ITEMS: readonly MenuItem[] = [
  { id: 'dashboard', label: 'menu.dashboard', rule: 'menuDashboard', to: 'myaccount/dashboard' },
  { id: 'applyForLoan', label: 'menu.applyForLoan', rule: 'menuApplyForLoan', action: 'applyForLoan' },
  { id: 'makePayment', label: 'menu.makePayment', rule: 'menuMakePayment', to: 'myaccount/payment' },
  { id: 'profile', label: 'menu.profile', rule: 'menuProfile', to: 'myaccount/profile' },
  { id: 'documents', label: 'menu.documents', rule: 'menuDocuments', to: 'myaccount/documents' },
  {
    id: 'documentCenter',
    label: 'menu.documentCenter',
    rule: 'menuDocumentCenter',
    to: 'myaccount/document-center',
  },
  {
    id: 'requestChange',
    label: 'menu.requestChange',
    rule: 'menuRequestChange',
    to: 'myaccount/requestChange',
  },
  { id: 'messages', label: 'menu.messages', rule: 'menuMessages', to: 'myaccount/messages' },
  { id: 'locations', label: 'menu.locations', rule: 'menuLocations', to: 'myaccount/locations' },
  { id: 'remoteLocations', label: 'menu.locations', rule: 'menuRemoteLocations', action: 'remoteLocator' },
  { id: 'faq', label: 'menu.faq', rule: 'menuFaq', to: 'myaccount/faq' },
  { id: 'logout', label: 'menu.logout', rule: 'menuLogout', action: 'logout' },
];

export const HEADER_LINKS: readonly MenuItem[] = [
  { id: 'faq', label: 'menu.faq', rule: 'menuFaq', to: 'myaccount/faq' },
  { id: 'findUs', label: 'menu.findUs', rule: 'menuLocations', to: 'myaccount/locations' },
  { id: 'findUsRemote', label: 'menu.findUs', rule: 'menuRemoteLocations', action: 'remoteLocator' },
  { id: 'logout', label: 'menu.logout', rule: 'menuLogout', action: 'logout' },
];
