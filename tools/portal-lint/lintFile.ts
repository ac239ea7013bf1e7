/**
 * The per-file part of a lint run, with no Node in it (the browser entry runs it too):
 * the file's rules, their findings, and each finding's JSON path mapped to a 1-based range
 * (source.ts). Invalid JSON is reported by the parser and stops other rules for that file.
 * Secondary rules (schema mismatch) stay silent where a specific rule already reported on
 * the same part of the file.
 */
import { locate, rangeOf, type ParseProblem } from './source.ts';
import type { Finding, JsonPath, LintFile, LintMessage, RuleOf, Severity } from './types.ts';

export const INVALID_JSON = 'json/invalid';

export type Level = Severity | 'off';

/** A message with the JSON path it was found at (empty for invalid JSON). */
export interface Located {
  message: LintMessage;
  path: JsonPath;
}

export interface FileRun<C> {
  rules: readonly RuleOf<C>[];
  context: C;
  levelOf: (rule: RuleOf<C>) => Level;
  /** Report errors only. */
  quiet?: boolean;
}

function overlaps(a: JsonPath, b: JsonPath): boolean {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index++) if (a[index] !== b[index]) return false;
  return true;
}

function located(file: LintFile, ruleId: string, severity: Severity, finding: Finding): Located {
  const { start, end } = locate(file, finding.path, finding.on);
  const message = {
    ruleId,
    severity,
    message: finding.message,
    line: start.line,
    column: start.column,
    endLine: end.line,
    endColumn: end.column,
  };
  return { message, path: finding.path };
}

function runRules<C>(file: LintFile, { rules, context, levelOf }: FileRun<C>): Located[] {
  const found: Located[] = [];
  const primaryPaths: JsonPath[] = [];
  const active = rules.filter((rule) => rule.kinds.includes(file.kind) && levelOf(rule) !== 'off');
  const ordered = [...active.filter((rule) => !rule.secondary), ...active.filter((rule) => rule.secondary)];
  for (const rule of ordered) {
    let findings: Finding[];
    try {
      findings = rule.check(file, context);
    } catch (error) {
      throw new Error(`rule ${rule.id} crashed on ${file.path}: ${(error as Error).message}`, {
        cause: error,
      });
    }
    for (const finding of findings) {
      if (rule.secondary && primaryPaths.some((path) => overlaps(path, finding.path))) continue;
      if (!rule.secondary) primaryPaths.push(finding.path);
      found.push(located(file, rule.id, levelOf(rule) as Severity, finding));
    }
  }
  return found;
}

/** One parsed file's messages, sorted by position then rule. */
export function lintParsed<C>(file: LintFile, problems: readonly ParseProblem[], run: FileRun<C>): Located[] {
  // Only where the parser stopped: what follows a syntax error is noise.
  const found: Located[] = problems.length
    ? problems.slice(0, 1).map((problem) => {
        const { start, end } = rangeOf(file.text, problem.offset, problem.length);
        const message = {
          ruleId: INVALID_JSON,
          severity: 'error' as const,
          message: problem.message,
          line: start.line,
          column: start.column,
          endLine: end.line,
          endColumn: end.column,
        };
        return { message, path: [] };
      })
    : runRules(file, run);
  return (run.quiet ? found.filter(({ message }) => message.severity === 'error') : found).sort(
    ({ message: a }, { message: b }) =>
      a.line - b.line || a.column - b.column || a.ruleId.localeCompare(b.ruleId),
  );
}
