// @vitest-environment node
/**
 * Bench B's module analysis (tests/bench/biggestModules.ts): the biggest modules of the route's
 * files by gzip alone, with their chunk, and the lines the bench prints of them.
 */
import { describe, expect, it } from 'vitest';
import { biggestModules, moduleLines, shortId } from '../../bench/biggestModules';
import type { ModuleSizes } from '../../../tools/vite-plugin-module-sizes.ts';

const SIZES: ModuleSizes = {
  'assets/index-A.js': [
    { id: 'node_modules/react-dom/client.js', rendered: 500_000, gzip: 90_000 },
    { id: 'src/main.tsx', rendered: 2_000, gzip: 800 },
  ],
  'assets/engine-B.js': [
    { id: 'src/engine/render.tsx', rendered: 40_000, gzip: 9_000 },
    { id: 'src/engine/tie-small.ts', rendered: 1_000, gzip: 800 },
    { id: 'src/engine/tie-big.ts', rendered: 3_000, gzip: 800 },
  ],
  'assets/Studio-C.js': [{ id: 'src/generated/settingsLint.js', rendered: 1_000_000, gzip: 95_000 }],
};

const picked = (files: string[], count: number) =>
  biggestModules(SIZES, files, count).map((module) => `${module.chunk} ${module.id}`);

describe('biggestModules', () => {
  it('ranks the modules of the given files by gzip alone, with the chunk each is in', () => {
    expect(picked(['assets/engine-B.js', 'assets/index-A.js'], 3)).toEqual([
      'assets/index-A.js node_modules/react-dom/client.js',
      'assets/engine-B.js src/engine/render.tsx',
      'assets/engine-B.js src/engine/tie-big.ts',
    ]);
  });

  it('leaves out the modules of files the route does not load, however big', () => {
    expect(picked(['assets/index-A.js'], 10)).not.toContain(
      'assets/Studio-C.js src/generated/settingsLint.js',
    );
  });

  it('breaks a tie of gzip by rendered size, then by id', () => {
    expect(picked(['assets/index-A.js', 'assets/engine-B.js'], 10).slice(2)).toEqual([
      'assets/engine-B.js src/engine/tie-big.ts',
      'assets/index-A.js src/main.tsx',
      'assets/engine-B.js src/engine/tie-small.ts',
    ]);
  });

  it('gives every module when there are fewer than asked, and counts a file named twice once', () => {
    expect(picked(['assets/index-A.js', 'assets/index-A.js'], 10)).toEqual([
      'assets/index-A.js node_modules/react-dom/client.js',
      'assets/index-A.js src/main.tsx',
    ]);
  });

  it('says to build when a file has no entry in modules.json', () => {
    expect(() => biggestModules(SIZES, ['assets/login-D.js'], 10)).toThrow(
      'dist/.vite/modules.json has no chunk assets/login-D.js: run npm run build',
    );
  });
});

describe('shortId', () => {
  it.each<[id: string, shown: string]>([
    ['../main/node_modules/react-dom/cjs/client.js', 'node_modules/react-dom/cjs/client.js'],
    ['node_modules/leaflet/dist/leaflet-src.js', 'node_modules/leaflet/dist/leaflet-src.js'],
    ['src/engine/render.tsx', 'src/engine/render.tsx'],
    ['../shared/node_modules-notes.ts', '../shared/node_modules-notes.ts'],
  ])('shows %s as %s', (id, shown) => {
    expect(shortId(id)).toBe(shown);
  });
});

describe('moduleLines', () => {
  it('prints gzip alone, rendered size, chunk and id, aligned', () => {
    const modules = biggestModules(SIZES, ['assets/index-A.js', 'assets/engine-B.js'], 2);
    expect(moduleLines(modules)).toEqual([
      '  87.9 KB gzip alone   488.3 KB rendered  assets/index-A.js   node_modules/react-dom/client.js',
      '   8.8 KB gzip alone    39.1 KB rendered  assets/engine-B.js  src/engine/render.tsx',
    ]);
  });
});
