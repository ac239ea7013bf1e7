import { describe, expect, it } from 'vitest';
import {
  parseColour,
  THEME_COLOUR_KEYS,
  themeContrasts,
  type ThemeColour,
  type ThemeColours,
} from '../../../../src/domain/theme';
import { catalogueEntries } from '../../../../src/generated/catalogue';

/** The catalogue's theme colours (the demo institution's), with some replaced. */
function theme(changes: Partial<Record<ThemeColour, string>> = {}): ThemeColours {
  const entries = Object.entries(THEME_COLOUR_KEYS).map(([colour, key]) => [
    colour,
    parseColour(changes[colour as ThemeColour] ?? catalogueEntries[key]![0])!,
  ]);
  return Object.fromEntries(entries) as ThemeColours;
}

const failing = (colours: ThemeColours) =>
  themeContrasts(colours)
    .filter((pair) => pair.ratio < pair.minimum)
    .map((pair) => [pair.name, Number(pair.ratio.toFixed(2)), pair.minimum, pair.keys]);

describe('themeContrasts', () => {
  it('finds every pair of the demo theme at WCAG 2.1 AA or better', () => {
    expect(failing(theme())).toEqual([]);
  });

  it('checks text at 4.5:1 and UI parts at 3:1', () => {
    const minimums = Object.fromEntries(themeContrasts(theme()).map((pair) => [pair.name, pair.minimum]));
    expect(minimums).toMatchObject({
      'Text on cards (surface)': 4.5,
      'Text on primary buttons and the menu bar': 4.5,
      'Links on the page': 4.5,
      'Danger text on its banner': 4.5,
      'Focus ring (brand) on cards (surface)': 3,
      'Input border on cards (surface)': 3,
    });
  });

  it.each<[string, Partial<Record<ThemeColour, string>>, unknown[][]]>([
    [
      'a light muted text',
      { muted: '#999999' },
      [
        ['Muted text on cards (surface)', 2.85, 4.5, ['theme.mutedTextColor', 'theme.surfaceColor']],
        ['Muted text on the page (footer)', 2.61, 4.5, ['theme.mutedTextColor', 'theme.pageBackground']],
      ],
    ],
    [
      'a faint input border',
      { border: '#c3cad4' },
      [['Input border on cards (surface)', 1.65, 3, ['theme.borderColor', 'theme.surfaceColor']]],
    ],
    [
      // #767676 passes on white (4.54) but not on its own 8% tint.
      'danger text that passes on white but not on its banner',
      { danger: '#767676' },
      [['Danger text on its banner', 4.13, 4.5, ['theme.dangerColor', 'theme.surfaceColor']]],
    ],
    [
      'white text on a half-transparent brand',
      { brand: 'rgb(14 74 92 / 30%)' },
      expect.arrayContaining([
        [
          'Text on primary buttons and the menu bar',
          expect.any(Number),
          4.5,
          ['theme.brandTextColor', 'theme.brandColor'],
        ],
      ]) as never,
    ],
  ])('%s fails', (_name, changes, expected) => {
    expect(failing(theme(changes))).toEqual(expected);
  });
});
