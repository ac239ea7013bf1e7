// @vitest-environment node
/**
 * The build's cut of dependencies' own polyfills (tools/vite-plugin-drop-polyfills.ts): each
 * one is in the installed module as written, the cut leaves the module's other lines where they
 * were (its source map stays right), and a module without the text is an error, not a silent
 * build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { POLYFILLS, withoutPolyfill } from '../../tools/vite-plugin-drop-polyfills.ts';
import { ROOT } from '../../tools/project.ts';

describe.each(POLYFILLS)('the cut of $module', (polyfill) => {
  const code = readFileSync(join(ROOT, polyfill.module), 'utf8');

  it('finds the polyfill in the installed module', () => expect(code).toContain(polyfill.text));

  it('leaves every other line in its place', () => {
    const cut = withoutPolyfill(code, polyfill);
    expect(cut).not.toContain(polyfill.text);
    const lines = code.split('\n');
    const cutLines = cut.split('\n');
    expect(cutLines).toHaveLength(lines.length);
    const first = code.slice(0, code.indexOf(polyfill.text)).split('\n').length - 1;
    const changed = cutLines.flatMap((line, index) => (line === lines[index] ? [] : [index]));
    expect(changed.every((index) => index >= first && index < first + polyfill.text.split('\n').length)).toBe(
      true,
    );
  });

  it('refuses a module that no longer holds it', () => {
    expect(() => withoutPolyfill('module.exports = {};\n', polyfill)).toThrow(/no longer holds the polyfill/);
  });
});
