// @vitest-environment node
/**
 * The studio bundles portal-lint's browser entry, and the page's CSP forbids code compiled
 * at run time: bundled for the browser as Vite builds the portal, the entry (its rules,
 * the generated standalone validators, the catalogue) holds no `new Function` and no eval,
 * and none of Node's modules or ajv's compiler.
 */
import { describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';

async function bundle(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      lib: { entry: 'tools/portal-lint/browser.ts', formats: ['es'], fileName: 'lint' },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const outputs = Array.isArray(output) ? output : [output];
  return outputs
    .flatMap((entry) => entry.output)
    .map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))
    .join('\n');
}

describe("portal-lint's browser entry, bundled", () => {
  it('compiles no code at run time and needs nothing of Node', { timeout: 120_000 }, async () => {
    const code = await bundle();
    expect(code).toContain('settings/unknown-entry');
    expect(code).not.toMatch(/new Function\b|\beval\(/);
    expect(code).not.toMatch(/from ["']node:|require\(["'](fs|path)["']\)/);
    expect(code).not.toContain('ajv/dist/compile');
  });
});
