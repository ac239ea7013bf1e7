/**
 * The rules of an institution settings file (kind settings): the ones `portal-lint
 * --settings` runs, and the ones the browser entry (browser.ts) runs. They need only a
 * SettingsContext, and import nothing that needs Node.
 */
import type { SettingsRule } from '../types.ts';
import { jsonInvalid } from './json-invalid.ts';
import { optionsUnknownOption } from './options-unknown-option.ts';
import { optionsValue } from './options-value.ts';
import { schemaMismatch } from './schema-mismatch.ts';
import { settingsFileAgreement } from './settings-file-agreement.ts';
import { settingsFileUnknownEntry } from './settings-file-unknown-entry.ts';
import { settingsFileValueType } from './settings-file-value-type.ts';
import { themeContrast } from './theme-contrast.ts';
import { translationPlaceholders } from './translation-placeholders.ts';
import { translationUnknownKey } from './translation-unknown-key.ts';

export const settingsRules: readonly SettingsRule[] = [
  jsonInvalid,
  optionsUnknownOption,
  optionsValue,
  schemaMismatch,
  settingsFileAgreement,
  settingsFileUnknownEntry,
  settingsFileValueType,
  themeContrast,
  translationPlaceholders,
  translationUnknownKey,
].sort((a, b) => a.id.localeCompare(b.id));
