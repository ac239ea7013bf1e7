/**
 * How the generator writes (tools/generate/files.ts): a generate that changes nothing touches
 * no file, so that the checks npm test runs beside the build, whose Vite plugin generates again,
 * never read src/generated half written (issue 33).
 */
import { mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFolder, writeIfChanged } from '../../../tools/generate/files.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const LONG_AGO = new Date('2020-01-01T00:00:00Z');

/** Writes a file dated long ago, so that a later write shows in its modification time. */
function oldFile(file: string, content: string): void {
  writeFileSync(file, content);
  utimesSync(file, LONG_AGO, LONG_AGO);
}

const modified = (file: string) => statSync(file).mtime.getTime();

describe('writeIfChanged', () => {
  it('leaves a file that already holds the text untouched', () => {
    const file = join(tempFolder('generate-files-'), 'a.ts');
    oldFile(file, 'same\n');
    writeIfChanged(file, 'same\n');
    expect(modified(file)).toBe(LONG_AGO.getTime());
  });

  it('writes a changed or missing file', () => {
    const dir = tempFolder('generate-files-');
    oldFile(join(dir, 'a.ts'), 'old\n');
    writeIfChanged(join(dir, 'a.ts'), 'new\n');
    writeIfChanged(join(dir, 'b.ts'), 'added\n');
    expect(readFileSync(join(dir, 'a.ts'), 'utf8')).toBe('new\n');
    expect(readFileSync(join(dir, 'b.ts'), 'utf8')).toBe('added\n');
  });
});

describe('writeFolder', () => {
  it('makes the folder hold exactly the files: unchanged ones untouched, changed ones written, others removed', () => {
    const dir = join(tempFolder('generate-files-'), 'screens');
    mkdirSync(join(dir, 'old-folder'), { recursive: true });
    oldFile(join(dir, 'same.ts'), 'same\n');
    oldFile(join(dir, 'changed.ts'), 'before\n');
    oldFile(join(dir, 'gone.ts'), 'no screen makes me\n');

    writeFolder(
      dir,
      new Map([
        ['same.ts', 'same\n'],
        ['changed.ts', 'after\n'],
        ['new.js', 'added\n'],
      ]),
    );

    expect(readdirSync(dir).sort()).toEqual(['changed.ts', 'new.js', 'same.ts']);
    expect(modified(join(dir, 'same.ts'))).toBe(LONG_AGO.getTime());
    expect(readFileSync(join(dir, 'changed.ts'), 'utf8')).toBe('after\n');
    expect(readFileSync(join(dir, 'new.js'), 'utf8')).toBe('added\n');
  });

  it('makes a missing folder', () => {
    const dir = join(tempFolder('generate-files-'), 'a', 'b');
    writeFolder(dir, new Map([['x.ts', 'x\n']]));
    expect(readdirSync(dir)).toEqual(['x.ts']);
  });
});
