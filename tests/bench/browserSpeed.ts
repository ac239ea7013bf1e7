/**
 * Bench K: how fast the built portal loads in Debian's Chromium against the reference server,
 * route by route, throttled (./throttle.ts) and not: the median of 5 fresh loads each (a new
 * browser context per load, so nothing is cached) of FCP, LCP, the moment the route's content is
 * there ("usable"), total blocking time, the JS and CSS transferred and the requests
 * (./browserLoad.ts). The dashboard is timed from the click on Verify of the security code step,
 * and its sign-in gives the session the signed-in routes that follow it are seeded with.
 * Targets apply to the throttled profile; each signed-in route's own JS has its issue's budget:
 * gzip -9 of the files its loads request beyond the login route's files and those the dashboard's
 * loads requested, so the signed-in frame counts with the dashboard, as in benches E, H and I.
 */
import { chromium, type Page } from 'playwright-core';
import { startServer } from '../e2e/support/server.ts';
import { dashboardAfterCode, freshLoad, type LoadSample, type Signs } from './browserLoad';
import { totalGzip } from './distSizes';
import { ownJs } from './ownJs';
import { kb, type BenchResult, type Figure } from './report';
import { speedNotes } from './speedNotes';
import { medianOf, millis, seconds, type RouteSamples } from './speedTable';
import { THROTTLED, UNTHROTTLED, type Profile } from './throttle';
import { ARGS, CHROMIUM, requireChromium } from './routeLoads';

const LOADS = 5;
const USER = 'demo.borrower';
const LOAN = '01-123400-1';

interface RouteCase {
  name: string;
  /** The hash route, after "#/". */
  route: string;
  /** The elements whose presence makes the route usable (chosen as the e2e tests find them). */
  signs: Signs;
  /** Seeded with the session of the dashboard's latest load, so measured after the dashboard. */
  signedIn: boolean;
  /** Reached by signing in and timed from Verify, not loaded by its address. */
  afterCode?: boolean;
  /** Its own JS's budget, gzip bytes. */
  budget?: number;
}

const loanRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Loan Accounts', exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .first();

const ROUTES: readonly RouteCase[] = [
  {
    name: 'login',
    route: 'home/login',
    signedIn: false,
    // The live form, not the server's prerendered copy (shown and typable before it, which LCP
    // measures): usable once the portal has taken over and Sign In works.
    signs: (page) => [page.locator('#root').getByLabel('Username', { exact: true })],
  },
  {
    name: 'dashboard',
    route: 'myaccount/dashboard',
    signedIn: true,
    afterCode: true,
    signs: (page) => [loanRows(page)],
  },
  {
    name: 'loan details',
    route: `myaccount/loanDetails/${LOAN}`,
    signedIn: true,
    budget: 100 * 1024,
    signs: (page) => [
      page.getByText('Interest Rate', { exact: true }).first(),
      page.getByRole('textbox', { name: 'Address', exact: true }),
    ],
  },
  {
    name: 'payment',
    route: `myaccount/payment/${LOAN}`,
    signedIn: true,
    budget: 120 * 1024,
    // The select shows once the accounts have loaded (a spinner before).
    signs: (page) => [page.getByLabel('Loan account', { exact: true })],
  },
  {
    name: 'profile',
    route: 'myaccount/profile',
    signedIn: true,
    budget: 80 * 1024,
    signs: (page) => [page.getByRole('form', { name: 'User Information' }).getByLabel('Login Name')],
  },
  {
    name: 'document center',
    route: 'myaccount/document-center',
    signedIn: true,
    budget: 80 * 1024,
    // Its list is of the accounts to choose from (each account's documents load once one is chosen).
    signs: (page) => [
      page.getByLabel('Account Number', { exact: true }).or(page.getByText('No open accounts')),
    ],
  },
];

const LCP_TARGET = 1500;
const USABLE_AFTER_CODE_TARGET = 2000;
const TBT_TARGET = 150;

/** A time against its target; a figure no load had (NaN) misses it. */
function timeFigure(label: string, value: number, target: number, format = seconds): Figure {
  return {
    label,
    value: format(value),
    target: `<= ${format(target)}`,
    ratio: Number.isNaN(value) ? '' : `${(value / target).toFixed(2)}x of target`,
    met: value <= target,
  };
}

function targetFigures(throttled: readonly RouteSamples[]): Figure[] {
  const of = (name: string) => throttled.find((row) => row.route === name)!.samples;
  const login = of('login');
  const figures = [
    timeFigure(
      'login LCP, throttled',
      medianOf(login, (sample) => sample.lcp?.startTime),
      LCP_TARGET,
    ),
    timeFigure(
      'login TBT, throttled',
      medianOf(login, (sample) => sample.tbt),
      TBT_TARGET,
      millis,
    ),
    timeFigure(
      'dashboard usable after Verify, throttled',
      medianOf(of('dashboard'), (sample) => sample.usable),
      USABLE_AFTER_CODE_TARGET,
    ),
  ];
  for (const route of ROUTES.filter((candidate) => candidate.budget !== undefined)) {
    const files = ownJs(throttled, route.name);
    const own = totalGzip(files);
    figures.push({
      label: `${route.name}'s own JS, ${files.length} files (gzip)`,
      value: kb(own),
      target: `<= ${kb(route.budget!)}`,
      ratio: `${((own / route.budget!) * 100).toFixed(0)}% of budget`,
      met: own <= route.budget!,
    });
  }
  return figures;
}

async function measureAll(url: string): Promise<Map<Profile, RouteSamples[]>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  try {
    // The latest dashboard load's, rather than a sign-in of its own before the loads (some 3.5 s).
    let session: string | undefined;
    const results = new Map<Profile, RouteSamples[]>();
    for (const profile of [THROTTLED, UNTHROTTLED]) {
      const rows: RouteSamples[] = [];
      for (const route of ROUTES) {
        const samples: LoadSample[] = [];
        for (let load = 1; load <= LOADS; load++) {
          const address = `${url}#/${route.route}`;
          if (route.signedIn && !route.afterCode && session === undefined)
            throw new Error(`${route.name} is signed in, so it must come after the dashboard in ROUTES`);
          const measured = route.afterCode
            ? dashboardAfterCode(browser, { url, user: USER, profile, signs: route.signs }).then(
                (signedIn) => {
                  session = signedIn.session;
                  return signedIn.sample;
                },
              )
            : freshLoad(browser, {
                url: address,
                profile,
                signs: route.signs,
                session: route.signedIn ? session : undefined,
              });
          samples.push(
            await measured.catch((error: unknown) => {
              throw new Error(
                `${route.name} (${profile.name}), load ${load} of ${LOADS}, ${address}: ${String(error)}`,
                {
                  cause: error,
                },
              );
            }),
          );
        }
        rows.push({ route: route.name, afterCode: route.afterCode === true, samples });
      }
      results.set(profile, rows);
    }
    return results;
  } finally {
    await browser.close();
  }
}

export async function browserSpeed(): Promise<BenchResult> {
  requireChromium();
  const started = Date.now();
  const server = await startServer();
  try {
    const results = await measureAll(server.url);
    const throttled = results.get(THROTTLED)!;
    return {
      title: `K. Speed in Chromium (median of ${LOADS} fresh loads per route and profile; targets throttled)`,
      figures: targetFigures(throttled),
      notes: speedNotes(results, (Date.now() - started) / 1000),
    };
  } catch (error) {
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\nserver output:\n${server.output().slice(-2000)}`,
      {
        cause: error,
      },
    );
  } finally {
    await server.stop();
  }
}
