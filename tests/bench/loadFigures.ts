/**
 * Bench K's figures of one load, from what the page recorded (./pageMetrics.ts): pure
 * functions, so a table of cases pins them (tests/unit/bench/loadFigures.test.ts).
 */
import type { LcpEntry, LongTask, Resource } from './pageMetrics';

/** A task longer than this blocks input (Lighthouse's and the web vitals' threshold). */
export const LONG_TASK_MS = 50;

/**
 * Total blocking time in [from, to]: each long task cut to the window, then what it lasts
 * beyond 50 ms, summed. Lighthouse cuts its tasks to FCP..TTI the same way.
 */
export function blockingTime(tasks: readonly LongTask[], from: number, to: number): number {
  let total = 0;
  for (const task of tasks) {
    const start = Math.max(task.startTime, from);
    const end = Math.min(task.startTime + task.duration, to);
    total += Math.max(0, end - start - LONG_TASK_MS);
  }
  return total;
}

/** The last largest-contentful-paint candidate painted at or before `cutoff`, if any. */
export function lcpBefore(entries: readonly LcpEntry[], cutoff: number): LcpEntry | undefined {
  let last: LcpEntry | undefined;
  for (const entry of entries)
    if (entry.startTime <= cutoff && (!last || entry.startTime >= last.startTime)) last = entry;
  return last;
}

export interface Transfer {
  jsBytes: number;
  cssBytes: number;
  /** Every request, the page itself included. */
  requests: number;
}

/** What the resources cost on the wire, JS and CSS told apart by the file's extension. */
export function transferOf(resources: readonly Resource[]): Transfer {
  const bytesOf = (extension: string) =>
    resources
      .filter((resource) => resource.path.split('?')[0]!.endsWith(extension))
      .reduce((sum, resource) => sum + resource.transferred, 0);
  return { jsBytes: bytesOf('.js'), cssBytes: bytesOf('.css'), requests: resources.length };
}

/** The portal's JS files ("assets/….js", as dist/ names them) among the resources. */
export function jsFilesOf(resources: readonly Resource[]): string[] {
  return resources
    .map((resource) => resource.path.split('?')[0]!)
    .filter((path) => path.startsWith('/assets/') && path.endsWith('.js'))
    .map((path) => path.slice(1));
}

/**
 * A signed-in route's own JS files: those its loads requested that were not loaded already,
 * sorted. `loaded` is what bench K subtracts, the login route's files and every file the
 * dashboard's loads requested, so that the signed-in frame counts with the dashboard as in
 * benches E, H and I.
 */
export function ownJsFiles(requested: Iterable<string>, loaded: Iterable<string>): string[] {
  const before = new Set(loaded);
  return [...new Set(requested)].filter((file) => !before.has(file)).sort();
}
