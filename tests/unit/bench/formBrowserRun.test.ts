import { describe, expect, it } from 'vitest';
import { pageMedian, versus, type PageRun } from '../../bench/formBrowserRun';

const run = (name: string, renders: number[], flips: number[] = [1]): PageRun => ({
  name,
  renders,
  layouts: renders,
  keystrokes: [1],
  flips,
});

describe("bench L's figures", () => {
  it("takes each page's median, then the median of the pages, so one slow page does not decide", () => {
    const pages = [
      [run('ours', [5, 6, 100]), run('rjsf', [12, 12, 12])],
      [run('ours', [5, 5, 5]), run('rjsf', [10, 11, 12])],
      [run('ours', [40, 40, 40]), run('rjsf', [13, 13, 13])],
    ];
    expect(pageMedian(pages, 'ours', 'renders')).toBe(6);
    expect(pageMedian(pages, 'rjsf', 'renders')).toBe(12);
  });

  it('states ours / rjsf, the ratio rjsf / ours, and whether it meets the target', () => {
    const pages = [[run('ours', [4], [3]), run('rjsf', [10], [6])]];
    expect(versus('first render', pages, 'renders', 2)).toEqual({
      label: 'first render',
      value: '4.00 ms / 10.0 ms',
      target: '>= 2x',
      ratio: '2.5x',
      met: true,
    });
    expect(versus('flip', pages, 'flips', 3)).toMatchObject({ ratio: '2.0x', met: false });
    expect(versus('layout', pages, 'layouts')).toMatchObject({ target: undefined, met: undefined });
  });

  it('fails loudly when a page has no run of a form', () => {
    expect(() => pageMedian([[run('ours', [1])]], 'rjsf', 'renders')).toThrow('no run of rjsf');
  });
});
