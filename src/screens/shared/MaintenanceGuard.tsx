/**
 * Checks maintenance mode when a public flow opens (spec 01 §4: registration checks it
 * when the screen opens, recovery redirects while it is on): offline, the user goes to
 * the login screen, which says so. A failed check lets the flow go on; its calls answer
 * for themselves.
 */
import { useEffect } from 'react';
import { maintenanceMode } from '../../api/maintenance';
import type { BlockWidgetProps } from '../../engine';
import type { PublicDeps } from './publicDeps';

export function MaintenanceGuard({ deps }: BlockWidgetProps & { deps: PublicDeps }) {
  useEffect(() => {
    let live = true;
    maintenanceMode().then(
      (offline) => live && offline && deps.toLogin('down'),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [deps]);
  return null;
}
