/**
 * The browser entry (tools/portal-lint/browser.ts) runs the settings rules with a context
 * of generated modules; `portal-lint --settings` runs them with one built from the file
 * system and ajv. On the same files both must give the same messages at the same places.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lintSettingsText, themeContrastFindings } from '../../../tools/portal-lint/browser.ts';
import { loadConfig } from '../../../tools/portal-lint/config.ts';
import { rules } from '../../../tools/portal-lint/rules/index.ts';
import { settingsRules } from '../../../tools/portal-lint/rules/settings.ts';
import { run } from '../../../tools/portal-lint/runner.ts';

function cliMessages(text: string, path: string) {
  const [result] = run([{ path, kind: 'settings', text }], { rules, config: loadConfig(rules) });
  return result!.messages;
}

function browserMessages(text: string, path: string) {
  return lintSettingsText(text, path).map(
    ({ path: _path, key: _key, option: _option, ...message }) => message,
  );
}

const FILES: [string, string][] = [
  ['examples/northwind-savings.json', readFileSync('examples/northwind-savings.json', 'utf8')],
  [
    'unknown-key.json',
    '{ "gassySettings": { "shared": { "login": { "usernameLable": "User" }, "logn": {} } } }',
  ],
  [
    'wrong-type.json',
    '{\n  "gassySettings": {\n    "english": { "login": { "hideRecovery": "maybe", "title": 3 } }\n  }\n}',
  ],
  [
    'bad-colours.json',
    '{ "gassySettings": { "shared": { "theme": { "brandColor": "#f5f5f5", "brandTextColor": "#ffffff" } } } }',
  ],
  [
    'bad-options.json',
    '{\n  "institutionOptions": {\n    "PasswordMinimumLength": 0,\n    "AllowCardPayments": "yes",\n    "PasswordMinLength": 8\n  }\n}',
  ],
  ['bad-agreement.json', '{ "gassySettings": { "shared": { "agreements": { "agreement1": "a|b" } } } }'],
  [
    'schema-mismatch.json',
    '{ "gassySettings": { "shared": { "login": [] } }, "paymentCalendar": 3, "extra": 1 }',
  ],
  ['invalid.json', '{ "gassySettings": { "shared": { "login": { "title": "Sign in", } } } }'],
  ['empty.json', ''],
  [
    'spanish-layer.json',
    '{ "gassySettings": { "spanish": { "footer": { "copyright": "© {año}" }, "theme": { "brandColor": "#000" } } } }',
  ],
];

// Each CLI run builds the project context (ajv compiles the schemas): seconds on a busy machine.
describe('lintSettingsText agrees with portal-lint --settings', { timeout: 60_000 }, () => {
  it.each(FILES)('%s', (path, text) => {
    const expected = cliMessages(text, path);
    expect(browserMessages(text, path)).toEqual(expected);
    if (path !== 'examples/northwind-savings.json') expect(expected.length).toBeGreaterThan(0);
  });

  it('covers every rule of the settings files, and runs exactly those', () => {
    expect(settingsRules.map((rule) => rule.id)).toEqual(
      rules.filter((rule) => rule.kinds.includes('settings')).map((rule) => rule.id),
    );
    const found = new Set(
      FILES.flatMap(([path, text]) => cliMessages(text, path).map((entry) => entry.ruleId)),
    );
    expect([...found].sort()).toEqual(settingsRules.map((rule) => rule.id).sort());
  });
});

describe('what each finding is about', () => {
  it('names the settings key of a finding on a settings value, with its JSON path', () => {
    const [finding] = lintSettingsText(FILES[2]![1]).filter(
      (entry) => entry.ruleId === 'settings/value-type',
    );
    expect(finding).toMatchObject({
      key: 'login.hideRecovery',
      path: ['gassySettings', 'english', 'login', 'hideRecovery'],
      line: 3,
    });
    expect(finding?.option).toBeUndefined();
  });

  it('names the option of a finding on an institution option', () => {
    const findings = lintSettingsText(FILES[4]![1]);
    expect(findings.map((entry) => [entry.ruleId, entry.option])).toEqual([
      ['options/value', 'PasswordMinimumLength'],
      ['options/value', 'AllowCardPayments'],
      ['options/unknown-option', 'PasswordMinLength'],
    ]);
    expect(findings[2]!.message).toMatch(/did you mean "PasswordMinimumLength"\?/);
  });

  it('gives invalid JSON where the parser stopped, with an empty path', () => {
    expect(lintSettingsText(FILES[7]![1])).toEqual([
      expect.objectContaining({ ruleId: 'json/invalid', path: [], line: 1, column: 65 }),
    ]);
  });
});

describe('themeContrastFindings', () => {
  it("finds nothing in the catalogue's defaults", () => {
    expect(themeContrastFindings()).toEqual([]);
  });

  it('names every pair below AA for given values, with its keys, as theme/contrast words it', () => {
    const findings = themeContrastFindings({ 'theme.brandColor': '#f5f5f5' });
    expect(findings.length).toBeGreaterThan(0);
    expect(findings[0]).toMatchObject({ ruleId: 'theme/contrast', severity: 'error' });
    expect(findings.every((finding) => finding.keys.includes('theme.brandColor'))).toBe(true);
    const fromFile = lintSettingsText(FILES[3]![1]).filter((entry) => entry.ruleId === 'theme/contrast');
    expect(fromFile.map((entry) => entry.message).sort()).toEqual(
      themeContrastFindings({ 'theme.brandColor': '#f5f5f5', 'theme.brandTextColor': '#ffffff' })
        .map((entry) => entry.message)
        .sort(),
    );
  });
});
