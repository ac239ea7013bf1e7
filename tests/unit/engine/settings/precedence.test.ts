/**
 * The precedence of the layers, by language and kind (src/engine/settings/layers.ts), read
 * through the settings reader: one table, each row the layers that hold the key and the value read.
 */
import { describe, expect, it } from 'vitest';
import { catalogueFromEntries, type SettingKind } from '../../../../src/engine/settings/catalogue';
import { createSettings } from '../../../../src/engine/settings/reader';
import { layerOrder, type SettingsLayers } from '../../../../src/engine/settings/layers';

const KEYS: Record<SettingKind, [key: string, fallback: string]> = {
  text: ['login.heading', 'Sign In'],
  richText: ['login.browserRequirements', '<p>Default</p>'],
  locale: ['app.locale', 'en-US'],
  flag: ['login.hideRegister', 'false'],
  color: ['theme.brandColor', '#005f73'],
  radius: ['theme.cornerRadius', '8px'],
  fontStack: ['theme.fontStack', 'system-ui, sans-serif'],
  agreement: ['agreements.agreement1', ''],
};

const catalogue = catalogueFromEntries(
  Object.fromEntries(
    Object.entries(KEYS).map(([kind, [key, fallback]]) => [key, [fallback, kind as SettingKind]]),
  ),
);

type LayerName = 'shared' | 'english' | 'spanish' | 'translation';

/**
 * Layers where each named one holds its own value for the key (a value per kind that reads as
 * that kind). In Spanish the translation layer is always there (languageLayers sets it), as
 * that is what makes the reader speak Spanish; in English it never is.
 */
function layersWith(kind: SettingKind, names: readonly LayerName[], spanish: boolean): SettingsLayers {
  const [key] = KEYS[kind];
  const [group, name] = key.split('.') as [string, string];
  const layers: SettingsLayers = spanish ? { translation: {} } : {};
  for (const layer of names) layers[layer] = { [group]: { [name]: valueOf(kind, layer) } };
  return layers;
}

const VALUES: Record<LayerName, Partial<Record<SettingKind, string>>> = {
  shared: { flag: 'true', color: '#111111', radius: '1px', fontStack: 'Shared, serif', locale: 'en-GB' },
  english: { flag: 'no', color: '#222222', radius: '2px', fontStack: 'English, serif', locale: 'en-CA' },
  spanish: { flag: 'on', color: '#333333', radius: '3px', fontStack: 'Spanish, serif', locale: 'es-MX' },
  translation: { flag: '1', color: '#444444', radius: '4px', fontStack: 'Es, serif', locale: 'es-US' },
};

function valueOf(kind: SettingKind, layer: LayerName): string {
  return VALUES[layer][kind] ?? `${layer} ${kind}`;
}

function read(kind: SettingKind, layers: SettingsLayers): string {
  const settings = createSettings(layers, catalogue, () => {});
  const [key] = KEYS[kind];
  return kind === 'flag' ? String(settings.flag(key)) : settings.text(key);
}

const LANGUAGE_KINDS: SettingKind[] = ['text', 'richText', 'locale'];
const FIXED_KINDS: SettingKind[] = ['flag', 'color', 'radius', 'fontStack', 'agreement'];
/** Flags read as true or false: english says no, every other layer yes, the default false. */
const expected = (kind: SettingKind, winner: LayerName | 'default') =>
  winner === 'default'
    ? KEYS[kind][1]
    : kind === 'flag'
      ? String(winner !== 'english')
      : valueOf(kind, winner);

describe('layer precedence', () => {
  // [language, layers holding the key, the one read]
  const TEXT_ROWS: [string, LayerName[], LayerName | 'default'][] = [
    ['en', ['shared', 'english', 'spanish'], 'shared'],
    ['en', ['english', 'spanish'], 'english'],
    ['en', ['spanish'], 'default'],
    ['en', [], 'default'],
    ['es', ['shared', 'english', 'spanish', 'translation'], 'shared'],
    ['es', ['english', 'spanish', 'translation'], 'spanish'],
    ['es', ['english', 'translation'], 'translation'],
    ['es', ['english'], 'default'],
    ['es', [], 'default'],
  ];
  describe.each(LANGUAGE_KINDS)('%s (follows the language)', (kind) => {
    it.each(TEXT_ROWS)('in %s with %j reads %s', (language, names, winner) => {
      expect(read(kind, layersWith(kind, names, language === 'es'))).toBe(expected(kind, winner));
    });
  });

  const FIXED_ROWS: [string, LayerName[], LayerName | 'default'][] = [
    ['en', ['shared', 'english'], 'shared'],
    ['en', ['english', 'spanish'], 'english'],
    ['es', ['shared', 'english', 'spanish', 'translation'], 'shared'],
    ['es', ['english', 'spanish', 'translation'], 'english'],
    ['es', ['spanish', 'translation'], 'default'],
  ];
  describe.each(FIXED_KINDS)('%s (the same in every language)', (kind) => {
    it.each(FIXED_ROWS)('in %s with %j reads %s', (language, names, winner) => {
      expect(read(kind, layersWith(kind, names, language === 'es'))).toBe(expected(kind, winner));
    });
  });

  it('reads the institution spanish layer only with a translation (the language is Spanish)', () => {
    const layers: SettingsLayers = { english: { a: {} }, spanish: { b: {} } };
    expect(layerOrder(layers, 'text')).toEqual([undefined, { a: {} }]);
    expect(layerOrder({ ...layers, translation: {} }, 'text')).toEqual([undefined, { b: {} }, {}]);
  });
});
