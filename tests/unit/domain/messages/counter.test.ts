/**
 * The characters-left counter (spec 03 §5, §9): 300 minus the length, the warning style under
 * 100 and over 50 left, the error style at 50 or fewer, and the bands a screen reader hears.
 */
import { describe, expect, it } from 'vitest';
import {
  charactersLeft,
  counterBand,
  counterLevel,
  MESSAGE_MAX_LENGTH,
} from '../../../../src/domain/messages';

describe('charactersLeft', () => {
  it.each([
    ['an empty message', '', 300],
    ['one character', 'a', 299],
    ['200 characters', 'a'.repeat(200), 100],
    ['300 characters', 'a'.repeat(300), 0],
    ['more than 300 (never below 0)', 'a'.repeat(310), 0],
    ['an emoji counts as the browser’s maxlength counts it (2)', '😀', 298],
  ])('%s', (_name, message, left) => {
    expect(charactersLeft(message)).toBe(left);
  });

  it('the maximum is the spec’s 300', () => expect(MESSAGE_MAX_LENGTH).toBe(300));
});

describe('counterLevel and counterBand', () => {
  it.each<[number, ReturnType<typeof counterLevel>, ReturnType<typeof counterBand>]>([
    [300, 'normal', 0],
    [100, 'normal', 0], // spec: warning only under 100
    [99, 'warning', 1],
    [60, 'warning', 1], // 240 characters typed
    [51, 'warning', 1], // spec: warning over 50
    [50, 'error', 2], // spec: error at 50 or fewer (250 characters typed)
    [40, 'error', 2], // 260 characters typed
    [1, 'error', 2],
    [0, 'error', 3],
  ])('%i left: %s style, band %i', (left, level, band) => {
    expect(counterLevel(left)).toBe(level);
    expect(counterBand(left)).toBe(band);
  });
});
