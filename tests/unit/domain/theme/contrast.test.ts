import { describe, expect, it } from 'vitest';
import {
  composite,
  contrastRatio,
  formatRatio,
  mix,
  parseColour,
  relativeLuminance,
} from '../../../../src/domain/theme';

const colour = (text: string) => parseColour(text)!;

describe('contrastRatio (WCAG 2.1)', () => {
  // Ratios as the WCAG contrast checkers (WebAIM) report them.
  it.each<[string, string, number]>([
    ['black', 'white', 21],
    ['white', 'white', 1],
    ['#777', '#fff', 4.48],
    ['#767676', '#fff', 4.54],
    ['#595959', '#fff', 7.0],
    ['#0b5cad', '#fff', 6.67],
    ['#ff0000', '#fff', 4.0],
    ['#ffff00', '#fff', 1.07],
    ['#fff', '#777', 4.48],
  ])('%s on %s is %s:1', (foreground, background, ratio) => {
    expect(contrastRatio(colour(foreground), colour(background))).toBeCloseTo(ratio, 2);
  });

  it('composites a translucent foreground over its background first', () => {
    // Black at 50% over white is rgb(127.5, 127.5, 127.5).
    const halfBlack = colour('rgb(0 0 0 / 50%)');
    expect(contrastRatio(halfBlack, colour('white'))).toBeCloseTo(
      contrastRatio(colour('rgb(127.5, 127.5, 127.5)'), colour('white')),
      6,
    );
    expect(contrastRatio(colour('transparent'), colour('#0b5cad'))).toBeCloseTo(1, 6);
  });

  it('puts a translucent background over white', () => {
    expect(contrastRatio(colour('black'), colour('transparent'))).toBeCloseTo(21, 6);
  });
});

describe('relativeLuminance', () => {
  it.each<[string, number]>([
    ['black', 0],
    ['white', 1],
    ['#808080', 0.2158605],
    ['#ff0000', 0.2126],
  ])('%s is %s', (text, luminance) => {
    expect(relativeLuminance(colour(text))).toBeCloseTo(luminance, 6);
  });
});

describe('composite and mix', () => {
  it('composite paints a translucent colour over another', () => {
    expect(composite(colour('rgb(255 0 0 / 25%)'), colour('#0000ff'))).toEqual({
      r: 63.75,
      g: 0,
      b: 191.25,
      a: 1,
    });
    expect(composite(colour('#123456'), colour('white'))).toEqual(colour('#123456'));
  });

  it('mix is color-mix(in srgb, first share, second)', () => {
    expect(mix(colour('#b3261e'), 0.08, colour('white'))).toEqual({
      r: 0.08 * 179 + 0.92 * 255,
      g: 0.08 * 38 + 0.92 * 255,
      b: 0.08 * 30 + 0.92 * 255,
      a: 1,
    });
    // Premultiplied: mixing with transparent keeps the colour and thins it.
    expect(mix(colour('#0e4a5c'), 0.35, colour('transparent'))).toEqual({ ...colour('#0e4a5c'), a: 0.35 });
  });
});

describe('formatRatio', () => {
  it.each<[number, number, string]>([
    [4.478, 4.5, '4.48'],
    [4.497, 4.5, '4.49'],
    [4.5, 4.5, '4.50'],
    [2.996, 3, '2.99'],
    [21, 4.5, '21.00'],
  ])('%s against %s shows as %s', (ratio, minimum, shown) => {
    expect(formatRatio(ratio, minimum)).toBe(shown);
  });
});
