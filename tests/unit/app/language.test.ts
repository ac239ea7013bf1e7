// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsError } from '../../../src/engine/errors';
import { languageLayers, LANGUAGES, loadTranslation } from '../../../src/app/language';
import { LANGUAGE_STORAGE_KEY, storedLanguage, storeLanguage } from '../../../src/app/languageStorage';
import productSpanish from '../../../locales/es.json';

const gassySettings = {
  shared: { shell: { institutionName: 'Harbor Valley' } },
  english: { login: { heading: 'Sign in' } },
  spanish: { login: { heading: 'Entrar' } },
};

describe('languageLayers', () => {
  it('gives English the shared and english layers only', () => {
    expect(languageLayers(gassySettings, 'en', undefined)).toEqual({
      shared: gassySettings.shared,
      english: gassySettings.english,
    });
  });

  it('gives Spanish the institution spanish layer and the translation too', () => {
    const translation = { login: { heading: 'Iniciar sesión' } };
    expect(languageLayers(gassySettings, 'es', translation)).toEqual({ ...gassySettings, translation });
  });

  it('speaks Spanish without a translation as an empty one', () => {
    expect(languageLayers({}, 'es', undefined).translation).toEqual({});
  });

  it.each([['text'], [{ spanish: 'x' }], [{ spanish: { login: 3 } }]])(
    'throws SettingsError on a malformed gassySettings: %j',
    (raw) => {
      expect(() => languageLayers(raw, 'es', {})).toThrow(SettingsError);
    },
  );
});

describe('loadTranslation', () => {
  it('lists English and Spanish', () => {
    expect(LANGUAGES).toEqual(['en', 'es']);
  });

  it('has nothing to load for English', async () => {
    await expect(loadTranslation('en')).resolves.toBeUndefined();
  });

  it('loads the product Spanish layer, which says es-US', async () => {
    const layer = await loadTranslation('es');
    expect(layer).toEqual(productSpanish);
    expect(layer?.app?.locale).toBe('es-US');
  });
});

describe('the remembered language', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('is English until one is stored', () => {
    expect(storedLanguage()).toBe('en');
    storeLanguage('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(storedLanguage()).toBe('es');
  });

  it.each(['fr', '', 'ES', '{"es":1}'])('reads an unknown value %j as English', (value) => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, value);
    expect(storedLanguage()).toBe('en');
  });

  it('survives a storage that refuses to read or write', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => storeLanguage('es')).not.toThrow();
    expect(storedLanguage()).toBe('en');
  });
});
