/** Bench E: the payment route's own JavaScript (./routeBundle.ts), budget 120 KB gzip (issue 14). */
import { paymentRouteLoads } from './paymentRouteLoads';
import type { BenchResult } from './report';
import { routeBundle } from './routeBundle';

export async function paymentBundle(): Promise<BenchResult> {
  const loads = await paymentRouteLoads();
  return routeBundle({
    title: 'E. JavaScript the payment route loads beyond the dashboard (gzip -9; Chromium, demo.payments)',
    route: 'payment route',
    budget: 120 * 1024,
    loads,
    walk: [
      `requested after the dashboard showed, through: Make Payment, loan account, Card, ${loads.walked},`,
      'an amount typed and left, the submit dialog opened and cancelled:',
    ],
  });
}
