/** npm test's summary (tools/test/summary.js): what each stage adds, and the last line. */
import { describe, expect, it } from 'vitest';
import { checkCounts, stagesLine, summaryLine, testCounts } from '../../tools/test/summary.js';

const file = (status: string, tests: number) => ({ status, assertionResults: Array(tests).fill({}) });

describe('testCounts: a test stage from its vitest JSON report', () => {
  it.each([
    [
      'all passed',
      {
        numPassedTests: 10,
        numFailedTests: 0,
        numPendingTests: 0,
        numTodoTests: 0,
        testResults: [file('passed', 10)],
      },
      true,
      { passed: 10, failed: 0, skipped: 0 },
    ],
    [
      'two failed, three skipped, one todo',
      {
        numPassedTests: 8,
        numFailedTests: 2,
        numPendingTests: 3,
        numTodoTests: 1,
        testResults: [file('failed', 14)],
      },
      false,
      { passed: 8, failed: 2, skipped: 4 },
    ],
    [
      'a file failed to load: one failure',
      { numPassedTests: 5, numFailedTests: 0, testResults: [file('passed', 5), file('failed', 0)] },
      false,
      { passed: 5, failed: 1, skipped: 0 },
    ],
    [
      'the run failed with every test passed (an unhandled error): one failure',
      { numPassedTests: 5, numFailedTests: 0, testResults: [file('passed', 5)] },
      false,
      { passed: 5, failed: 1, skipped: 0 },
    ],
    ['no report at all: one failure', undefined, false, { passed: 0, failed: 1, skipped: 0 }],
  ])('%s', (_case, report, ok, expected) => {
    expect(testCounts(report, ok)).toEqual(expected);
  });
});

describe('the summary lines', () => {
  it('counts each other stage as one check', () => {
    expect(checkCounts(true)).toEqual({ passed: 1, failed: 0, skipped: 0 });
    expect(checkCounts(false)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });

  it.each([
    [[], '0 passed, 0 failed'],
    [
      [
        { name: 'typecheck', ok: true, seconds: 27, ...checkCounts(true) },
        { name: 'unit', ok: true, seconds: 250, passed: 7700, failed: 0, skipped: 0 },
        { name: 'browser', ok: false, seconds: 300, passed: 330, failed: 2, skipped: 9 },
      ],
      '8031 passed, 2 failed, 9 skipped',
    ],
    [[{ name: 'eslint', ok: false, seconds: 30, ...checkCounts(false) }], '0 passed, 1 failed'],
  ])('sums every stage: %#', (results, line) => {
    expect(summaryLine(results)).toBe(line);
  });

  it('names each stage with its time and marks a failed one', () => {
    expect(
      stagesLine(
        [
          { name: 'generate', ok: true, seconds: 5.4 },
          { name: 'eslint', ok: false, seconds: 31.6 },
        ],
        36.9,
      ),
    ).toBe('stages: generate 5 s, eslint 32 s ✗; total 37 s');
  });
});
