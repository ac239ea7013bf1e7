/**
 * Where the translated texts are, for the translation/* rules: a product translation
 * (locales/<language>.json, file kind translation) is groups of texts at its root; an
 * institution settings file holds its own Spanish texts in gassySettings.spanish.
 */
import type { SettingKind } from '../../../src/engine/settings/catalogue.ts';
import type { JsonPath, LintFile } from '../types.ts';
import { isRecord, type Json } from '../walk.ts';

/** The kinds a translation holds: texts, and the locale that formats money and dates. */
export const TRANSLATED_KINDS: ReadonlySet<SettingKind> = new Set<SettingKind>([
  'text',
  'richText',
  'locale',
]);

const LANGUAGE_NAMES: Readonly<Record<string, string>> = { es: 'Spanish' };

/** The language a file translates into, by name: locales/es.json is Spanish; a settings file's layer is too. */
export function languageOf(file: LintFile): string {
  if (file.kind === 'settings') return 'Spanish';
  const code = /([^/\\]+)\.json$/.exec(file.path)?.[1] ?? '';
  return LANGUAGE_NAMES[code] ?? `"${code}"`;
}

export interface TranslationGroup {
  group: string;
  /** undefined when the group is not an object. */
  keys: Json | undefined;
  path: JsonPath;
}

/** The groups of a translation file, or of a settings file's spanish layer. */
export function* translationGroups(file: LintFile): Generator<TranslationGroup> {
  const [root, base]: [unknown, JsonPath] =
    file.kind === 'settings'
      ? [
          isRecord(file.value) && isRecord(file.value.gassySettings)
            ? file.value.gassySettings.spanish
            : undefined,
          ['gassySettings', 'spanish'],
        ]
      : [file.value, []];
  if (!isRecord(root)) return;
  for (const [group, keys] of Object.entries(root))
    yield { group, keys: isRecord(keys) ? keys : undefined, path: [...base, group] };
}

export interface TranslationValue {
  key: string;
  value: unknown;
  path: JsonPath;
}

export function* translationValues(file: LintFile): Generator<TranslationValue> {
  for (const { group, keys, path } of translationGroups(file))
    for (const [name, value] of Object.entries(keys ?? {}))
      yield { key: `${group}.${name}`, value, path: [...path, name] };
}

/** The {name} placeholders of a text, sorted and without repeats. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map((match) => match[1]!))].sort();
}
