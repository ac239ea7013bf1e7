/**
 * A key's value in effect as the studio shows it, pure: the loaded file's (its layers for the
 * language), else the running institution's (where it differs from the default), else the catalogue default; with where it
 * comes from. Values are shown as text: a flag's true or false as written.
 */
import type { PreviewLanguage } from './previewProtocol';
import { fileValue, type InstitutionFile } from './institutionFile';

export type ValueSource = 'file' | 'institution' | 'default';

export interface ValueInEffect {
  text: string;
  source: ValueSource;
}

export const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

export function valueInEffect(
  key: string,
  fallback: string,
  language: PreviewLanguage,
  running: InstitutionFile | undefined,
  file: InstitutionFile | undefined,
): ValueInEffect {
  const fromFile = fileValue(file, key, language);
  if (fromFile) return { text: asText(fromFile.value), source: 'file' };
  const fromInstitution = fileValue(running, key, language);
  // The server states every default in its english layer: only a different value is the institution's own.
  if (fromInstitution && asText(fromInstitution.value) !== fallback)
    return { text: asText(fromInstitution.value), source: 'institution' };
  return { text: fallback, source: 'default' };
}
