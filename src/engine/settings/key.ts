import { SettingsError } from '../errors';

export interface SettingsKey {
  group: string;
  name: string;
}

const KEY_PATTERN = /^([A-Za-z][A-Za-z0-9]*)\.([A-Za-z][A-Za-z0-9]*)$/;

export function isSettingsKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Splits `group.key`; anything else is a programming or definition error. */
export function parseSettingsKey(key: string): SettingsKey {
  const match = KEY_PATTERN.exec(key);
  if (!match) throw new SettingsError(key, 'is not of the form group.key');
  return { group: match[1]!, name: match[2]! };
}
