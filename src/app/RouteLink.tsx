/**
 * The route table of the running router (routes.tsx provides it from the screen manifest
 * it was built from), and the link every definition and widget renders through the
 * engine's registry: a link to a route the table does not have (a screen a later issue
 * adds, such as myaccount/loanDetails/…) is its plain text, so no link leads nowhere.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LinkProps } from '../engine';
import type { RouteTable } from './routeTable';

const RouteTableContext = createContext<RouteTable | null>(null);

export function RouteTableProvider({ table, children }: { table: RouteTable; children: ReactNode }) {
  return <RouteTableContext value={table}>{children}</RouteTableContext>;
}

/** Whether a path opens a screen of the route table; throws outside the app's routes. */
export function useRouteExists(): (path: string) => boolean {
  const table = useContext(RouteTableContext);
  if (!table) throw new Error('useRouteExists is used outside the routes of buildRoutes');
  return table.has;
}

export function RouteLink({ to, className, children }: LinkProps) {
  const exists = useRouteExists();
  if (!exists(to)) return <>{children}</>;
  return (
    <Link to={`/${to}`} className={className}>
      {children}
    </Link>
  );
}
