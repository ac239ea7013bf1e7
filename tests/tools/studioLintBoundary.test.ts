// @vitest-environment node
/**
 * eslint.config.js lets exactly src/screens/studio/** import portal-lint's browser entry
 * (tools/portal-lint/browser.ts), and no file of src/ import anything else of tools/.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({
  cwd: process.cwd(),
  ruleFilter: ({ ruleId }) => ruleId === 'import/no-restricted-paths',
});

async function restrictions(filePath: string, from: string): Promise<string[]> {
  const code = `import { lintSettingsText } from '${from}';\nexport const used = lintSettingsText;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.message);
}

// ESLint's first run loads every plugin: seconds on a busy machine.
describe("who may import portal-lint's browser entry", { timeout: 60_000 }, () => {
  it.each([
    ['src/screens/studio/Probe.tsx', '../../../tools/portal-lint/browser.ts'],
    ['src/screens/studio/lint/probe.ts', '../../../../tools/portal-lint/browser.ts'],
  ])('lets %s import it', async (file, from) => {
    expect(await restrictions(file, from)).toEqual([]);
  });

  it.each([
    ['src/screens/dashboard/probe.ts', '../../../tools/portal-lint/browser.ts', /only the studio/],
    ['src/app/probe.ts', '../../tools/portal-lint/browser.ts', /only the studio/],
    ['src/main.probe.ts', '../tools/portal-lint/browser.ts', /only the studio/],
    ['src/screens/studio/probe.ts', '../../../tools/portal-lint/runner.ts', /nothing of tools/],
    ['src/screens/studio/probe.ts', '../../../tools/portal-lint/catalogue.ts', /nothing of tools/],
    ['src/widgets/probe.ts', '../../tools/project.ts', /nothing of tools/],
  ])('refuses %s importing %s', async (file, from, message) => {
    const messages = await restrictions(file, from);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });
});
