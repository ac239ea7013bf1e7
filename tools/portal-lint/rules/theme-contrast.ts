/**
 * theme/contrast: every foreground/background pair the brand theme produces meets WCAG 2.1
 * AA. The pairs and the maths are the portal's own (src/domain/theme); the colours are the
 * catalogue's defaults when the catalogue is linted, and an institution settings file's
 * values over those defaults when the file is (shared wins over english, and a value that
 * is no colour counts as the default, as the portal's settings reader does).
 */
import {
  formatRatio,
  parseColour,
  THEME_COLOUR_KEYS,
  themeContrasts,
  type Rgba,
  type ThemeColour,
} from '../../../src/domain/theme/index.ts';
import { fill, type Finding, type JsonPath, type SettingsContext, type SettingsRule } from '../types.ts';
import { isRecord } from '../walk.ts';
import { settingsOf } from './settings-file-unknown-entry.ts';

const messages = {
  pair: '{pair}: contrast {ratio}:1 is below the {minimum}:1 WCAG 2.1 AA needs ({colours})',
};

/** A theme colour as linted: its text, and where it stands in the file (undefined: not in this file). */
interface Source {
  value: string;
  path?: JsonPath;
}

const SCHEMA_THEME = ['$defs', 'groups', 'properties', 'theme', 'properties'];

/** The catalogue's defaults, each at its entry of settings.schema.json. */
function catalogueSources(schema: Record<string, unknown>): Map<string, Source> {
  const sources = new Map<string, Source>();
  let entries: unknown = schema;
  for (const step of SCHEMA_THEME) entries = isRecord(entries) ? entries[step] : undefined;
  for (const [name, entry] of Object.entries(isRecord(entries) ? entries : {})) {
    if (isRecord(entry) && typeof entry.default === 'string')
      sources.set(`theme.${name}`, { value: entry.default, path: [...SCHEMA_THEME, name, 'default'] });
  }
  return sources;
}

/** A settings file's theme values (the first layer that sets a key wins; spanish is never read for them), each at its key. */
function settingsSources(file: unknown): Map<string, Source> {
  const sources = new Map<string, Source>();
  for (const { key, value, path } of settingsOf(file)) {
    if (path[1] === 'spanish') continue;
    if (!sources.has(key) && value !== undefined && value !== null)
      sources.set(key, { value: typeof value === 'string' ? value : '', path });
  }
  return sources;
}

/** A pair of theme colours below the contrast it needs, in the rule's words. */
export interface ContrastFailure {
  message: string;
  /** The pair's settings keys, foreground first. */
  keys: readonly string[];
}

/**
 * Every pair below WCAG 2.1 AA for the given theme values over the catalogue's defaults (a
 * value that is no colour counts as the default); none when a default is no colour, which
 * catalogue/entry reports.
 */
export function contrastFailures(
  valueOf: (key: string) => string | undefined,
  catalogue: SettingsContext['catalogue'],
): ContrastFailure[] {
  const colours = {} as Record<ThemeColour, Rgba>;
  const shown = new Map<string, string>();
  for (const [colour, key] of Object.entries(THEME_COLOUR_KEYS) as [ThemeColour, string][]) {
    const fallback = catalogue.get(key)?.default ?? '';
    const given = valueOf(key);
    const value = given !== undefined && parseColour(given) ? given : fallback;
    const parsed = parseColour(value);
    if (!parsed) return [];
    colours[colour] = parsed;
    shown.set(key, value);
  }
  return themeContrasts(colours)
    .filter((pair) => pair.ratio < pair.minimum)
    .map((pair) => {
      const [foreground, background = foreground] = pair.keys.map((key) => `${key} ${shown.get(key)}`);
      return {
        keys: pair.keys,
        message: fill(messages.pair, {
          pair: pair.name,
          ratio: formatRatio(pair.ratio, pair.minimum),
          minimum: pair.minimum,
          colours: `${foreground} on ${background}`,
        }),
      };
    });
}

export const themeContrast: SettingsRule = {
  id: 'theme/contrast',
  description:
    'A pair of brand theme colours (text on the page, surface or buttons, links, banners, focus ring, input border) below the WCAG 2.1 AA contrast: 4.5:1 for text, 3:1 for UI parts.',
  severity: 'error',
  kinds: ['schema', 'settings'],
  messages,
  check(file, context) {
    const isCatalogue = isRecord(file.value) && file.value.$id === 'settings.schema.json';
    if (file.kind === 'schema' && !isCatalogue) return [];
    const own = isCatalogue
      ? catalogueSources(file.value as Record<string, unknown>)
      : settingsSources(file.value);
    const findings: Finding[] = [];
    for (const failure of contrastFailures((key) => own.get(key)?.value, context.catalogue)) {
      // At the first of the pair's keys this file sets; a pair this file does not touch is the catalogue's.
      const at = failure.keys.map((key) => own.get(key)?.path).find((path) => path !== undefined);
      if (!at) continue;
      findings.push({ message: failure.message, path: at, on: isCatalogue ? undefined : 'key' });
    }
    return findings;
  },
};
