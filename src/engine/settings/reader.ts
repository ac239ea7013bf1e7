/**
 * The settings reader: `group.key` lookup over the layers (layers.ts says which a key's
 * kind reads and in what order), falling back to the catalogue default. A value of the wrong
 * type (or a theme value that is no colour, radius or font stack) falls back too and is
 * reported once; an undeclared or malformed key throws.
 */
// The checks alone: the theme barrel also brings the contrast tables, which only lint and the studio read.
import { THEME_VALUE_CHECKS } from '../../domain/theme/valueChecks';
import { SettingsError } from '../errors';
import type { Catalogue, CatalogueEntry, SettingKind } from './catalogue';
import { parseFlag } from './flag';
import { interpolate, type TextParams } from './interpolate';
import { parseSettingsKey } from './key';
import { layeredValue, type SettingsLayers } from './layers';

export type { SettingsLayer, SettingsLayers } from './layers';

export interface Settings {
  /** The text of a setting with its `{name}` placeholders filled. */
  text(key: string, params?: TextParams): string;
  /** A boolean-ish setting. */
  flag(key: string): boolean;
  /** Whether the key is declared in the catalogue. */
  declares(key: string): boolean;
}

export type Reporter = (message: string) => void;

/** The theme's kinds end up in CSS: a value not of its form falls back to the default. */
const CSS_VALUES: Partial<Record<SettingKind, [check: (value: string) => boolean, what: string]>> = {
  color: [THEME_VALUE_CHECKS.color, 'a CSS colour'],
  radius: [THEME_VALUE_CHECKS.radius, 'a length from 0 to 32px'],
  fontStack: [THEME_VALUE_CHECKS.fontStack, 'a CSS font-family list'],
};

export function createSettings(
  layers: SettingsLayers,
  catalogue: Catalogue,
  report: Reporter = (message) => console.warn(message),
): Settings {
  const texts = new Map<string, string>();
  const flags = new Map<string, boolean>();
  const reported = new Set<string>();

  function reportOnce(key: string, message: string) {
    if (reported.has(key)) return;
    reported.add(key);
    report(message);
  }

  function entryOf(key: string): CatalogueEntry {
    parseSettingsKey(key);
    const entry = catalogue.get(key);
    if (!entry) throw new SettingsError(key, 'is not declared in the settings catalogue');
    return entry;
  }

  function rawValue(key: string, entry: CatalogueEntry): unknown {
    const { group, name } = parseSettingsKey(key);
    return layeredValue(layers, entry.kind, group, name);
  }

  function textOf(key: string): string {
    const cached = texts.get(key);
    if (cached !== undefined) return cached;
    const entry = entryOf(key);
    const value = rawValue(key, entry);
    const css = CSS_VALUES[entry.kind];
    let text = entry.default;
    if (typeof value === 'string' && css && !css[0](value)) {
      reportOnce(
        key,
        `Setting "${key}" should be ${css[1]} but is ${JSON.stringify(value)}; the default is used.`,
      );
    } else if (typeof value === 'string') text = value;
    else if (value !== undefined) {
      reportOnce(key, `Setting "${key}" should be text but is ${typeof value}; the default is used.`);
    }
    texts.set(key, text);
    return text;
  }

  function flagOf(key: string): boolean {
    const cached = flags.get(key);
    if (cached !== undefined) return cached;
    const entry = entryOf(key);
    const value = rawValue(key, entry);
    let flag = parseFlag(value);
    if (flag === undefined) {
      if (value !== undefined) {
        reportOnce(
          key,
          `Setting "${key}" should be true or false but is ${JSON.stringify(value)}; the default is used.`,
        );
      }
      flag = parseFlag(entry.default) ?? false;
    }
    flags.set(key, flag);
    return flag;
  }

  return {
    text: (key, params) => interpolate(textOf(key), params),
    flag: flagOf,
    declares: (key) => catalogue.has(key),
  };
}
