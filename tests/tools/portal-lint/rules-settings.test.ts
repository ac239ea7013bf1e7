/**
 * Table-driven tests of the institution settings file rules: valid files produce nothing;
 * each invalid file produces the rule's message at the « mark. The fixtures folder holds a
 * good and a bad settings file for `portal-lint --settings`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findingsOf, lintText, unmark } from './harness';

type Case = [name: string, fixture: string, message: string];

/** A settings file with these shared groups, english groups and institution options (JSON members). */
const settings = (shared: string, options = '', english = '') =>
  `{\n  "gassySettings": {\n    "shared": { ${shared} },\n    "english": { ${english} }\n  },\n  "institutionOptions": { ${options} }\n}\n`;

function table(ruleId: string, valid: string[], invalid: Case[]) {
  describe(ruleId, () => {
    it.each(valid.map((fixture, index) => [index, fixture]))(
      'valid case %i reports nothing',
      (_index, fixture) => {
        expect(findingsOf(fixture as string, ruleId, { kind: 'settings' })).toEqual([]);
      },
    );
    it.each(invalid)('%s', (_name, fixture, message) => {
      const { line, column } = unmark(fixture);
      expect(findingsOf(fixture, ruleId, { kind: 'settings' })).toEqual([[ruleId, message, line, column]]);
    });
  });
}

table(
  'settings/unknown-entry',
  [
    settings(`"login": { "usernameLabel": "Member ID" }, "theme": { "brandColor": "#123456" }`),
    settings('', '', `"login": { "title": "Sign in" }, "agreements": { "agreement5": "" }`),
    '{ "institutionOptions": {} }',
    '{ "gassySettings": { "shared": { "login": "not an object: schema/mismatch reports it" } } }',
  ],
  [
    [
      'a key near one of its group',
      settings(`"login": { «"usernameLable": "Member ID" }`),
      'Settings key "login.usernameLable" is not declared in schemas/settings.schema.json; did you mean "login.usernameLabel"?',
    ],
    [
      'a key of another group',
      settings(`"login": { «"brandColor": "#123456" }`),
      'Settings key "login.brandColor" is not declared in schemas/settings.schema.json; did you mean "theme.brandColor"?',
    ],
    [
      'a key with nothing near',
      settings(`"login": { «"welcomeMessageForEveryone": "Hi" }`),
      'Settings key "login.welcomeMessageForEveryone" is not declared in schemas/settings.schema.json',
    ],
    [
      'a key of the english layer',
      settings('', '', `"form": { «"requird": "Required" }`),
      'Settings key "form.requird" is not declared in schemas/settings.schema.json; did you mean "form.required"?',
    ],
    [
      'a group near a declared one',
      settings(`«"logn": { "title": "Sign in" }`),
      'Settings group "logn" is not declared in schemas/settings.schema.json; did you mean "login"?',
    ],
    [
      'a group with nothing near',
      settings(`«"mortgage": { "title": "Mortgages" }`),
      'Settings group "mortgage" is not declared in schemas/settings.schema.json',
    ],
  ],
);

table(
  'settings/value-type',
  [
    settings(
      `"login": { "title": "Sign in", "hideRegister": "TRUE", "hideFaq": false, "hideRecovery": "" },
      "app": { "locale": "fr-CA" },
      "theme": { "brandColor": "#0b5cad", "brandTextColor": "White", "pageBackground": "hsl(210 20% 96%)" }`,
    ),
    settings(
      `"login": { "hideRegister": "off", "hideFaq": "1", "hideRecovery": " yes " },
      "theme": { "brandColor": "#abc", "brandTextColor": "#ffffff80", "pageBackground": "rgba(0, 0, 0, 0.5)" }`,
    ),
    settings(`"login": { "usernameLable": 12 }, "logn": { "title": false }`),
    settings(`"theme": { "cornerRadius": "0", "fontStack": "'Iowan Old Style', Georgia, serif" }`),
  ],
  [
    [
      'a text that is a number',
      settings(`"login": { "title": «12 }`),
      'Settings key "login.title" (text) must be a string, not 12',
    ],
    [
      'rich text that is an object',
      settings(`"login": { "browserRequirements": «{ "html": "<p>Hi</p>" } }`),
      'Settings key "login.browserRequirements" (richText) must be a string, not an object',
    ],
    [
      'a flag that is no boolean',
      settings(`"login": { "hideRegister": «"sometimes" }`),
      'Settings key "login.hideRegister" (flag) must be true or false (or yes/no, on/off, 1/0, empty), not "sometimes"',
    ],
    [
      'a flag that is a number',
      settings(`"login": { "hideFaq": «1 }`),
      'Settings key "login.hideFaq" (flag) must be true or false (or yes/no, on/off, 1/0, empty), not 1',
    ],
    [
      'a colour without #',
      settings(`"theme": { "brandColor": «"0b5cad" }`),
      'Settings key "theme.brandColor" (color) must be a CSS colour (#rgb, #rrggbb, rgb(), hsl() or a colour name), not "0b5cad"',
    ],
    [
      'a colour of five hex digits',
      settings(`"theme": { "brandColor": «"#0b5ca" }`),
      'Settings key "theme.brandColor" (color) must be a CSS colour (#rgb, #rrggbb, rgb(), hsl() or a colour name), not "#0b5ca"',
    ],
    [
      'a word that is no colour',
      settings(`"theme": { "pageBackground": «"bleu" }`),
      'Settings key "theme.pageBackground" (color) must be a CSS colour (#rgb, #rrggbb, rgb(), hsl() or a colour name), not "bleu"',
    ],
    [
      'an unknown colour function',
      settings(`"theme": { "pageBackground": «"rgbx(1, 2, 3)" }`),
      'Settings key "theme.pageBackground" (color) must be a CSS colour (#rgb, #rrggbb, rgb(), hsl() or a colour name), not "rgbx(1, 2, 3)"',
    ],
    [
      'currentcolor, which the theme cannot measure',
      settings(`"theme": { "brandColor": «"currentcolor" }`),
      'Settings key "theme.brandColor" (color) must be a CSS colour (#rgb, #rrggbb, rgb(), hsl() or a colour name), not "currentcolor"',
    ],
    [
      'a corner radius over 32px',
      settings(`"theme": { "cornerRadius": «"40px" }`),
      'Settings key "theme.cornerRadius" (radius) must be a length from 0 to 32px such as "8px", not "40px"',
    ],
    [
      'a corner radius that is a number',
      settings(`"theme": { "cornerRadius": «4 }`),
      'Settings key "theme.cornerRadius" (radius) must be a length from 0 to 32px such as "8px", not 4',
    ],
    [
      'a font stack that loads a font',
      settings(`"theme": { "fontStack": «"Brand, url(https://fonts.example/brand.woff2)" }`),
      'Settings key "theme.fontStack" (fontStack) must be a CSS font-family list such as "Georgia, serif" (no ; { } or url(), not "Brand, url(https://fonts.example/brand.woff2)"',
    ],
    [
      'a font stack that closes the declaration',
      settings(`"theme": { "fontStack": «"Georgia; } body { display: none" }`),
      'Settings key "theme.fontStack" (fontStack) must be a CSS font-family list such as "Georgia, serif" (no ; { } or url(), not "Georgia; } body { display: none"',
    ],
    [
      'a locale with an underscore',
      settings(`"app": { "locale": «"en_US" }`),
      'Settings key "app.locale" (locale) must be a BCP 47 language tag such as "en-US", not "en_US"',
    ],
    [
      'an empty locale',
      settings('', '', `"app": { "locale": «"" }`),
      'Settings key "app.locale" (locale) must be a BCP 47 language tag such as "en-US", not ""',
    ],
    [
      'an agreement that is not a string',
      settings(`"agreements": { "agreement1": «["https://x.example", "1/1/2025"] }`),
      'Settings key "agreements.agreement1" (agreement) must be a string, not an array',
    ],
  ],
);

const TYPES = 'login, registration, ach, estatements, texting';

table(
  'settings/agreement',
  [
    settings(
      `"agreements": {
        "agreement1": "https://bank.example/terms.pdf|1/15/2025|Online Banking Agreement|login, registration",
        "agreement2": "/content/esign.html|2024-06-01|E-Sign Consent|Estatements,texting",
        "agreement3": "",
        "agreement4": 42
      }`,
    ),
    settings(`"login": { "title": "a|b" }, "agreements": { "agreement9": "a|b" }`),
  ],
  [
    [
      'three parts',
      settings(`"agreements": { "agreement1": «"https://x.example/t.pdf|1/15/2025|Terms" }`),
      'Agreement "agreements.agreement1": expected 4 parts separated by "|" (url|date|name|types), found 3',
    ],
    [
      'an empty name',
      settings(`"agreements": { "agreement2": «"https://x.example/t.pdf|1/15/2025||login" }`),
      'Agreement "agreements.agreement2": the name part is empty',
    ],
    [
      'an unknown type near a known one',
      settings(
        `"agreements": { "agreement3": «"https://x.example/t.pdf|1/15/2025|Terms|login, estatement" }`,
      ),
      `Invalid agreement type "estatement" in agreement "agreements.agreement3"; the types are ${TYPES}; did you mean "estatements"?`,
    ],
    [
      'an unknown type',
      settings('', '', `"agreements": { "agreement5": «"https://x.example/t.pdf|1/15/2025|Terms|mortgage" }`),
      `Invalid agreement type "mortgage" in agreement "agreements.agreement5"; the types are ${TYPES}`,
    ],
    [
      'no type',
      settings(`"agreements": { "agreement1": «"https://x.example/t.pdf|1/15/2025|Terms|" }`),
      `No agreement type given in agreement "agreements.agreement1"; the types are ${TYPES}`,
    ],
    [
      'a day-first date',
      settings(`"agreements": { "agreement4": «"https://x.example/t.pdf|15/1/2025|Terms|login" }`),
      'Agreement "agreements.agreement4": unreadable date "15/1/2025" (write M/D/YYYY or YYYY-MM-DD)',
    ],
  ],
);

table(
  'options/unknown-option',
  [
    settings('', '"PasswordMinimumLength": 10, "UseCustomerCredentials": true'),
    '{ "gassySettings": {}, "institutionOptions": "not an object: schema/mismatch reports it" }',
  ],
  [
    [
      'a near miss',
      settings('', '«"PasswordMinimumLenght": 10'),
      'Institution option "PasswordMinimumLenght" is not declared in schemas/institution-options.schema.json; did you mean "PasswordMinimumLength"?',
    ],
    [
      'a different case',
      settings('', '"LoanOfficeLength": 2, «"contentFolder": "/c"'),
      'Institution option "contentFolder" is not declared in schemas/institution-options.schema.json; did you mean "ContentFolder"?',
    ],
    [
      'nothing near',
      settings('', '«"EnableMobileDeposits": true'),
      'Institution option "EnableMobileDeposits" is not declared in schemas/institution-options.schema.json',
    ],
  ],
);

table(
  'options/value',
  [
    settings(
      '',
      '"PasswordMinimumLength": 1, "UserNameMinimumLength": 128, "LoanOfficeLength": 0, "UseCustomerCredentials": false, "ContentFolder": ""',
    ),
    settings('', '"PasswordMinimumLenght": "eight"'),
  ],
  [
    [
      'below the minimum',
      settings('', '"UserNameMinimumLength": «0'),
      'Institution option "UserNameMinimumLength" must be at least 1 (minimum), not 0',
    ],
    [
      'above the maximum',
      settings('', '"DepositCheckDigitLength": «6'),
      'Institution option "DepositCheckDigitLength" must be at most 5 (maximum), not 6',
    ],
    [
      'a number as a string',
      settings('', '"LoanAccountLength": «"6"'),
      'Institution option "LoanAccountLength" must be an integer, not "6"',
    ],
    [
      'a fraction',
      settings('', '"PasswordMinimumLength": «8.5'),
      'Institution option "PasswordMinimumLength" must be an integer, not 8.5',
    ],
    [
      'a boolean-ish string',
      settings('', '"UseCustomerCredentials": «"yes"'),
      'Institution option "UseCustomerCredentials" must be true or false, not "yes"',
    ],
    [
      'a string that is a number',
      settings('', '"ContentFolder": «5'),
      'Institution option "ContentFolder" must be a string, not 5',
    ],
  ],
);

describe('portal-lint --settings fixtures', () => {
  const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');

  it('reports nothing for the good settings file', () => {
    expect(lintText(fixture('settings-good.json'), { kind: 'settings' })).toEqual([]);
  });

  it('exercises every settings rule with the bad settings file', () => {
    const ids = new Set(
      lintText(fixture('settings-bad.json'), { kind: 'settings' }).map((entry) => entry.ruleId),
    );
    expect([...ids].sort()).toEqual([
      'options/unknown-option',
      'options/value',
      'settings/agreement',
      'settings/unknown-entry',
      'settings/value-type',
      'theme/contrast',
    ]);
  });
});
