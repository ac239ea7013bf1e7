/** Bench I: the profile route's own JavaScript (./routeBundle.ts), budget 80 KB gzip (issue 16). */
import { profileRouteLoads } from './profileRouteLoads';
import type { BenchResult } from './report';
import { routeBundle } from './routeBundle';

export async function profileBundle(): Promise<BenchResult> {
  return routeBundle({
    title: 'I. JavaScript the profile route loads beyond the dashboard (gzip -9; Chromium, demo.borrower)',
    route: 'profile route',
    budget: 80 * 1024,
    loads: await profileRouteLoads(),
    walk: [
      'requested after the dashboard showed, through: Profile from the menu, its sections, a phone’s',
      'text subscriptions opened and closed:',
    ],
  });
}
