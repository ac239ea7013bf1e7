// @vitest-environment node
/**
 * The lint boundary between features (eslint.config.js): a folder of src/screens imports no
 * other feature, only its own files and src/screens/shared, which imports no feature; the
 * app may import any feature. Linted as files there would be, through ESLint's API.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Only the boundary rule: the others (no-cycle) need the probe to exist on disk.
const eslint = new ESLint({
  cwd: process.cwd(),
  ruleFilter: ({ ruleId }) => ruleId === 'import/no-restricted-paths',
});

async function boundaryMessages(probe: string, importPath: string): Promise<string[]> {
  const code = `import * as imported from '${importPath}';\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: probe });
  return result!.messages.map((message) => message.message);
}

const refused = (importPath: string, why: string) =>
  `Unexpected path "${importPath}" imported in restricted zone. ${why}`;
const FEATURE = 'a feature imports no other feature: what several need lives in src/screens/shared';

describe('the import boundary between features', () => {
  it.each([
    ['its own files', 'src/screens/dashboard/probe.ts', './AccountTable'],
    ['src/screens/shared', 'src/screens/loginHistory/probe.ts', '../shared/table/SortableTable'],
    ['the engine, below it', 'src/screens/register/probe.ts', '../../engine'],
    ['shared: its own files', 'src/screens/shared/probe.ts', './maintenance'],
    ['the app: a feature', 'src/app/probe.ts', '../screens/postLogin/flow'],
  ])('lets a file import %s', async (_case, probe, importPath) => {
    expect(await boundaryMessages(probe, importPath)).toEqual([]);
  });

  it.each([
    ['dashboard', 'src/screens/loginHistory/probe.ts', '../dashboard/AccountTable'],
    ['postLogin, for a type', 'src/screens/mobile/probe.ts', '../postLogin/flow'],
    ['mobile', 'src/screens/postLogin/probe.ts', '../mobile/actions'],
    ['a manifest', 'src/screens/register/probe.ts', '../activate'],
  ])('refuses a feature importing %s', async (_case, probe, importPath) => {
    expect(await boundaryMessages(probe, importPath)).toEqual([refused(importPath, FEATURE)]);
  });

  it.each([
    ['an import()', "export const load = () => import('../dashboard/AccountTable');"],
    ['a type', "import type { LastLogin } from '../dashboard/PreviousLogin';\nexport type Last = LastLogin;"],
    ['a re-export', "export { AccountTable } from '../dashboard/AccountTable';"],
  ])('refuses a feature reaching another through %s', async (_case, code) => {
    const [result] = await eslint.lintText(`${code}\n`, { filePath: 'src/screens/loginHistory/probe.ts' });
    expect(result!.messages.map((message) => message.message)).toEqual([expect.stringContaining(FEATURE)]);
  });

  it('refuses src/screens/shared importing a feature', async () => {
    expect(await boundaryMessages('src/screens/shared/probe.ts', '../postLogin/flow')).toEqual([
      refused('../postLogin/flow', 'src/screens/shared imports no feature'),
    ]);
  });
});
