/**
 * What the preview frame is sent (studio:apply): an ApplicationOptions answer made of the
 * running institution's answer with the loaded file over it, key by key, as the server
 * merges PORTAL_SETTINGS over its institution; then the admin's option switches over both.
 * With the default wording, every text and rich text falls back to the catalogue's default,
 * while the other kinds (theme, flags, agreements) stay the institution's and the file's, so
 * the preview still looks like the institution.
 */
import type { SettingKind } from '../../engine';
import { fileOptions, isRecord, layerOf, type InstitutionFile, type LayerName } from './institutionFile';

export type Wording = 'file' | 'defaults';

export interface PreviewAnswer {
  gassySettings: Partial<Record<LayerName, Record<string, Record<string, unknown>>>>;
  institutionOptions: Record<string, unknown>;
}

export interface PreviewInput {
  /** The running institution's ApplicationOptions answer (undefined while it loads or when it failed). */
  running: { gassySettings?: unknown; institutionOptions?: unknown } | undefined;
  file: InstitutionFile | undefined;
  wording: Wording;
  /** The admin's option switches, over the institution's and the file's options. */
  overrides: Readonly<Record<string, boolean>>;
  /** The kind of a declared key (undefined for an unknown one, which is passed on as it is). */
  kindOf: (key: string) => SettingKind | undefined;
}

const LAYERS: readonly LayerName[] = ['shared', 'english', 'spanish'];
const WORDING_KINDS: ReadonlySet<SettingKind> = new Set(['text', 'richText']);

type Layer = Record<string, Record<string, unknown>>;

function mergeLayer(into: Layer, from: Record<string, unknown> | undefined, keep: (key: string) => boolean) {
  for (const [group, names] of Object.entries(from ?? {})) {
    if (!isRecord(names)) continue;
    for (const [name, value] of Object.entries(names)) {
      if (!keep(`${group}.${name}`)) continue;
      into[group] = { ...into[group], [name]: value };
    }
  }
}

export function previewAnswer({ running, file, wording, overrides, kindOf }: PreviewInput): PreviewAnswer {
  const keep = (key: string) => {
    if (wording === 'file') return true;
    const kind = kindOf(key);
    return kind !== undefined && !WORDING_KINDS.has(kind);
  };
  const runningFile = running as InstitutionFile | undefined;
  const gassySettings: PreviewAnswer['gassySettings'] = {};
  for (const layer of LAYERS) {
    const merged: Layer = {};
    mergeLayer(merged, layerOf(runningFile, layer), keep);
    mergeLayer(merged, layerOf(file, layer), keep);
    if (Object.keys(merged).length) gassySettings[layer] = merged;
  }
  const runningOptions = isRecord(running?.institutionOptions) ? running.institutionOptions : {};
  return {
    gassySettings,
    institutionOptions: { ...runningOptions, ...fileOptions(file), ...overrides },
  };
}

/** An option's value in effect before the admin's switch: the file's, else the institution's, else its default. */
export function optionInEffect(
  name: string,
  running: PreviewInput['running'],
  file: InstitutionFile | undefined,
  fallback: unknown,
): unknown {
  const fromFile = fileOptions(file)[name];
  if (fromFile !== undefined) return fromFile;
  const runningOptions = isRecord(running?.institutionOptions) ? running.institutionOptions : {};
  return runningOptions[name] ?? fallback;
}
