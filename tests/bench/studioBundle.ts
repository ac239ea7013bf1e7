/**
 * Bench J: the admin studio's weight and its separation from the borrower routes. The files
 * only the studio reaches (as the server finds them to refuse them while the studio is off,
 * server/http/studioChunks.ts), and whether the login route's JS holds the studio's
 * catalogue data or its settings validators (it must not: only the studio chunk imports them).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readStudioOnlyFiles } from '../../server/http/studioChunks.ts';
import { DIST, gzipSizes, sizeLines, totalGzip } from './distSizes';
import { loginRouteFiles } from './loginBundle';
import { kb, type BenchResult } from './report';

/** The start of src/generated/studioCatalogue.ts's data and of settingsLint.js's export map, quoted or escaped. */
const STUDIO_DATA = [/rows\\?":\[\{\\?"key\\?":/, /institution-options\.schema\.json#\/properties\//];

export async function studioBundle(): Promise<BenchResult> {
  const studio = gzipSizes(
    [...readStudioOnlyFiles(DIST)].filter((file) => file.endsWith('.js')).map((file) => file.slice(1)),
  );
  const leaked = loginRouteFiles().filter((file) => {
    const code = readFileSync(join(DIST, file), 'utf8');
    return STUDIO_DATA.some((marker) => marker.test(code));
  });
  return {
    title: 'J. The admin studio (gzip -9)',
    figures: [
      { label: `studio-only JS, ${studio.length} files`, value: kb(totalGzip(studio)) },
      {
        label: 'catalogue data or settings validators in the login route JS',
        value: leaked.length ? leaked.join(', ') : 'none',
        target: 'none',
        met: leaked.length === 0,
      },
    ],
    notes: sizeLines(studio),
  };
}
