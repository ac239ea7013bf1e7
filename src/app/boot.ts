/**
 * Start-up: load ApplicationOptions and, in parallel, the chosen language's translation, and
 * turn them into settings, options and rules. Every failure of the options becomes a value
 * the root renders as an error screen; settings are then the catalogue defaults, so even
 * that screen reads its texts from settings. A translation that fails leaves the portal in
 * English with a message (languageProblem), never an error screen.
 */
import { getApplicationOptions } from '../api/setup';
import { createOptions, createSettings, type Options, type RuleBook, type Settings } from '../engine';
import { optionSpecs } from '../generated/options';
import { portalRuleBook } from './ruleBook';
import { catalogue } from './catalogue';
import { languageLayers, loadTranslation, type Language } from './language';
import { storedLanguage } from './languageStorage';

export interface Booted {
  ok: true;
  settings: Settings;
  options: Options;
  rules: RuleBook;
  /** The language the settings speak. */
  language: Language;
  /** The institution's layers as answered, to build the settings of another language. */
  gassySettings: unknown;
  /** The language the borrower chose that could not be loaded (the portal stays in English). */
  languageProblem?: Language;
}

export type BootResult = Booted | { ok: false; settings: Settings; error: unknown };

export type Translate = typeof loadTranslation;

export function defaultSettings(): Settings {
  return createSettings({}, catalogue);
}

type Translated = { ok: true; language: Language; layer: Awaited<ReturnType<Translate>> } | { ok: false };

function settle(language: Language, translate: Translate): Promise<Translated> {
  return translate(language).then(
    (layer) => ({ ok: true, language, layer }),
    () => ({ ok: false }),
  );
}

/** The institution's settings in English: the layers as answered over the catalogue. */
export function englishSettings(gassySettings: unknown): Settings {
  return createSettings(languageLayers(gassySettings, 'en', undefined), catalogue);
}

/**
 * The settings in the translated language, or English with the problem noted. An institution
 * that hides the language choice (shell.showLanguageChoice, a flag: the same in every language)
 * gets English whatever was remembered.
 */
function speak(gassySettings: unknown, wanted: Language, translated: Translated) {
  const english = englishSettings(gassySettings);
  if (wanted === 'en' || !english.flag('shell.showLanguageChoice'))
    return { settings: english, language: 'en' as const };
  if (!translated.ok) return { settings: english, language: 'en' as const, languageProblem: wanted };
  const layers = languageLayers(gassySettings, translated.language, translated.layer);
  return { settings: createSettings(layers, catalogue), language: translated.language };
}

export async function boot(
  language: Language = storedLanguage(),
  translate: Translate = loadTranslation,
): Promise<BootResult> {
  // Started before the options call, so the chunk loads while the server answers.
  const translating = settle(language, translate);
  try {
    const answer = await getApplicationOptions();
    const options = createOptions(answer.institutionOptions, optionSpecs);
    const rules = portalRuleBook();
    const spoken = speak(answer.gassySettings, language, await translating);
    return { ok: true, options, rules, gassySettings: answer.gassySettings, ...spoken };
  } catch (error) {
    return { ok: false, settings: defaultSettings(), error };
  }
}

/** The booted portal in another language; when that language cannot be loaded, as it was with the problem noted. */
export async function switchLanguage(
  booted: Booted,
  language: Language,
  translate: Translate = loadTranslation,
): Promise<Booted> {
  const spoken = speak(booted.gassySettings, language, await settle(language, translate));
  return { ...booted, languageProblem: undefined, ...spoken };
}
