// @vitest-environment node
/**
 * The lint boundary of server/ (eslint.config.js): the server shares the pure src/domain and
 * src/engine/logic with the portal, so that a rule both enforce is written once, and the API
 * types generated from schemas/api; nothing else of src/ nor anything of tools/. Linted as a
 * file of server/ would be, through ESLint's API.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Only the boundary rule: the others (no-cycle) need the probe to exist on disk.
const eslint = new ESLint({
  cwd: process.cwd(),
  ruleFilter: ({ ruleId }) => ruleId === 'import/no-restricted-paths',
});

async function boundaryMessages(importPath: string): Promise<string[]> {
  const code = `import * as shared from '${importPath}';\nexport const used = shared;\n`;
  const [result] = await eslint.lintText(code, { filePath: 'server/services/boundaryProbe.ts' });
  return result!.messages
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

describe('the import boundary of server/', () => {
  it.each([
    ['src/domain', '../../src/domain/agreements/index.ts'],
    ['a file deep in src/domain', '../../src/domain/dates/isoDate.ts'],
    ['src/engine/logic', '../../src/engine/logic/index.ts'],
    ['the API types generated from schemas/api', '../../src/generated/api-types/login.ts'],
    ['rules/', '../../rules/post-login.json'],
    ['schemas/', '../../schemas/settings.schema.json'],
    ["the project's ajv in schemas/", '../../schemas/ajv.ts'],
  ])('lets server/ import %s', async (_case, importPath) => {
    expect(await boundaryMessages(importPath)).toEqual([]);
  });

  it.each([
    ['src/app', '../../src/app/ruleBook.ts'],
    ['src/screens', '../../src/screens/postLogin/steps.ts'],
    ['src/engine outside logic', '../../src/engine/rules.ts'],
    ['src/engine/settings', '../../src/engine/settings/index.ts'],
    ['src/api', '../../src/api/client.ts'],
    ['src/generated outside the API types', '../../src/generated/screens.ts'],
    ['tools/', '../../tools/generate/standalone.ts'],
  ])('refuses an import of %s from server/', async (_case, importPath) => {
    const messages = await boundaryMessages(importPath);
    expect(messages).toHaveLength(1);
  });
});
