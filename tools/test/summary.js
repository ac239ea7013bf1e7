/**
 * The counting of npm test's runner (tools/test/run.js): what a stage adds to the summary, and
 * the summary line itself. Pure, so that tests/tools/testSummary.test.ts can hold it to its
 * word.
 */

/**
 * A test stage's counts from vitest's JSON report (undefined when the stage wrote none). A
 * file that failed before any of its tests ran (an import error) counts as one failure; a
 * stage that failed without any failed test (a crashed run, an unhandled error) counts one too.
 */
export function testCounts(report, ok) {
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
  ).length;
  const failedTests = (report.numFailedTests ?? 0) + brokenFiles;
  return {
    passed: report.numPassedTests ?? 0,
    failed: failedTests + (ok || failedTests > 0 ? 0 : 1),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** A stage that is not a test run (generate, typecheck, a linter, the build) is one check. */
export function checkCounts(ok) {
  return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
}

/** `N passed, N failed` over every stage, and `, N skipped` when tests were skipped. */
export function summaryLine(results) {
  const sum = (key) => results.reduce((total, result) => total + result[key], 0);
  const skipped = sum('skipped');
  return `${sum('passed')} passed, ${sum('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

/** Each stage's time (and a mark when it failed), for the line above the summary. */
export function stagesLine(results, totalSeconds) {
  const stages = results.map(({ name, ok, seconds }) => `${name} ${seconds.toFixed(0)} s${ok ? '' : ' ✗'}`);
  return `stages: ${stages.join(', ')}; total ${totalSeconds.toFixed(0)} s`;
}
