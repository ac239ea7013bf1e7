/**
 * The institution file the studio edits (the shape of the ApplicationOptions answer,
 * schemas/institution-settings.schema.json), as pure functions over its parsed JSON: read a
 * key's value and layer, write or drop a key, list the keys it sets, and the text it
 * downloads as. Every write returns a new object: React state never changes in place, and
 * parts of the file the studio does not know (paymentCalendar, $schema) are kept as they were.
 */
import type { PreviewLanguage } from './previewProtocol';

export type InstitutionFile = Readonly<Record<string, unknown>>;
export type LayerName = 'shared' | 'english' | 'spanish';

/** The layers of gassySettings in the order they win for a language (spec 03: shared over english). */
export const LAYERS_BY_LANGUAGE: Readonly<Record<PreviewLanguage, readonly LayerName[]>> = {
  en: ['shared', 'english'],
  es: ['shared', 'spanish'],
};
const ALL_LAYERS: readonly LayerName[] = ['shared', 'english', 'spanish'];

type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const own = (object: unknown, name: string): unknown =>
  isRecord(object) && Object.hasOwn(object, name) ? object[name] : undefined;

function split(key: string): [group: string, name: string] {
  const dot = key.indexOf('.');
  return [key.slice(0, dot), key.slice(dot + 1)];
}

/** The file's object, or undefined when the text is no JSON object (the lint says why). */
export function parseInstitutionFile(text: string): InstitutionFile | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** A settings layer of the file (or of an ApplicationOptions answer). */
export function layerOf(file: InstitutionFile | undefined, layer: LayerName): Json | undefined {
  const value = own(own(file, 'gassySettings'), layer);
  return isRecord(value) ? value : undefined;
}

export interface FileValue {
  value: unknown;
  layer: LayerName;
}

/** The key's value in the file for a language: the first layer that sets it. */
export function fileValue(
  file: InstitutionFile | undefined,
  key: string,
  language: PreviewLanguage = 'en',
): FileValue | undefined {
  const [group, name] = split(key);
  for (const layer of LAYERS_BY_LANGUAGE[language]) {
    const value = own(own(layerOf(file, layer), group), name);
    if (value !== undefined && value !== null) return { value, layer };
  }
  return undefined;
}

/** Every `group.key` the file sets, in any layer. */
export function fileKeys(file: InstitutionFile | undefined): Set<string> {
  const keys = new Set<string>();
  for (const layer of ALL_LAYERS) {
    for (const [group, names] of Object.entries(layerOf(file, layer) ?? {})) {
      if (isRecord(names)) for (const name of Object.keys(names)) keys.add(`${group}.${name}`);
    }
  }
  return keys;
}

/** Where an edit of the key goes: shared when the file has it there, else the language's own layer. */
export function layerForEdit(
  file: InstitutionFile | undefined,
  key: string,
  language: PreviewLanguage,
): LayerName {
  const [group, name] = split(key);
  if (own(own(layerOf(file, 'shared'), group), name) !== undefined) return 'shared';
  return language === 'es' ? 'spanish' : 'english';
}

function withLayer(file: InstitutionFile, layer: LayerName, change: (layer: Json) => Json): InstitutionFile {
  const settings = isRecord(file.gassySettings) ? file.gassySettings : {};
  const next = change(layerOf(file, layer) ?? {});
  const { [layer]: _dropped, ...others } = settings;
  const gassySettings = Object.keys(next).length ? { ...settings, [layer]: next } : others;
  const { gassySettings: _old, ...rest } = file;
  return Object.keys(gassySettings).length ? { ...file, gassySettings } : rest;
}

/** The file with the key set to the value, in the layer an edit goes to (layerForEdit). */
export function setFileValue(
  file: InstitutionFile,
  key: string,
  value: string,
  language: PreviewLanguage,
): InstitutionFile {
  const [group, name] = split(key);
  return withLayer(file, layerForEdit(file, key, language), (layer) => ({
    ...layer,
    [group]: { ...(isRecord(layer[group]) ? layer[group] : {}), [name]: value },
  }));
}

/** The file without the key in the layers of the language (shared and the language's own). */
export function removeFileValue(
  file: InstitutionFile,
  key: string,
  language: PreviewLanguage,
): InstitutionFile {
  const [group, name] = split(key);
  return LAYERS_BY_LANGUAGE[language].reduce(
    (current, layerName) =>
      withLayer(current, layerName, (layer) => {
        const names = layer[group];
        if (!isRecord(names) || !Object.hasOwn(names, name)) return layer;
        const { [name]: _dropped, ...kept } = names;
        const { [group]: _group, ...groups } = layer;
        return Object.keys(kept).length ? { ...layer, [group]: kept } : groups;
      }),
    file,
  );
}

/** The file's institution options, when it states them. */
export function fileOptions(file: InstitutionFile | undefined): Json {
  const options = own(file, 'institutionOptions');
  return isRecord(options) ? options : {};
}

/** The downloaded text: pretty JSON, 2 spaces, a final newline (as portal-lint and editors expect). */
export function serializeFile(file: InstitutionFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}
