/**
 * theme/contrast: the catalogue's theme (the demo institution's) and the Northwind example
 * pass; a settings file with a low-contrast pair fails with the pair, its ratio, the ratio
 * WCAG 2.1 AA needs and the settings keys, at the key the file sets; a catalogue whose
 * defaults fail is reported at the default.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../tools/portal-lint/cli.ts';
import { ROOT, SCHEMAS_DIR } from '../../../tools/project.ts';
import { findingsOf, lintText, unmark } from './harness';

const RULE = 'theme/contrast';

/** portal-lint as a developer runs it, with the JSON report. */
function cli(args: string[]) {
  let stdout = '';
  const status = main([...args, '--format', 'json'], { out: (text) => (stdout += text), err: () => {} });
  const results = JSON.parse(stdout) as { messages: { ruleId: string; message: string; line: number }[] }[];
  return { status, messages: results.flatMap((result) => result.messages) };
}

const themeFile = (members: string) =>
  `{\n  "gassySettings": {\n    "shared": {\n      "theme": { ${members} }\n    }\n  }\n}\n`;

describe('theme/contrast on settings files', () => {
  it('reports nothing for the catalogue defaults, the Northwind example and a file without a theme', () => {
    expect(lintText(themeFile(''), { kind: 'settings', only: [RULE] })).toEqual([]);
    expect(lintText('{ "institutionOptions": {} }', { kind: 'settings', only: [RULE] })).toEqual([]);
    const northwind = readFileSync(join(ROOT, 'examples/northwind-savings.json'), 'utf8');
    expect(lintText(northwind, { kind: 'settings' })).toEqual([]);
  });

  it.each<[string, string, string]>([
    [
      'muted text too light',
      themeFile('«"mutedTextColor": "#999999"'),
      'Muted text on cards (surface): contrast 2.85:1 is below the 4.5:1 WCAG 2.1 AA needs (theme.mutedTextColor #999999 on theme.surfaceColor #ffffff)',
    ],
    [
      'a faint input border',
      themeFile('«"borderColor": "#c3cad4"'),
      'Input border on cards (surface): contrast 1.65:1 is below the 3:1 WCAG 2.1 AA needs (theme.borderColor #c3cad4 on theme.surfaceColor #ffffff)',
    ],
    [
      'dark text on the accent',
      themeFile('"accentColor": "#d9a441", «"accentTextColor": "#8a6a2a"'),
      'Text on accent buttons (Make Payment): contrast 2.24:1 is below the 4.5:1 WCAG 2.1 AA needs (theme.accentTextColor #8a6a2a on theme.accentColor #d9a441)',
    ],
  ])('%s', (_name, fixture, message) => {
    const { line, column } = unmark(fixture);
    const findings = findingsOf(fixture, RULE, { kind: 'settings' });
    expect(findings[0]).toEqual([RULE, message, line, column]);
  });

  it('reads shared over english, and a value that is no colour as the default (as the portal does)', () => {
    const file = `{ "gassySettings": {
      "shared": { "theme": { "dangerColor": "red-ish" } },
      "english": { "theme": { "dangerColor": "#ff8080", "warningColor": "#c08040" } } } }`;
    const messages = lintText(file, { kind: 'settings', only: [RULE] }).map((entry) => entry.message);
    expect(messages.some((message) => message.includes('theme.dangerColor'))).toBe(false);
    expect(messages).toContain(
      'Warning text on cards (surface): contrast 3.28:1 is below the 4.5:1 WCAG 2.1 AA needs (theme.warningColor #c08040 on theme.surfaceColor #ffffff)',
    );
  });

  it('checks the pairs a change makes with the keys the file does not set', () => {
    // White surface text stays the default; a dark page makes it fail there.
    const messages = lintText(themeFile('"pageBackground": "#333333"'), { kind: 'settings', only: [RULE] });
    expect(messages.map((entry) => entry.message.split(':')[0])).toEqual(
      expect.arrayContaining(['Text on the page', 'Muted text on the page (footer)', 'Links on the page']),
    );
  });
});

describe('theme/contrast on the catalogue', () => {
  const catalogue = readFileSync(join(SCHEMAS_DIR, 'settings.schema.json'), 'utf8');

  it('passes the shipped defaults (the demo theme)', () => {
    expect(
      lintText(catalogue, { kind: 'schema', path: 'schemas/settings.schema.json', only: [RULE] }),
    ).toEqual([]);
  });

  it('reports a failing default at the catalogue entry', () => {
    const broken = catalogue.replace('"default": "#4f5d66"', '"default": «"#aaaaaa"');
    const { line, column } = unmark(broken);
    const findings = findingsOf(broken, RULE, { kind: 'schema', path: 'schemas/settings.schema.json' });
    expect(findings).toContainEqual([
      RULE,
      'Muted text on cards (surface): contrast 2.32:1 is below the 4.5:1 WCAG 2.1 AA needs (theme.mutedTextColor #aaaaaa on theme.surfaceColor #ffffff)',
      line,
      column,
    ]);
  });
});

describe('npx portal-lint --settings', () => {
  it('passes examples/northwind-savings.json', () => {
    expect(cli(['--settings', join(ROOT, 'examples/northwind-savings.json')])).toMatchObject({
      status: 0,
      messages: [],
    });
  });

  it('fails the low-contrast fixture with the ratio and the keys', () => {
    const { status, messages } = cli([
      '--settings',
      join(import.meta.dirname, 'fixtures', 'theme-low-contrast.json'),
    ]);
    expect(status).toBe(1);
    expect(messages).toEqual([
      {
        ruleId: RULE,
        severity: 2,
        message:
          'Muted text on cards (surface): contrast 2.85:1 is below the 4.5:1 WCAG 2.1 AA needs (theme.mutedTextColor #999999 on theme.surfaceColor #ffffff)',
        line: 7,
        column: 9,
        endLine: 7,
        endColumn: 25,
      },
      expect.objectContaining({
        message:
          'Muted text on the page (footer): contrast 2.61:1 is below the 4.5:1 WCAG 2.1 AA needs (theme.mutedTextColor #999999 on theme.pageBackground #f7f5f0)',
      }),
    ]);
  });
});
