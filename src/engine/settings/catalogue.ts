/**
 * The settings catalogue as the engine needs it: each declared `group.key` with its
 * default text and kind. Built from schemas/settings.schema.json (at build time for
 * the browser, directly by the lint tool and the server).
 */

export type SettingKind =
  'text' | 'richText' | 'flag' | 'color' | 'radius' | 'fontStack' | 'locale' | 'agreement';

export interface CatalogueEntry {
  default: string;
  kind: SettingKind;
}

export type Catalogue = ReadonlyMap<string, CatalogueEntry>;

interface SchemaEntry {
  default?: unknown;
  'x-kind'?: unknown;
}
interface SchemaGroup {
  properties?: Record<string, SchemaEntry>;
}
export interface SettingsSchema {
  $defs: { groups: { properties: Record<string, SchemaGroup> } };
}

/** The kinds a catalogue entry's x-kind may name. */
export const SETTING_KINDS: ReadonlySet<SettingKind> = new Set<SettingKind>([
  'text',
  'richText',
  'flag',
  'color',
  'radius',
  'fontStack',
  'locale',
  'agreement',
]);

/**
 * The catalogue of a settings schema. An entry without a string default or a known kind
 * throws, unless onInvalid is given: then it is reported there and left out (the lint
 * tool reports such entries itself and must not stop at them).
 */
export function catalogueFromSchema(schema: SettingsSchema, onInvalid?: (key: string) => void): Catalogue {
  const entries = new Map<string, CatalogueEntry>();
  for (const [group, { properties = {} }] of Object.entries(schema?.$defs?.groups?.properties ?? {})) {
    for (const [name, entry] of Object.entries(properties)) {
      const kind = entry['x-kind'];
      if (typeof entry.default !== 'string' || !SETTING_KINDS.has(kind as SettingKind)) {
        if (onInvalid) {
          onInvalid(`${group}.${name}`);
          continue;
        }
        throw new Error(`settings.schema.json: ${group}.${name} needs a string default and a known x-kind`);
      }
      entries.set(`${group}.${name}`, { default: entry.default, kind: kind as SettingKind });
    }
  }
  return entries;
}

export function catalogueFromEntries(entries: Record<string, [string, SettingKind]>): Catalogue {
  return new Map(Object.entries(entries).map(([key, [text, kind]]) => [key, { default: text, kind }]));
}
