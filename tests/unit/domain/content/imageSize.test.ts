import { describe, expect, it } from 'vitest';
import { imageSize } from '../../../../src/domain/content';

describe('imageSize', () => {
  it.each([
    ['220', '48', { width: 220, height: 48 }],
    [' 232 ', '48', { width: 232, height: 48 }],
    ['9999', '1', { width: 9999, height: 1 }],
  ])('%j by %j is a size', (width, height, expected) => {
    expect(imageSize(width, height)).toEqual(expected);
  });

  it.each([
    ['', ''],
    ['220', ''],
    ['', '48'],
    ['0', '48'],
    ['220px', '48'],
    ['22.5', '48'],
    ['-220', '48'],
    ['10000', '48'],
    ['048', '48'],
  ])('%j by %j is none', (width, height) => {
    expect(imageSize(width, height)).toBeUndefined();
  });
});
