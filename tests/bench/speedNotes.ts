/**
 * Bench K's notes: the compact table of each profile, how each figure is taken, what own JS
 * leaves out, and the throttled login load's requests in time with the boot's waterfall verdict.
 */
import type { LoadSample } from './browserLoad';
import { gzipSizes, totalGzip } from './distSizes';
import { loginRouteFiles } from './loginBundle';
import { dashboardJs } from './ownJs';
import { kb } from './report';
import { bootOrder, bootOrderLine, timelineLines } from './requestTimeline';
import { medianOf, speedTable, type RouteSamples } from './speedTable';
import type { Profile } from './throttle';

const METHOD = [
  "usable: when the last of the route's elements was attached to the document (a MutationObserver",
  '  the init script installs stamps each attached node; Playwright locators find the elements):',
  '  login the Username field, dashboard the first loan row, loan details the Interest Rate figure and',
  '  the Address field, payment the Loan account select, profile the Login Name field, document',
  "  center its account selector (or its empty text). It is the DOM's moment, before that paint.",
  'LCP: the last candidate painted by the time the bench saw the content and two frames had passed',
  '  (a candidate before the usable moment itself would miss the paint of that content).',
  'TBT: long tasks beyond 50 ms from FCP until the network had been quiet for 500 ms, before the',
  "  bench's locators ran (their script, compiled in the page, is no work of the portal's); after",
  '  Verify, until the load was read. Lighthouse counts FCP..TTI.',
  'JS KB, CSS KB: transferSize of resource timing (headers included, as the server compressed them).',
  "Own JS (targets): gzip -9 of the dist/ files a route's throttled loads requested, less the login",
  "  route's (bench B's loginRouteFiles) and less every file the throttled dashboard loads requested",
  '  from the login page through the dashboard (before and after Verify): the signed-in frame counts',
  '  with the dashboard, as benches E, H and I count it.',
];

const DASHBOARD_METHOD = [
  '* dashboard: signed in unthrottled up to the security code, then throttled, timed from the',
  '  click on Verify (page clock); FCP and LCP n/a; TBT, bytes and requests from that click.',
];

/** The sample whose usable time is the median (the lower middle of an even count). */
function medianLoad(samples: readonly LoadSample[]): LoadSample {
  const sorted = [...samples].sort((a, b) => a.usable - b.usable);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** What own JS leaves out beyond the login route: the dashboard's files, the frame among them. */
function dashboardLine(throttled: readonly RouteSamples[]): string {
  const files = dashboardJs(throttled);
  return `  the dashboard's loads requested ${files.length} JS files beyond the login route's, ${kb(totalGzip(files))} gzip -9.`;
}

function loginLines(login: readonly LoadSample[]): string[] {
  const load = medianLoad(login);
  const gzip = totalGzip(gzipSizes(loginRouteFiles()));
  return [
    `throttled login, its LCP element: ${load.lcp?.element ?? 'none'}; JS ${kb(load.transfer.jsBytes)} transferred,`,
    `  ${kb(gzip)} gzip -9 (bench B)`,
    'requests of the throttled login load of median usable time (ms from navigation start):',
    ...timelineLines(load.resources).map((line) => `  ${line}`),
    bootOrderLine(bootOrder(load.resources)),
  ];
}

export function speedNotes(
  results: ReadonlyMap<Profile, readonly RouteSamples[]>,
  runSeconds: number,
): string[] {
  const lines: string[] = [];
  for (const [profile, rows] of results)
    lines.push(`${profile.description}:`, ...speedTable(rows).map((line) => `  ${line}`));
  const all = [...results.values()].flat();
  const lag = medianOf(
    all.flatMap((row) => row.samples),
    (sample) => sample.seen - sample.usable,
  );
  const [throttled] = results.values();
  lines.push(
    ...METHOD,
    ...(throttled ? [dashboardLine(throttled)] : []),
    ...DASHBOARD_METHOD,
    `Playwright's wait plus two frames came a median ${lag.toFixed(0)} ms after the usable moment.`,
  );
  const login = throttled?.find((row) => row.route === 'login');
  if (login) lines.push(...loginLines(login.samples));
  lines.push(`bench K ran ${runSeconds.toFixed(0)} s`);
  return lines;
}
