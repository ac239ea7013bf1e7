/**
 * Bench K's own JS of a signed-in route, counted as benches E, H and I count it: gzip -9 of the
 * dist/ JS files the route's loads requested beyond the login route's files (bench B's) and
 * beyond every file the dashboard's loads requested, from the login page's navigation through
 * the dashboard. The signed-in frame thus counts with the dashboard, not with each route.
 */
import { gzipSizes, type Size } from './distSizes';
import { ownJsFiles } from './loadFigures';
import { loginRouteFiles } from './loginBundle';
import type { RouteSamples } from './speedTable';

function rowOf(rows: readonly RouteSamples[], matches: (row: RouteSamples) => boolean, what: string) {
  const row = rows.find(matches);
  if (!row) throw new Error(`bench K measured no ${what}`);
  return row;
}

/** Every JS file of the dashboard's loads, the login page before Verify included. */
const dashboardFiles = (rows: readonly RouteSamples[]) =>
  rowOf(rows, (row) => row.afterCode, 'dashboard (the route reached through Verify)').samples.flatMap(
    (sample) => sample.pageJsFiles,
  );

/** The route's own JS files with their sizes, the largest first. */
export function ownJs(rows: readonly RouteSamples[], route: string): Size[] {
  const requested = rowOf(rows, (row) => row.route === route, route).samples.flatMap(
    (sample) => sample.jsFiles,
  );
  return gzipSizes(ownJsFiles(requested, [...loginRouteFiles(), ...dashboardFiles(rows)]));
}

/** The dashboard's files beyond the login route's (the signed-in frame among them), which own JS leaves out. */
export const dashboardJs = (rows: readonly RouteSamples[]): Size[] =>
  gzipSizes(ownJsFiles(dashboardFiles(rows), loginRouteFiles()));
