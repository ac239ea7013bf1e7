// @vitest-environment node
/**
 * Two import rules of eslint.config.js: a feature's manifest (src/screens/<feature>/index.ts)
 * imports no code, only types and the manifest helpers, since portal-lint reads it under
 * Node; and only the session store gives the API client the source of its session headers.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({
  cwd: process.cwd(),
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});

async function restrictions(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = 1;\n`, { filePath });
  return result!.messages.map((message) => message.message);
}

const MANIFEST = 'src/screens/dashboard/index.ts';
const NO_CODE = 'a manifest imports no code: load it with import() in its entries';
const HEADERS = 'the session store (src/app/session/store.ts) owns the session headers: use its API';

describe('a manifest imports no code', () => {
  it.each([
    ['the manifest helpers', "import { block } from '../shared/manifest';"],
    [
      'the helpers, in src/screens/shared',
      "import { block } from './manifest';",
      'src/screens/shared/index.ts',
    ],
    ['a type', "import type { LastLogin } from '../shared/manifest';"],
    ['a type of a component', "import type { AccountTable } from './AccountTable';"],
  ])('lets it import %s', async (_case, code, file = MANIFEST) => {
    expect(await restrictions(file, code)).toEqual([]);
  });

  it.each([
    ['a component', "import { AccountTable } from './AccountTable';"],
    ['a shared module', "import { LoadState } from '../shared/LoadState';"],
    ['a package', "import { useState } from 'react';"],
  ])('refuses %s', async (_case, code) => {
    const messages = await restrictions(MANIFEST, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(NO_CODE);
  });
});

describe('the session store owns the session headers', () => {
  it.each([
    ['a feature', 'src/screens/postLogin/probe.ts', '../../api/client'],
    ['the app', 'src/app/publicDeps.ts', '../api/client'],
    ['an API module', 'src/api/login.ts', './client'],
  ])('refuses provideSessionHeaders to %s', async (_case, file, client) => {
    const messages = await restrictions(file, `import { provideSessionHeaders } from '${client}';`);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(HEADERS);
  });

  it('lets the store provide them, and others call the client', async () => {
    expect(
      await restrictions(
        'src/app/session/store.ts',
        "import { provideSessionHeaders } from '../../api/client';",
      ),
    ).toEqual([]);
    expect(await restrictions('src/api/login.ts', "import { request } from './client';")).toEqual([]);
  });
});
