// @vitest-environment node
/**
 * The build's compressed copies (tools/vite-plugin-precompress.ts): which files get them, and
 * that each copy decodes to its file and is left out when it would not be smaller.
 */
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedCopies, isPrecompressed } from '../../tools/vite-plugin-precompress.ts';

describe('isPrecompressed', () => {
  it.each([
    ['assets/index-AbCd1234.js', true],
    ['assets/index-AbCd1234.css', true],
    ['assets/logo-AbCd1234.svg', true],
    ['manifest.webmanifest.json', true],
    ['assets/index-AbCd1234.js.map', false],
    ['assets/photo-AbCd1234.png', false],
    ['assets/font-AbCd1234.woff2', false],
    ['index.html', false],
    ['.vite/manifest.json', false],
    ['.vite/modules.json', false],
  ])('%s: %s', (fileName, expected) => {
    expect(isPrecompressed(fileName)).toBe(expected);
  });
});

describe('compressedCopies', () => {
  it('makes a brotli and a gzip copy that decode to the file, brotli the smaller', async () => {
    const text = Array.from({ length: 400 }, (_, i) => `export const row${i} = ${i % 17};`).join('\n');
    const raw = new TextEncoder().encode(text);
    const { br, gz } = await compressedCopies(raw);
    expect(brotliDecompressSync(br!).toString()).toBe(text);
    expect(gunzipSync(gz!).toString()).toBe(text);
    expect(br!.length).toBeLessThan(gz!.length);
  });

  it('makes no copy of content that compressing would not shrink', async () => {
    expect(await compressedCopies(randomBytes(64))).toEqual({ br: undefined, gz: undefined });
  });
});
