/**
 * Bench K's compact table, one per profile: a row per route with the medians of its loads.
 * Printed among the notes, under the targets' table, so that it fits in 100 columns.
 */
import { median } from './report';
import type { LoadSample } from './browserLoad';

export interface RouteSamples {
  route: string;
  /** Timed from the click on Verify rather than from navigation start. */
  afterCode: boolean;
  samples: LoadSample[];
}

/** Seconds with two decimals, or n/a for a figure no load had. */
export const seconds = (value: number) => (Number.isNaN(value) ? 'n/a' : `${(value / 1000).toFixed(2)} s`);
export const millis = (value: number) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(0)} ms`);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** The median of a figure over the loads that have it; NaN when none has. */
export function medianOf(
  samples: readonly LoadSample[],
  figure: (sample: LoadSample) => number | undefined,
): number {
  const values = samples.map(figure).filter((value): value is number => value !== undefined);
  return values.length === 0 ? Number.NaN : median(values);
}

const HEADER = ['route', 'FCP', 'LCP', 'usable', 'TBT', 'JS KB', 'CSS KB', 'requests'];

export function speedTable(rows: readonly RouteSamples[]): string[] {
  const cells = rows.map(({ route, afterCode, samples }) => [
    afterCode ? `${route} *` : route,
    seconds(medianOf(samples, (sample) => sample.fcp)),
    seconds(medianOf(samples, (sample) => sample.lcp?.startTime)),
    seconds(medianOf(samples, (sample) => sample.usable)),
    millis(medianOf(samples, (sample) => sample.tbt)),
    kib(medianOf(samples, (sample) => sample.transfer.jsBytes)),
    kib(medianOf(samples, (sample) => sample.transfer.cssBytes)),
    medianOf(samples, (sample) => sample.transfer.requests).toFixed(0),
  ]);
  const widths = HEADER.map((title, column) =>
    Math.max(title.length, ...cells.map((row) => row[column]!.length)),
  );
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [line(HEADER), ...cells.map(line)];
}
