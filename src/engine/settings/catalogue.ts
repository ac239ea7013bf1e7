/**
 * The settings catalogue as the engine needs it: each declared `group.key` with its
 * default text and kind. Built from schemas/settings.schema.json (at build time for
 * the browser, directly by the lint tool and the server).
 */

export type SettingKind = 'text' | 'richText' | 'flag' | 'color' | 'locale';

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

const KINDS = new Set<SettingKind>(['text', 'richText', 'flag', 'color', 'locale']);

export function catalogueFromSchema(schema: SettingsSchema): Catalogue {
  const entries = new Map<string, CatalogueEntry>();
  for (const [group, { properties = {} }] of Object.entries(schema.$defs.groups.properties)) {
    for (const [name, entry] of Object.entries(properties)) {
      const kind = entry['x-kind'];
      if (typeof entry.default !== 'string' || !KINDS.has(kind as SettingKind)) {
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
