import { describe, expect, it } from 'vitest';
import { isCssColour, parseColour, type Rgba } from '../../../../src/domain/theme';

const rgba = (r: number, g: number, b: number, a = 1): Rgba => ({ r, g, b, a });

describe('parseColour', () => {
  it.each<[string, Rgba]>([
    ['#fff', rgba(255, 255, 255)],
    ['#0b5cad', rgba(11, 92, 173)],
    ['#0B5CAD', rgba(11, 92, 173)],
    ['  #0b5cad  ', rgba(11, 92, 173)],
    ['#f008', rgba(255, 0, 0, 0x88 / 255)],
    ['#0b5cad80', rgba(11, 92, 173, 128 / 255)],
    ['white', rgba(255, 255, 255)],
    ['RebeccaPurple', rgba(102, 51, 153)],
    ['transparent', rgba(0, 0, 0, 0)],
    ['rgb(11, 92, 173)', rgba(11, 92, 173)],
    ['rgba(11, 92, 173, 0.5)', rgba(11, 92, 173, 0.5)],
    ['rgb(11 92 173 / 50%)', rgba(11, 92, 173, 0.5)],
    ['rgb(100%, 0%, 50%)', rgba(255, 0, 127.5)],
    ['rgb(300, -5, 12)', rgba(255, 0, 12)],
    ['hsl(0, 100%, 50%)', rgba(255, 0, 0)],
    ['hsl(120deg 100% 25%)', rgba(0, 127.5, 0)],
    ['hsl(0.5turn 100% 50%)', rgba(0, 255, 255)],
    ['hsla(240, 100%, 50%, 0.25)', rgba(0, 0, 255, 0.25)],
    ['hsl(210 20% 96% / 1)', parseColour('hsl(210, 20%, 96%)')!],
  ])('%s', (text, expected) => {
    const parsed = parseColour(text)!;
    for (const channel of ['r', 'g', 'b', 'a'] as const)
      expect(parsed[channel]).toBeCloseTo(expected[channel], 6);
  });

  it.each([
    '',
    '0b5cad',
    '#0b5ca',
    '#ggg',
    'bluish',
    'currentcolor',
    'var(--brand)',
    'rgb(1, 2)',
    'rgb(1 2 3 4)',
    'rgb(1, 2, 3, 4, 5)',
    'rgbx(1, 2, 3)',
    'rgb(a, b, c)',
    'hsl(10, 20%)',
    'color(srgb 1 0 0)',
    'rgb(1 2 3 /)',
    '#fff; background: url(x)',
  ])('%j is not a theme colour', (text) => {
    expect(parseColour(text)).toBeUndefined();
    expect(isCssColour(text)).toBe(false);
  });
});
