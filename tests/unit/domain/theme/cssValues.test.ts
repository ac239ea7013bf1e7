import { describe, expect, it } from 'vitest';
import { isCornerRadius, isFontStack } from '../../../../src/domain/theme';

describe('isCornerRadius: a length from 0 to 32px', () => {
  it.each([
    ['0', true],
    ['0px', true],
    ['8px', true],
    [' 2.5px ', true],
    ['.5px', true],
    ['32px', true],
    ['32.5px', false],
    ['40px', false],
    ['-2px', false],
    ['8', false],
    ['0.5rem', false],
    ['8px; color: red', false],
    ['', false],
  ])('%j: %s', (value, ok) => {
    expect(isCornerRadius(value)).toBe(ok);
  });
});

describe('isFontStack: a CSS font-family list', () => {
  it.each([
    ["'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif", true],
    ['Georgia, serif', true],
    ['"Bitstream Charter",Charter,serif', true],
    ['system-ui', true],
    ['Times New Roman, serif', true],
    ['', false],
    ['   ', false],
    ['Georgia,, serif', false],
    ['Georgia, serif;', false],
    ['Georgia; } body { display: none', false],
    ['Georgia, url(https://fonts.example/x.woff)', false],
    ['"url(x)", serif', false],
    ['Georgia, "unterminated', false],
    ['Georgia, 12px', false],
    ['Georgia, var(--x)', false],
    ['a, '.repeat(100) + 'serif', false],
  ])('%j: %s', (value, ok) => {
    expect(isFontStack(value)).toBe(ok);
  });
});
