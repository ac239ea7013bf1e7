/**
 * The layers of settings and their precedence. An institution's ApplicationOptions carry
 * `shared`, `english` and (optionally) `spanish`; the product ships a translation per
 * language other than English (locales/es.json). Which layers a key reads depends on its
 * kind: texts (and the locale) follow the language; the rest (flags, theme values,
 * agreements) are the same in every language, so a theme or a feature switch never
 * changes with it.
 */
import { own } from '../../domain/own';
import { SettingsError } from '../errors';
import type { SettingKind } from './catalogue';

export type SettingsLayer = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

export interface SettingsLayers {
  shared?: SettingsLayer;
  english?: SettingsLayer;
  /** The institution's own Spanish texts (gassySettings.spanish). */
  spanish?: SettingsLayer;
  /** The product's translation of the catalogue (locales/es.json): set only when the portal speaks Spanish. */
  translation?: SettingsLayer;
}

/** The kinds whose value depends on the language. */
const LANGUAGE_KINDS: ReadonlySet<SettingKind> = new Set<SettingKind>(['text', 'richText', 'locale']);

/**
 * The layers a key of this kind reads, first wins; the catalogue default comes after them.
 * English: shared > english. Spanish (a translation is set): shared > spanish > translation
 * for texts and the locale, shared > english for every other kind.
 */
export function layerOrder(layers: SettingsLayers, kind: SettingKind): (SettingsLayer | undefined)[] {
  if (layers.translation && LANGUAGE_KINDS.has(kind))
    return [layers.shared, layers.spanish, layers.translation];
  return [layers.shared, layers.english];
}

/** The value of group.name by that precedence; undefined when no layer has one (null counts as none). */
export function layeredValue(
  layers: SettingsLayers,
  kind: SettingKind,
  group: string,
  name: string,
): unknown {
  for (const layer of layerOrder(layers, kind)) {
    const value = own(own(layer, group), name);
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A layer of groups of values; undefined or null is no layer, any other shape throws SettingsError. */
export function checkLayer(name: string, layer: unknown): SettingsLayer | undefined {
  if (layer === undefined || layer === null) return undefined;
  if (!isRecord(layer)) throw new SettingsError(name, 'must be an object of groups');
  for (const [group, keys] of Object.entries(layer)) {
    if (!isRecord(keys)) throw new SettingsError(`${name}.${group}`, 'must be an object of texts');
  }
  return layer as SettingsLayer;
}

/** Checks the shape of `gassySettings` at the boundary; values are checked key by key when read. */
export function checkSettingsLayers(raw: unknown): SettingsLayers {
  if (raw === undefined || raw === null) return {};
  if (!isRecord(raw)) throw new SettingsError('gassySettings', 'must be an object with shared and english');
  const layers: SettingsLayers = {
    shared: checkLayer('shared', raw.shared),
    english: checkLayer('english', raw.english),
  };
  const spanish = checkLayer('spanish', raw.spanish);
  return spanish ? { ...layers, spanish } : layers;
}
