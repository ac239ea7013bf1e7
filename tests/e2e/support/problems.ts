/**
 * What a browser test's page may not log: console errors and warnings, page errors and CSP
 * violations (one line each, as openPage collects them). The only exceptions are Chromium's
 * own console lines for an HTTP answer whose status the test declares it expects (a refused
 * sign-in is a 403 the page expects and shows), and for a request to an outside origin the
 * test declares unreachable (the map's tile service, where this machine has no network: the
 * page logs nothing itself, but Chromium logs every failed image, whatever its error handler
 * does). Kept free of Playwright, so the check itself is unit-tested.
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

/** The outside origins each page's test declared unreachable, by its problems list. */
const unreachable = new WeakMap<readonly string[], Set<string>>();

/** Chromium's line for a request that got no answer at all (name not resolved, refused, aborted). */
const NO_ANSWER = /^console error: Failed to load resource: net::ERR_[A-Z_]+ \((.+)\)$/;

function isUnreachableLine(problem: string, origins: ReadonlySet<string>): boolean {
  const address = NO_ANSWER.exec(problem)?.[1];
  if (!address || !URL.canParse(address)) return false;
  return origins.has(new URL(address).origin);
}

/**
 * Declares that this page's requests to `origin` (such as https://tile.openstreetmap.org)
 * may get no answer: Chromium's console line for each is expected. Answers with an HTTP
 * status are not covered (unexpectedProblems declares those).
 */
export function declareUnreachable(problems: readonly string[], origin: string): void {
  const origins = unreachable.get(problems) ?? new Set<string>();
  origins.add(new URL(origin).origin);
  unreachable.set(problems, origins);
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
  const origins = unreachable.get(problems) ?? new Set<string>();
  const unexpected = problems.filter(
    (problem) =>
      !statuses.some((status) => isNetworkLine(problem, status)) && !isUnreachableLine(problem, origins),
  );
  if (unexpected.length === 0) return;
  throw new Error(
    `The page logged ${unexpected.length} unexpected problem(s) (console errors and warnings, page errors, CSP violations):\n` +
      unexpected.map((problem) => `  ${problem}`).join('\n'),
  );
}
