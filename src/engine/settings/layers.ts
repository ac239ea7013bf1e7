import { SettingsError } from '../errors';
import type { SettingsLayer, SettingsLayers } from './reader';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkLayer(name: string, layer: unknown): SettingsLayer | undefined {
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
  return { shared: checkLayer('shared', raw.shared), english: checkLayer('english', raw.english) };
}
