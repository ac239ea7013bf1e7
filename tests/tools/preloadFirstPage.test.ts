// @vitest-environment node
/**
 * The first page's preloads (tools/vite-plugin-preload-first-page.ts): each named chunk and
 * every chunk it imports statically, so the boot's stages (src/main.tsx), the login screen and
 * the settings' validators are asked for with the entry, not once it has run.
 */
import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { firstPageFiles } from '../../tools/vite-plugin-preload-first-page.ts';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, facadeModuleId, imports, isEntry }) as unknown as OutputChunk;

const BUNDLE = Object.fromEntries(
  [
    chunk('assets/index-A.js', '/p/index.html', ['assets/runtime-B.js'], true),
    chunk('assets/runtime-B.js', null),
    chunk('assets/react-C.js', null, ['assets/runtime-B.js']),
    chunk('assets/engine-D.js', null, ['assets/react-C.js', 'assets/index-A.js']),
    chunk('assets/portal-E.js', '/p/src/portal.tsx', ['assets/engine-D.js', 'assets/react-C.js']),
    chunk('assets/login-F.js', '/p/src/generated/screens/login.ts', ['assets/engine-D.js']),
    chunk('assets/profile-G.js', '/p/src/generated/screens/profile.ts', ['assets/engine-D.js']),
  ].map((output) => [output.fileName, output]),
) as OutputBundle;

describe('firstPageFiles', () => {
  it.each<[string, string[], string[]]>([
    [
      'the portal: its chunk and what it imports, transitively, without the entry',
      ['src/portal.tsx'],
      ['assets/portal-E.js', 'assets/engine-D.js', 'assets/react-C.js', 'assets/runtime-B.js'],
    ],
    [
      'the portal and the login screen: each file once',
      ['src/portal.tsx', 'src/generated/screens/login.ts'],
      [
        'assets/portal-E.js',
        'assets/engine-D.js',
        'assets/react-C.js',
        'assets/runtime-B.js',
        'assets/login-F.js',
      ],
    ],
  ])('%s', (_case, names, files) => {
    expect(firstPageFiles(BUNDLE, names)).toEqual(files);
  });

  it('fails the build when a named chunk is not in it', () => {
    expect(() => firstPageFiles(BUNDLE, ['src/generated/screens/missing.ts'])).toThrow(
      'no chunk of the build comes from src/generated/screens/missing.ts: nothing to preload',
    );
  });
});
