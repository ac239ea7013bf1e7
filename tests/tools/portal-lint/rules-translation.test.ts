/**
 * The translation rules over a product translation (kind translation, locales/es.json) and a
 * settings file's spanish layer: valid files produce nothing, each invalid one the rule's
 * message at the « mark. The real locales/es.json is linted by npm run lint.
 */
import { describe, expect, it } from 'vitest';
import { rules } from '../../../tools/portal-lint/rules/index.ts';
import { findingsOf, lintText, unmark } from './harness';

type Case = [name: string, fixture: string, message: string];
const AS_TRANSLATION = { kind: 'translation', path: 'locales/es.json' } as const;

function table(
  ruleId: string,
  valid: string[],
  invalid: Case[],
  options: typeof AS_TRANSLATION | { kind: 'settings' } = AS_TRANSLATION,
) {
  describe(ruleId, () => {
    it.each(valid.map((fixture, index) => [index, fixture]))(
      'valid case %i reports nothing',
      (_index, fixture) => {
        expect(findingsOf(fixture as string, ruleId, options)).toEqual([]);
      },
    );
    it.each(invalid)('%s', (_name, fixture, message) => {
      const { line, column } = unmark(fixture);
      expect(findingsOf(fixture, ruleId, options)).toEqual([[ruleId, message, line, column]]);
    });
  });
}

/** A settings file whose spanish layer holds these groups. */
const spanish = (groups: string) => `{\n  "gassySettings": {\n    "spanish": { ${groups} }\n  }\n}\n`;

describe('translation/missing', () => {
  const missing = (text: string) =>
    lintText(unmark(text).text, { ...AS_TRANSLATION, only: ['translation/missing'] }).map((entry) => [
      entry.message,
      entry.line,
      entry.column,
    ]);

  it('reports a key missing from its group at the group', () => {
    const found = missing('{\n  «"login": { "title": "Pagos - Inicio de sesión" }\n}\n');
    expect(found).toContainEqual([
      'Settings key "login.heading" has no Spanish text (the default says "Sign In")',
      2,
      3,
    ]);
    expect(found.some(([message]) => String(message).includes('"login.title"'))).toBe(false);
  });

  it('reports the keys of a missing group at the start of the file, the locale too', () => {
    const found = missing('{}\n');
    expect(found).toContainEqual([
      'Settings key "app.locale" has no Spanish text (the default says "en-US")',
      1,
      1,
    ]);
    expect(found).toContainEqual([
      'Settings key "login.browserRequirements" has no Spanish text (the default says "For the best experience use a current version of Chrome, Ed…")',
      1,
      1,
    ]);
  });

  it('asks nothing for flags, theme values, agreements or keys whose default is empty', () => {
    const keys = missing('{}\n').map(([message]) => /"([^"]+)"/.exec(String(message))![1]);
    for (const key of [
      'login.hideRegister',
      'theme.brandColor',
      'agreements.agreement1',
      'shell.logo',
      'footer.text',
    ])
      expect(keys).not.toContain(key);
    expect(keys).toContain('shell.languageLabel');
  });
});

table(
  'translation/unknown-key',
  ['{ "login": { "heading": "Iniciar sesión" }, "app": { "locale": "es-US" } }'],
  [
    [
      'an unknown group',
      '{ «"logn": { "heading": "x" } }',
      'Settings group "logn" is not declared in schemas/settings.schema.json; did you mean "login"?',
    ],
    [
      'an unknown key',
      '{ "login": { «"headng": "x" } }',
      'Settings key "login.headng" is not declared in schemas/settings.schema.json; did you mean "login.heading"?',
    ],
    [
      'a flag',
      '{ "login": { «"hideRegister": "true" } }',
      'Settings key "login.hideRegister" is a flag, the same in every language: only texts and the locale are translated',
    ],
    [
      'a colour',
      '{ "theme": { «"brandColor": "#000" } }',
      'Settings key "theme.brandColor" is a color, the same in every language: only texts and the locale are translated',
    ],
  ],
);

table(
  'translation/unknown-key',
  [
    spanish('"login": { "heading": "Entrar" }'),
    spanish('"login": { "notDeclared": "settings/unknown-entry says so" }'),
  ],
  [
    [
      "a settings file's spanish flag",
      spanish('"login": { «"hideFaq": "true" }'),
      'Settings key "login.hideFaq" is a flag, the same in every language: only texts and the locale are translated',
    ],
  ],
  { kind: 'settings' },
);

table(
  'translation/placeholders',
  [
    '{ "login": { "usernameTooLong": "No más de {limit} caracteres." } }',
    '{ "footer": { "copyright": "{institution} © {year} {year}" } }',
  ],
  [
    [
      'a placeholder renamed',
      '{ "login": { "usernameTooLong": «"No más de {limite} caracteres." } }',
      'Settings key "login.usernameTooLong" must have the placeholders of its default ({limit}), not ({limite})',
    ],
    [
      'a placeholder dropped',
      '{ "footer": { "copyright": «"© {year}" } }',
      'Settings key "footer.copyright" must have the placeholders of its default ({institution} {year}), not ({year})',
    ],
    [
      'a placeholder added',
      '{ "login": { "heading": «"Hola {name}" } }',
      'Settings key "login.heading" must have the placeholders of its default (none), not ({name})',
    ],
  ],
);

table(
  'translation/placeholders',
  [spanish('"login": { "usernameTooLong": "Máximo {limit}" }')],
  [
    [
      "a settings file's spanish text",
      spanish('"login": { "usernameTooLong": «"Máximo" }'),
      'Settings key "login.usernameTooLong" must have the placeholders of its default ({limit}), not (none)',
    ],
  ],
  { kind: 'settings' },
);

table(
  'translation/value-type',
  ['{ "login": { "heading": "" }, "app": { "locale": "es-US" } }'],
  [
    ['a number', '{ "login": { "heading": «3 } }', 'Settings key "login.heading" must be a string, not 3'],
    ['null', '{ "login": { "heading": «null } }', 'Settings key "login.heading" must be a string, not null'],
    [
      'a locale that is no tag',
      '{ "app": { "locale": «"español" } }',
      'Settings key "app.locale" must be a BCP 47 language tag such as "en-US", not "español"',
    ],
    [
      'a group that is no object',
      '{ "login": «"Iniciar sesión" }',
      'Settings group "login" must be an object of texts, not "Iniciar sesión"',
    ],
    [
      'a file that is no object',
      '«["login"]',
      'A translation must be an object of settings groups, not an array',
    ],
  ],
);

it('lists the translation rules as errors for translation files', () => {
  const ours = rules.filter((rule) => rule.id.startsWith('translation/'));
  expect(ours.map((rule) => [rule.id, rule.severity])).toEqual([
    ['translation/missing', 'error'],
    ['translation/placeholders', 'error'],
    ['translation/unknown-key', 'error'],
    ['translation/value-type', 'error'],
  ]);
  expect(ours.every((rule) => rule.kinds.includes('translation'))).toBe(true);
});
