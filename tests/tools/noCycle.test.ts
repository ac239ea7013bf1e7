// @vitest-environment node
/**
 * The lint's cycle check (tools/eslint/noCycle.js, local/no-cycle in eslint.config.js) counts
 * every import: a circle of type-only imports fails like one of values, and so do re-exports
 * and import(). Each case writes its modules to a folder of tests/.tmp and lints them there.
 */
import { ESLint } from 'eslint';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(process.cwd(), 'tests', '.tmp', 'noCycle');

// tests/.tmp is ignored by the project's lint: these files are linted anyway, with the one rule.
const eslint = new ESLint({
  cwd: process.cwd(),
  ignore: false,
  ruleFilter: ({ ruleId }) => ruleId === 'local/no-cycle',
});

/** Writes the modules of one case; the messages of linting its a.ts. */
async function cycleMessages(name: string, files: Record<string, string>): Promise<string[]> {
  const folder = join(ROOT, name);
  mkdirSync(folder, { recursive: true });
  for (const [file, code] of Object.entries(files)) writeFileSync(join(folder, file), code);
  const [result] = await eslint.lintFiles([join(folder, 'a.ts')]);
  return result!.messages.map((message) => `${message.line}: ${message.message}`);
}

afterAll(() => rmSync(ROOT, { recursive: true, force: true }));

const shown = (name: string, ...files: string[]) =>
  files.map((file) => `tests/.tmp/noCycle/${name}/${file}`).join(' -> ');

describe('local/no-cycle', () => {
  it.each<[string, Record<string, string>, string[]]>([
    [
      'type-only',
      {
        'a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
        'b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
      },
      [`1: Dependency cycle: ${shown('type-only', 'a.ts', 'b.ts', 'a.ts')}`],
    ],
    [
      'inline-type',
      {
        'a.ts': "import { type B } from './b';\nexport interface A { b?: B }\n",
        'b.ts': "import { type A } from './a';\nexport interface B { a?: A }\n",
      },
      [`1: Dependency cycle: ${shown('inline-type', 'a.ts', 'b.ts', 'a.ts')}`],
    ],
    [
      'values',
      {
        'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
        'b.ts': "import { c } from './c';\nexport const b = () => c;\n",
        'c.ts': "import { a } from './a';\nexport const c = () => a;\n",
      },
      [`1: Dependency cycle: ${shown('values', 'a.ts', 'b.ts', 'c.ts', 'a.ts')}`],
    ],
    [
      'type-re-export',
      {
        'a.ts': "export type { B } from './b';\nexport interface A { n: number }\n",
        'b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
      },
      [`1: Dependency cycle: ${shown('type-re-export', 'a.ts', 'b.ts', 'a.ts')}`],
    ],
    [
      'dynamic',
      {
        'a.ts': "export const load = () => import('./b');\nexport const a = 1;\n",
        'b.ts': "import { a } from './a';\nexport const b = a;\n",
      },
      [`1: Dependency cycle: ${shown('dynamic', 'a.ts', 'b.ts', 'a.ts')}`],
    ],
  ])('fails a circle of %s imports', async (name, files, expected) => {
    expect(await cycleMessages(name, files)).toEqual(expected);
  });

  it.each<[string, Record<string, string>]>([
    [
      'one-way',
      {
        'a.ts':
          "import type { B } from './b';\nimport { c } from './c';\nexport const a = (b: B) => [b, c];\n",
        'b.ts': "import { c } from './c';\nexport interface B { c: typeof c }\n",
        'c.ts': 'export const c = 1;\n',
      },
    ],
    ['packages', { 'a.ts': "import { join } from 'node:path';\nexport const a = join('x');\n" }],
  ])('lets %s imports pass', async (name, files) => {
    expect(await cycleMessages(name, files)).toEqual([]);
  });
});
