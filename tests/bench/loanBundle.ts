/** Bench H: the loan details route's own JavaScript (./routeBundle.ts), budget 100 KB gzip (issue 15). */
import { loanRouteLoads } from './loanRouteLoads';
import type { BenchResult } from './report';
import { routeBundle } from './routeBundle';

export async function loanBundle(): Promise<BenchResult> {
  return routeBundle({
    title:
      'H. JavaScript the loan details route loads beyond the dashboard (gzip -9; Chromium, demo.borrower)',
    route: 'loan route',
    budget: 100 * 1024,
    loads: await loanRouteLoads(),
    walk: [
      'requested after the dashboard showed, through: the Subaru loan, its sections, 90 days of history,',
      'the payoff quote and insurance dialogs opened and closed:',
    ],
  });
}
