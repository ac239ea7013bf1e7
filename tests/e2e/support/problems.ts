/**
 * What a browser test's page may not log: console errors and warnings, page errors and CSP
 * violations (one line each, as openPage collects them). The only exception is Chromium's
 * own console line for an HTTP answer whose status the test declares it expects (a refused
 * sign-in is a 403 the page expects and shows). Kept free of Playwright, so the check
 * itself is unit-tested.
 */

/** The statuses each page's test declared, by its problems list. */
const declared = new WeakMap<readonly string[], Set<number>>();

function isNetworkLine(problem: string, status: number): boolean {
  return problem.includes(`Failed to load resource: the server responded with a status of ${status}`);
}

/**
 * The problems other than Chromium's console line for an answer with one of these HTTP
 * statuses. Naming a status also declares it expected for the test's final check.
 */
export function unexpectedProblems(problems: readonly string[], ...statuses: number[]): string[] {
  const expected = declared.get(problems) ?? new Set<number>();
  for (const status of statuses) expected.add(status);
  declared.set(problems, expected);
  return problems.filter((problem) => !statuses.some((status) => isNetworkLine(problem, status)));
}

/** Every status declared expected for this problems list so far. */
export function declaredStatuses(problems: readonly string[]): number[] {
  return [...(declared.get(problems) ?? [])];
}

/**
 * Throws, listing them, when the page logged anything but the declared network lines: run
 * by every browser test when it finishes (openPage registers it).
 */
export function checkProblems(problems: readonly string[], statuses = declaredStatuses(problems)): void {
  const unexpected = problems.filter((problem) => !statuses.some((status) => isNetworkLine(problem, status)));
  if (unexpected.length === 0) return;
  throw new Error(
    `The page logged ${unexpected.length} unexpected problem(s) (console errors and warnings, page errors, CSP violations):\n` +
      unexpected.map((problem) => `  ${problem}`).join('\n'),
  );
}
