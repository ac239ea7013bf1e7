/**
 * The portal's languages: English (the institution's own layers) and Spanish (the product's
 * translation, locales/es.json, under the institution's own Spanish texts). The Spanish layer
 * is a lazy chunk, so the sign-in bundle carries none of it. The studio's preview calls these
 * too: keep their names.
 */
import {
  checkLayer,
  checkSettingsLayers,
  SettingsError,
  type SettingsLayer,
  type SettingsLayers,
} from '../engine';

export type Language = 'en' | 'es';

/** Every language, in the order the footer offers them. */
export const LANGUAGES: readonly Language[] = ['en', 'es'];

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** The settings key of each language's name (each written in its own language). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'shell.languageEnglish',
  es: 'shell.languageSpanish',
};

const TRANSLATION_FILE = 'locales/es.json';

/**
 * The product's translation of a language: undefined for English, the checked es layer for
 * Spanish. A chunk that cannot load rejects; one of the wrong shape throws SettingsError.
 */
export async function loadTranslation(language: Language): Promise<SettingsLayer | undefined> {
  if (language === 'en') return undefined;
  const chunk: { default: unknown } = await import('../../locales/es.json');
  const layer = checkLayer(TRANSLATION_FILE, chunk.default);
  if (!layer) throw new SettingsError(TRANSLATION_FILE, 'must be an object of groups');
  return layer;
}

/**
 * The layers the settings reader reads in this language: in English the institution's shared
 * and english; in Spanish also its spanish layer and the product's translation (an empty one
 * when none is given, so the language is still Spanish: the institution's texts, then the
 * defaults). Throws SettingsError on a malformed gassySettings, as checkSettingsLayers does.
 */
export function languageLayers(
  gassySettings: unknown,
  language: Language,
  translation: SettingsLayer | undefined,
): SettingsLayers {
  const { shared, english, spanish } = checkSettingsLayers(gassySettings);
  if (language === 'en') return { shared, english };
  return { shared, english, spanish, translation: translation ?? {} };
}
