/**
 * Which portal paths a route table opens: the routes of the screen manifest, written as
 * definitions write them (myaccount/loanDetails/{accountNumber}, home/sso/{token?}). The
 * menu, every link the app renders (RouteLink) and portal-lint (links/unknown-route,
 * menu/unknown-route) ask this one function, so none offers a page the router would not
 * open. No React and no router here: the lint runs it in Node.
 */

/**
 * Whether a path as definitions write it (no leading slash; any query or fragment is
 * ignored) opens a route split into segments: a {name} segment matches any one segment, and a last {name?} one may also
 * be left out.
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

export interface RouteTable {
  /** Whether some route of the table opens this path. */
  has(path: string): boolean;
}

export function createRouteTable(routes: readonly string[]): RouteTable {
  const split = routes.map((route) => route.split('/'));
  return { has: (path) => split.some((segments) => routeMatches(segments, path)) };
}
