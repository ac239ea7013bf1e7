/**
 * portal-lint's settings rules in the browser, for the studio (src/screens/studio is the one
 * place allowed to import this file, eslint.config.js). The rule code, the positions and the
 * messages are those of `portal-lint --settings`; only the context differs: built from the
 * generated catalogue and standalone validators (tools/generate/settingsLint.ts) instead of
 * the file system and ajv, which compiles its validators with the Function constructor, which
 * the page's CSP forbids.
 */
import { catalogueEntries } from '../../src/generated/catalogue.ts';
import validators, { optionsSchema } from '../../src/generated/settingsLint.js';
import config from '../../portal-lint.config.json';
import { lintParsed, type Level } from './lintFile.ts';
import { contrastFailures, themeContrast } from './rules/theme-contrast.ts';
import { settingsRules } from './rules/settings.ts';
import { parseFile } from './source.ts';
import type { JsonPath, LintMessage, SettingsContext, SettingsRule, Severity } from './types.ts';

export type SettingsFinding = LintMessage & {
  path: JsonPath;
  /** group.key, when the finding is on a settings value (or inside one). */
  key?: string;
  /** The institution option's name, when the finding is on one. */
  option?: string;
};

/** A theme colour pair below WCAG 2.1 AA, as theme/contrast words it. */
export interface ThemeFinding {
  ruleId: string;
  severity: Severity;
  message: string;
  /** The pair's settings keys, foreground first. */
  keys: readonly string[];
}

let built: SettingsContext | undefined;

function context(): SettingsContext {
  built ??= {
    catalogue: new Map(
      Object.entries(catalogueEntries).map(([key, [text, kind]]) => [key, { default: text, kind }]),
    ),
    optionsSchema,
    validator: (id) => (Object.hasOwn(validators, id) ? validators[id] : undefined),
  };
  return built;
}

/** The levels of portal-lint.config.json, as the CLI reads them (the CLI refuses a bad one). */
const LEVELS: Readonly<Record<string, unknown>> = (config as { rules?: Record<string, unknown> }).rules ?? {};

function levelOf(rule: SettingsRule): Level {
  const level = LEVELS[rule.id];
  return level === 'error' || level === 'warning' || level === 'off' ? level : rule.severity;
}

function subjectOf(path: JsonPath): Pick<SettingsFinding, 'key' | 'option'> {
  const [root, layerOrName, group, name] = path;
  if (root === 'gassySettings' && typeof group === 'string' && typeof name === 'string')
    return { key: `${group}.${name}` };
  if (root === 'institutionOptions' && typeof layerOrName === 'string') return { option: layerOrName };
  return {};
}

/** Lints an institution settings file's text as `portal-lint --settings FILE` does. */
export function lintSettingsText(text: string, fileName = 'settings.json'): SettingsFinding[] {
  const { file, problems } = parseFile(fileName, 'settings', text);
  return lintParsed(file, problems, { rules: settingsRules, context: context(), levelOf }).map(
    ({ message, path }) => ({ ...message, path, ...subjectOf(path) }),
  );
}

/**
 * The theme's colour pairs below WCAG 2.1 AA for the given theme values (group.key to
 * value) over the catalogue's defaults: with none, the defaults' own findings. A file's
 * findings (lintSettingsText) name only the pairs it touches; this names every pair.
 */
export function themeContrastFindings(values: Readonly<Record<string, string>> = {}): ThemeFinding[] {
  const level = levelOf(themeContrast);
  if (level === 'off') return [];
  return contrastFailures(
    (key) => (Object.hasOwn(values, key) ? values[key] : undefined),
    context().catalogue,
  ).map(({ message, keys }) => ({ ruleId: themeContrast.id, severity: level, message, keys }));
}
