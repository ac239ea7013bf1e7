/**
 * portal-lint compiled (tools/portal-lint/compiled.js): the command runs the bundled CLI and
 * answers what the sources answer, and a bundle is used only while every file that went into
 * it is unchanged.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../tools/portal-lint/cli.ts';
import { freshEntry } from '../../../tools/portal-lint/compiled.js';
import { ROOT } from '../../../tools/project.ts';
import { tempFolder } from '../../support/tempFolder';

function sources(...args: string[]): { status: number; stdout: string } {
  let stdout = '';
  const status = main(args, { out: (text) => (stdout += text), err: () => {} });
  return { status, stdout };
}

describe('the portal-lint command', () => {
  it('runs the compiled CLI: the same rules list and status as the sources', () => {
    const ran = spawnSync(process.execPath, [join(ROOT, 'tools/portal-lint/bin.js'), 'rules'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(ran.stderr).toBe('');
    expect({ status: ran.status, stdout: ran.stdout }).toEqual(sources('rules'));
  });

  it('answers a usage error with status 2, as the sources do', () => {
    const ran = spawnSync(process.execPath, [join(ROOT, 'tools/portal-lint/bin.js'), '--no-such-option'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(ran.status).toBe(2);
    expect(sources('--no-such-option').status).toBe(2);
  });
});

describe('the command keeps the outcomes of its costly checks', () => {
  /** The schema/compile messages of a JSON report. */
  const compileMessages = (report: string) =>
    (JSON.parse(report) as { messages: { ruleId: string; message: string }[] }[])
      .flatMap((result) => result.messages)
      .filter((message) => message.ruleId === 'schema/compile')
      .map((message) => message.message);
  const command = (file: string) =>
    compileMessages(
      spawnSync(process.execPath, [join(ROOT, 'tools/portal-lint/bin.js'), file, '--format', 'json'], {
        cwd: ROOT,
        encoding: 'utf8',
      }).stdout,
    );

  it('answers a schema as the sources do on every run, after each change of the file', () => {
    const file = join(tempFolder('portal-lint-kept-'), 'schemas', 'kept.json');
    mkdirSync(join(file, '..'));
    const write = (type: string) =>
      writeFileSync(file, JSON.stringify({ type: 'object', properties: { a: { type } } }));

    write('strng');
    const broken = compileMessages(sources(file, '--format', 'json').stdout);
    expect(broken).toEqual([expect.stringContaining('Not a valid JSON Schema')]);
    expect(command(file)).toEqual(broken);
    expect(command(file)).toEqual(broken); // from the kept outcome
    write('string');
    expect(command(file)).toEqual([]);
    write('strng');
    expect(command(file)).toEqual(broken);
  });
});

describe('freshEntry: a bundle is used only while its inputs are unchanged', () => {
  /** A project with two inputs and a build made `builtAgo` seconds after them. */
  function project() {
    const root = tempFolder('portal-lint-compiled-');
    mkdirSync(join(root, 'src'));
    mkdirSync(join(root, 'dist', 'build-1'), { recursive: true });
    const inputs = ['src/a.ts', 'src/b.ts'];
    for (const input of inputs) writeFileSync(join(root, input), 'export {};\n');
    writeFileSync(join(root, 'dist', 'build-1', 'cli.js'), 'export {};\n');
    const manifest = join(root, 'dist', 'manifest.json');
    writeFileSync(manifest, JSON.stringify({ entry: 'build-1/cli.js', inputs }));
    const past = new Date(Date.now() - 60_000);
    for (const input of inputs) utimesSync(join(root, input), past, past);
    return { root, manifest };
  }

  it.each([
    ['no input changed', () => {}, true],
    [
      'an input changed after the build',
      (root: string) => utimesSync(join(root, 'src/b.ts'), new Date(), new Date(Date.now() + 5_000)),
      false,
    ],
    ['an input is gone', (root: string) => spawnSync('rm', [join(root, 'src/a.ts')]), false],
    ['the bundle is gone', (root: string) => spawnSync('rm', [join(root, 'dist/build-1/cli.js')]), false],
    [
      'the manifest is not JSON',
      (root: string) => writeFileSync(join(root, 'dist/manifest.json'), '{'),
      false,
    ],
    [
      'the manifest lists no input',
      (root: string) =>
        writeFileSync(
          join(root, 'dist/manifest.json'),
          JSON.stringify({ entry: 'build-1/cli.js', inputs: [] }),
        ),
      false,
    ],
  ])('%s: fresh %s', (_case, change: (root: string) => unknown, fresh) => {
    const { root, manifest } = project();
    change(root);
    expect(freshEntry(manifest, root)).toBe(fresh ? join(root, 'dist', 'build-1', 'cli.js') : undefined);
  });
});
