import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../tools/portal-lint/config.ts';
import { UsageError } from '../../../tools/portal-lint/files.ts';
import { rules } from '../../../tools/portal-lint/rules/index.ts';
import { tempFolder } from '../../support/tempFolder';

function configFile(text: string): string {
  const file = join(tempFolder('portal-lint-config-'), 'portal-lint.config.json');
  writeFileSync(file, text);
  return file;
}

describe('portal-lint.config.json', () => {
  it('is optional', () =>
    expect(loadConfig(rules, join(tmpdir(), 'no-such-config.json')).levels.size).toBe(0));

  it('reads rule levels and a comment', () => {
    const config = loadConfig(
      rules,
      configFile(
        '{ "$comment": "why", "rules": { "links/unknown-route": "warning", "form/fields": "off" } }',
      ),
    );
    expect([...config.levels]).toEqual([
      ['links/unknown-route', 'warning'],
      ['form/fields', 'off'],
    ]);
  });

  it.each([
    ['not JSON', '{ rules: }', 'portal-lint.config.json is not valid JSON'],
    [
      'an unknown rule',
      '{ "rules": { "links/unknown": "off" } }',
      'portal-lint.config.json: unknown rule "links/unknown"',
    ],
    [
      'an unknown level',
      '{ "rules": { "form/fields": "loud" } }',
      'portal-lint.config.json: rule "form/fields" must be error, warning or off',
    ],
    ['rules that are not an object', '{ "rules": 3 }', 'portal-lint.config.json: "rules" must be an object'],
  ])('refuses %s as a usage error', (_case, text, message) => {
    expect(() => loadConfig(rules, configFile(text))).toThrow(UsageError);
    expect(() => loadConfig(rules, configFile(text))).toThrow(message);
  });

  it('holds only known rules in the project file', () => {
    expect(() => loadConfig(rules)).not.toThrow();
  });
});
