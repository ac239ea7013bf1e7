/**
 * The contracts of portal-lint. A rule checks one kind of file and returns findings as a
 * message and a JSON path; the runner alone turns paths into 1-based line:column ranges,
 * and formatters turn results into text.
 */
import type { Node } from 'jsonc-parser';
import type { LintContext } from './context.ts';

export type Severity = 'error' | 'warning';
export type JsonPath = (string | number)[];

/** screen: screen-definitions/; rules: rules/; schema: schemas/; settings: an institution settings file. */
export type FileKind = 'screen' | 'rules' | 'schema' | 'settings';

export interface Finding {
  message: string;
  path: JsonPath;
  /** Point at the property's key rather than its value (an unknown key, say). */
  on?: 'key';
}

export interface LintFile {
  /** As reported: relative to the working directory when inside it. */
  path: string;
  kind: FileKind;
  text: string;
  /** The parsed value; undefined when the text is not valid JSON. */
  value: unknown;
  tree: Node | undefined;
}

export interface Rule {
  id: string;
  description: string;
  severity: Severity;
  kinds: readonly FileKind[];
  /** Message templates with {placeholders}, for the catalogue of rules and the tests. */
  messages: Readonly<Record<string, string>>;
  /** Reports only where no other rule reported on the same part of the file (schema mismatch). */
  secondary?: boolean;
  check(file: LintFile, context: LintContext): Finding[];
}

export interface LintMessage {
  ruleId: string;
  severity: Severity;
  message: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

export interface FileResult {
  filePath: string;
  messages: LintMessage[];
  errorCount: number;
  warningCount: number;
}

export type Formatter = (results: readonly FileResult[]) => string;

/** Fills a message template: {name} takes data[name]. */
export function fill(template: string, data: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(data, name) ? String(data[name]) : whole,
  );
}
