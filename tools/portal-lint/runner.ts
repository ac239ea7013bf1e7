/**
 * Runs the rules over parsed files and maps every finding's JSON path to a 1-based
 * range, in one place. Invalid JSON is reported by the parser and stops other rules for
 * that file. Secondary rules (schema mismatch) stay silent where a specific rule already
 * reported on the same part of the file.
 */
import type { LintConfig } from './config.ts';
import { buildContext } from './context.ts';
import type { Input } from './files.ts';
import { locate, parseFile, rangeOf } from './source.ts';
import type { FileResult, Finding, JsonPath, LintFile, LintMessage, Rule, Severity } from './types.ts';

export const INVALID_JSON = 'json/invalid';

export interface RunOptions {
  rules: readonly Rule[];
  config?: LintConfig;
  /** Report errors only. */
  quiet?: boolean;
}

function overlaps(a: JsonPath, b: JsonPath): boolean {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index++) if (a[index] !== b[index]) return false;
  return true;
}

function message(file: LintFile, ruleId: string, severity: Severity, finding: Finding): LintMessage {
  const { start, end } = locate(file, finding.path, finding.on);
  return {
    ruleId,
    severity,
    message: finding.message,
    line: start.line,
    column: start.column,
    endLine: end.line,
    endColumn: end.column,
  };
}

function lintOne(
  file: LintFile,
  rules: readonly Rule[],
  levelOf: (rule: Rule) => Severity | 'off',
  context: ReturnType<typeof buildContext>,
) {
  const messages: LintMessage[] = [];
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
      messages.push(message(file, rule.id, levelOf(rule) as Severity, finding));
    }
  }
  return messages;
}

export function run(inputs: readonly Input[], options: RunOptions): FileResult[] {
  const parsed = inputs.map((input) => parseFile(input.path, input.kind, input.text));
  const context = buildContext(parsed.map(({ file }) => file));
  const levelOf = (rule: Rule) => options.config?.levels.get(rule.id) ?? rule.severity;
  return parsed.map(({ file, problems }) => {
    // Only where the parser stopped: what follows a syntax error is noise.
    const messages: LintMessage[] = problems.length
      ? problems.slice(0, 1).map((problem) => {
          const { start, end } = rangeOf(file.text, problem.offset, problem.length);
          return {
            ruleId: INVALID_JSON,
            severity: 'error' as const,
            message: problem.message,
            line: start.line,
            column: start.column,
            endLine: end.line,
            endColumn: end.column,
          };
        })
      : lintOne(file, options.rules, levelOf, context);
    const shown = (options.quiet ? messages.filter((entry) => entry.severity === 'error') : messages).sort(
      (a, b) => a.line - b.line || a.column - b.column || a.ruleId.localeCompare(b.ruleId),
    );
    return {
      filePath: file.path,
      messages: shown,
      errorCount: shown.filter((entry) => entry.severity === 'error').length,
      warningCount: shown.filter((entry) => entry.severity === 'warning').length,
    };
  });
}
