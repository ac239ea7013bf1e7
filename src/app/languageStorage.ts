/**
 * The borrower's language choice, remembered in this browser (localStorage portal.language).
 * Storage may be switched off or full: then the choice lasts for the page only, and an
 * unreadable or unknown value reads as English.
 */
import { isLanguage, type Language } from './language';

export const LANGUAGE_STORAGE_KEY = 'portal.language';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // a browser that refuses storage throws on the property itself
  }
}

export function storedLanguage(): Language {
  try {
    const value = storage()?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : 'en';
  } catch {
    return 'en';
  }
}

export function storeLanguage(language: Language): void {
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered; the portal still switches.
  }
}
