import { useMemo } from 'react';
import { NavLink } from 'react-router-dom';
import { evaluate, isTruthy, useSettings } from '../../engine';
import { useRouteExists } from '../RouteLink';
import { useLogicEnv } from '../useScreenContext';
import type { MenuAction, MenuItem } from './menuItems';

/** The items whose rule holds in the current context and, for those opening a route, whose route exists. */
export function useVisibleItems(items: readonly MenuItem[]): MenuItem[] {
  const env = useLogicEnv();
  const routeExists = useRouteExists();
  return useMemo(
    () =>
      items.filter(
        (item) =>
          (item.to === undefined || routeExists(item.to)) && isTruthy(evaluate({ rule: item.rule }, env)),
      ),
    [items, env, routeExists],
  );
}

interface MenuEntryProps {
  item: MenuItem;
  className: string;
  onAction: (action: MenuAction) => void;
  /** After following a link (the compact menu closes). */
  onNavigate?: () => void;
}

/** A route item is a link (aria-current="page" when its page is open); an action item is a button. */
export function MenuEntry({ item, className, onAction, onNavigate }: MenuEntryProps) {
  const label = useSettings().text(item.label);
  if (item.to !== undefined) {
    return (
      <NavLink to={`/${item.to}`} className={className} onClick={onNavigate}>
        {label}
      </NavLink>
    );
  }
  const action = item.action;
  return (
    <button type="button" className={className} onClick={() => action && onAction(action)}>
      {label}
    </button>
  );
}
