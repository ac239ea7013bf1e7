/**
 * The contracts of portal-lint. A rule checks one kind of file against what the project
 * holds (the LintContext, which context.ts builds) and returns findings as a message and
 * a JSON path; the runner alone turns paths into 1-based line:column ranges, and
 * formatters turn results into text. This module imports no other module of the tool, so
 * every other one may import it.
 */
import type Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { Node } from 'jsonc-parser';
import type { RouteTable } from '../../src/app/routeTable.ts';
import type { Catalogue } from '../../src/engine/settings/catalogue.ts';

export type Severity = 'error' | 'warning';
export type JsonPath = (string | number)[];

/**
 * screen: screen-definitions/; rules: rules/; navigation: navigation/ (menu and header links);
 * schema: schemas/; settings: an institution settings file; translation: locales/ (the product's
 * translation of the catalogue's texts into a language, such as locales/es.json).
 */
export type FileKind = 'screen' | 'rules' | 'navigation' | 'schema' | 'settings' | 'translation';

/** A screen of the project as rules see it: its file (as reported), id and route. */
export interface ScreenInfo {
  file: string;
  id?: string;
  route?: string;
}

export type JsonSchema = Record<string, unknown>;

/**
 * What the rules of an institution settings file know: all they may use, since they also
 * run in the browser (browser.ts), where the context is built from generated modules.
 */
export interface SettingsContext {
  catalogue: Catalogue;
  optionsSchema: JsonSchema;
  /**
   * The validator of a project schema by its $id (with a #/pointer for a part of one), or
   * undefined when there is none. Under Node the project's ajv compiles it; in the browser
   * it is one of the standalone validators the generator wrote, since the page's CSP
   * forbids the code ajv compiles at run time.
   */
  validator(id: string): ValidateFunction | undefined;
}

/** What rules know about the project, built once per run by context.ts (buildContext). */
export interface LintContext extends SettingsContext {
  /** Description of each catalogue key, for the catalogue command. */
  descriptions: ReadonlyMap<string, string>;
  operators: ReadonlySet<string>;
  widgets: ReadonlySet<string>;
  blockWidgets: ReadonlySet<string>;
  actions: ReadonlySet<string>;
  checks: ReadonlySet<string>;
  contextSchema: JsonSchema;
  /** Named rules by name, with every file that defines each, sorted by path. */
  ruleNames: ReadonlyMap<string, readonly string[]>;
  /** Every screen of the project, with the linted files standing in for project files of the same name. */
  screens: readonly ScreenInfo[];
  /** The files (as reported) of the screens with each id, and with each route shape. */
  screensById: ReadonlyMap<string, readonly string[]>;
  screensByRoute: ReadonlyMap<string, readonly string[]>;
  /** Every screen route, split into segments once. */
  routes: readonly { route: string; segments: readonly string[] }[];
  /** The paths those routes open, as the portal's router and links judge them (src/app/routeTable.ts). */
  routeTable: RouteTable;
  /** The project's ajv, for the rules that check schemas themselves (schema/compile). */
  ajv: Ajv2020;
}

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

/** A rule whose check needs only context C. */
export interface RuleOf<C> {
  id: string;
  description: string;
  severity: Severity;
  kinds: readonly FileKind[];
  /** Message templates with {placeholders}, for the catalogue of rules and the tests. */
  messages: Readonly<Record<string, string>>;
  /** Reports only where no other rule reported on the same part of the file (schema mismatch). */
  secondary?: boolean;
  check(file: LintFile, context: C): Finding[];
}

export type Rule = RuleOf<LintContext>;
/** A rule that runs on institution settings files, in Node and in the browser alike. */
export type SettingsRule = RuleOf<SettingsContext>;

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
