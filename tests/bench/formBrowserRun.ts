/**
 * What bench A's page in Chromium is asked to do and answers (./formPage/page.tsx), and the
 * figures made of several pages' answers: each measure's median in each page, then the median
 * of those, so one slow page (a busy machine) does not decide a figure.
 */
import { median, ratioFigure, type Figure } from './report';

export interface PagePlan {
  /** Mounts and keystrokes run first and not counted. */
  warmups: number;
  mounts: number;
  keystrokes: number;
  /** Keystrokes that hide ("hide") and show again ("hidex") the fields watching f0, in turn. */
  flips: number;
}

/** One subject's times in one page, in ms. */
export interface PageRun {
  name: string;
  /** React's render and commit of a fresh mount (flushSync). */
  renders: number[];
  /** The same, and the style and layout the browser then computes (a forced reflow). */
  layouts: number[];
  keystrokes: number[];
  flips: number[];
}

export type Measure = 'renders' | 'layouts' | 'keystrokes' | 'flips';

/** The median over pages of each page's median of `measure`, for the subject `name`. */
export function pageMedian(pages: readonly PageRun[][], name: string, measure: Measure): number {
  return median(
    pages.map((runs) => {
      const run = runs.find((candidate) => candidate.name === name);
      if (!run) throw new Error(`no run of ${name} in a page`);
      return median(run[measure]);
    }),
  );
}

/** Ours against the baseline: "ours / baseline" and the ratio baseline / ours, against a target. */
export function versus(
  label: string,
  pages: readonly PageRun[][],
  measure: Measure,
  target?: number,
): Figure {
  return ratioFigure(label, pageMedian(pages, 'ours', measure), pageMedian(pages, 'rjsf', measure), target);
}
