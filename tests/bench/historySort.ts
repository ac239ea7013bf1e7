/**
 * Bench G: sorting the loan screen's account history of 1,000 rows (issue 15 budget: under
 * 50 ms). Two figures: the domain's sort alone (sortRows over the history columns, each column
 * in both directions), and a click on a header of the rendered table (the shared SortableTable
 * with the history's columns and cells, in the JSDOM of ./dom.ts with React's development
 * build), timed around act(fireEvent.click) until the 1,000 sorted rows are in the DOM.
 */
import { installDom } from './dom';
import { median, ms, quantile, type BenchResult } from './report';

const ROWS = 1000;
const BUDGET_MS = 50;
const WARMUP = 4;
const CLICKS = 24;
const SORT_ROUNDS = 20;

export async function historySort(): Promise<BenchResult> {
  installDom();
  // react-dom reads the DOM globals when it loads, so the rendering modules come in only now.
  const { sortTimes, clickTimes } = await import('./historySortSubject');
  const sorts = await sortTimes(ROWS, SORT_ROUNDS);
  const { clicks, renders, moves } = await clickTimes(ROWS, WARMUP, CLICKS);
  const row = (label: string, times: number[], pick: (values: number[]) => number, budget: boolean) => ({
    label,
    value: ms(pick(times)),
    ...(budget
      ? {
          target: `< ${ms(BUDGET_MS)}`,
          met: pick(times) < BUDGET_MS,
          ratio: `${Math.round((pick(times) / BUDGET_MS) * 100)}% of budget`,
        }
      : {}),
  });
  const p95 = (values: number[]) => quantile(values, 0.95);
  const max = (values: number[]) => Math.max(...values);
  return {
    title: `G. Account history sorting, ${ROWS.toLocaleString('en-US')} rows`,
    figures: [
      row('sortRows alone, median', sorts, median, true),
      row('sortRows alone, p95', sorts, p95, true),
      row('sortRows alone, max', sorts, max, false),
      row('re-sort render of the table (React), median', renders, median, true),
      row('re-sort render of the table (React), p95', renders, p95, false),
      row('header click until the DOM is sorted, median', clicks, median, false),
      row('for scale: JSDOM reversing 1,000 rows by hand, median', moves, median, false),
    ],
    notes: [
      `sortRows: every history column in both directions, ${SORT_ROUNDS} rounds (${sorts.length} sorts, after one unmeasured) of a`,
      'year-long history with dates, descriptions, amounts and times that repeat, as a real one does.',
      `Table: ${CLICKS} header clicks after ${WARMUP} warm-ups, in rotation over the eight headers (first click descending,`,
      "second ascending). Re-sort render: React's Profiler actualDuration of each click (sort, rows diffed; the rows are",
      'memoised, so their cells are not rendered again). Header click: act(fireEvent.click) until the sorted rows are in',
      "the DOM, which JSDOM's slow insertBefore dominates (for scale: reversing the 1,000 rows by hand in the same JSDOM,",
      "the last figure; a browser moves them in a few ms). React's development build in JSDOM: slower than production.",
    ],
  };
}
