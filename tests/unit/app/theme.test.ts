// @vitest-environment jsdom
/**
 * The theme at boot: every token of THEME_TOKENS takes its setting's value (the institution's,
 * or the catalogue's default), and portal.css's :root declares the same defaults, so the page
 * looks the same before and after applyTheme runs and the two cannot drift apart.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyTheme, THEME_TOKENS } from '../../../src/app/theme';
import { BANNER_TINT, HOVER_SHADE, THEME_COLOUR_KEYS } from '../../../src/domain/theme';
import { catalogueFromEntries, createSettings } from '../../../src/engine/settings';
import { catalogueEntries } from '../../../src/generated/catalogue';

const catalogue = catalogueFromEntries(catalogueEntries);
const css = readFileSync(join(import.meta.dirname, '../../../src/widgets/theme/portal.css'), 'utf8');

/** The custom properties of portal.css's first :root rule. */
function rootDeclarations(): Map<string, string> {
  const block = /:root\s*\{([^}]*)\}/.exec(css)![1]!.replace(/\/\*[\s\S]*?\*\//g, '');
  return new Map(
    [...block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [
      name!,
      value!.replace(/\s+/g, ' ').trim(),
    ]),
  );
}

function themed(shared: Record<string, string>, reported: string[] = []) {
  const root = document.createElement('html');
  applyTheme(
    createSettings({ shared: { theme: shared } }, catalogue, (m) => reported.push(m)),
    root,
  );
  return root;
}

describe('applyTheme', () => {
  it('sets every token from its setting', () => {
    const root = themed({ brandColor: '#6e1e3a', fontStack: 'Georgia, serif', cornerRadius: '2px' });
    expect(root.style.getPropertyValue('--brand')).toBe('#6e1e3a');
    expect(root.style.getPropertyValue('--font')).toBe('Georgia, serif');
    expect(root.style.getPropertyValue('--radius')).toBe('2px');
    expect(root.style.getPropertyValue('--surface')).toBe(catalogueEntries['theme.surfaceColor']![0]);
  });

  it('gives every token of the table a value, the default where the institution sets none', () => {
    const root = themed({});
    for (const [property, key] of Object.entries(THEME_TOKENS))
      expect(root.style.getPropertyValue(property), property).toBe(catalogueEntries[key]![0]);
  });

  it('keeps the default for a value that is no colour, radius or font stack, and says so once', () => {
    const reported: string[] = [];
    const root = themed({ brandColor: 'blueish', cornerRadius: '99px', fontStack: 'x; } body {' }, reported);
    expect(root.style.getPropertyValue('--brand')).toBe(catalogueEntries['theme.brandColor']![0]);
    expect(root.style.getPropertyValue('--radius')).toBe(catalogueEntries['theme.cornerRadius']![0]);
    expect(reported).toEqual([
      'Setting "theme.brandColor" should be a CSS colour but is "blueish"; the default is used.',
      'Setting "theme.fontStack" should be a CSS font-family list but is "x; } body {"; the default is used.',
      'Setting "theme.cornerRadius" should be a length from 0 to 32px but is "99px"; the default is used.',
    ]);
  });

  it('covers every theme setting of the catalogue and every colour the contrast check knows', () => {
    const themeKeys = [...catalogue.keys()].filter((key) => key.startsWith('theme.')).sort();
    expect(Object.values(THEME_TOKENS).sort()).toEqual(themeKeys);
    expect(Object.values(THEME_TOKENS)).toEqual(expect.arrayContaining(Object.values(THEME_COLOUR_KEYS)));
  });
});

describe("portal.css's :root", () => {
  it('declares the catalogue defaults of the tokens', () => {
    const declared = rootDeclarations();
    for (const [property, key] of Object.entries(THEME_TOKENS))
      expect(declared.get(property), property).toBe(catalogueEntries[key]![0]);
  });

  it('derives the banner tints and hover shades as the contrast check computes them', () => {
    const declared = rootDeclarations();
    const tint = `${BANNER_TINT * 100}%`;
    expect(declared.get('--error-bg')).toBe(`color-mix(in srgb, var(--error) ${tint}, var(--surface))`);
    expect(declared.get('--warning-bg')).toBe(`color-mix(in srgb, var(--warning) ${tint}, var(--surface))`);
    expect(declared.get('--success-bg')).toBe(`color-mix(in srgb, var(--success) ${tint}, var(--surface))`);
    expect(declared.get('--info')).toBe('var(--brand)');
    expect(declared.get('--info-bg')).toBe(`color-mix(in srgb, var(--info) ${tint}, var(--surface))`);
    const shade = `${HOVER_SHADE * 100}%`;
    expect(declared.get('--brand-hover')).toBe(`color-mix(in srgb, var(--brand) ${shade}, black)`);
    expect(declared.get('--accent-hover')).toBe(`color-mix(in srgb, var(--accent) ${shade}, black)`);
  });
});
