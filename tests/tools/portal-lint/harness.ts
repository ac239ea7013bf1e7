/**
 * Runs portal-lint rules over JSON written in a test. A fixture marks the place where a
 * finding must start with «, so each table case shows its expected line and column.
 */
import { rules as allRules } from '../../../tools/portal-lint/rules/index.ts';
import { run } from '../../../tools/portal-lint/runner.ts';
import type { FileKind, LintMessage, Rule } from '../../../tools/portal-lint/types.ts';

export const MARK = '«';

export interface Marked {
  text: string;
  /** Where « stood, 1-based; undefined when the fixture has no mark. */
  line?: number;
  column?: number;
}

export function unmark(fixture: string): Marked {
  const at = fixture.indexOf(MARK);
  if (at < 0) return { text: fixture };
  const before = fixture.slice(0, at);
  const lines = before.split('\n');
  return {
    text: before + fixture.slice(at + MARK.length),
    line: lines.length,
    column: lines.at(-1)!.length + 1,
  };
}

export interface LintOptions {
  kind?: FileKind;
  path?: string;
  /** Only these rules (default: all). */
  only?: readonly string[];
}

export function lintText(
  text: string,
  { kind = 'screen', path = 'fixture.json', only }: LintOptions = {},
): LintMessage[] {
  const rules: readonly Rule[] = only ? allRules.filter((rule) => only.includes(rule.id)) : allRules;
  const [result] = run([{ path, kind, text }], { rules });
  return result!.messages;
}

/** The one message a marked fixture produces for a rule: [ruleId, message, line, column] for easy comparison. */
export function findingsOf(fixture: string, ruleId: string, options: Omit<LintOptions, 'only'> = {}) {
  const { text } = unmark(fixture);
  return lintText(text, { ...options, only: [ruleId] }).map((entry) => [
    entry.ruleId,
    entry.message,
    entry.line,
    entry.column,
  ]);
}

/** A screen definition around the given blocks JSON (indented 4, one block per line is easiest to read). */
export function screenWith(
  blocks: string,
  head = '"id": "fixture", "route": "home/fixture", "title": "login.title"',
): string {
  return `{\n  ${head},\n  "blocks": [\n${blocks}\n  ]\n}\n`;
}
