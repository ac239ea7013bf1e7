/**
 * Table-driven tests of the definition rules: valid fixtures produce nothing; each invalid
 * fixture produces the rule's message at the «» mark.
 */
import { describe, expect, it } from 'vitest';
import { ACTION_NAMES, BLOCK_WIDGET_NAMES } from '../../../src/app/names.ts';
import { BLOCK_TYPES } from '../../../src/engine/blockTypes.ts';
import { findingsOf, screenWith, unmark } from './harness';

type Case = [name: string, fixture: string, message: string];

/** Every type of the block table, in its order. */
const KNOWN_TYPES = [...BLOCK_TYPES].join(', ');

const form = (fields: string, extra = '', schema = '"properties": { "name": { "type": "string" } }') =>
  `    { "type": "form", "id": "f", "action": "signIn", "submit": "login.submit",${extra}\n      "schema": { "type": "object", ${schema} },\n      "fields": { ${fields} } }`;

function table(ruleId: string, valid: string[], invalid: Case[]) {
  describe(ruleId, () => {
    it.each(valid.map((fixture, index) => [index, fixture]))(
      'valid case %i reports nothing',
      (_index, fixture) => {
        expect(findingsOf(fixture as string, ruleId)).toEqual([]);
      },
    );
    it.each(invalid)('%s', (_name, fixture, message) => {
      const { line, column } = unmark(fixture);
      expect(findingsOf(fixture, ruleId)).toEqual([[ruleId, message, line, column]]);
    });
  });
}

table(
  'settings/key-format',
  [screenWith(`    { "type": "heading", "text": "login.heading" }`)],
  [
    [
      'a text without a group',
      screenWith(`    { "type": "heading", "text": «"heading" }`),
      'Settings key "heading" is not of the form group.key',
    ],
    [
      'three parts',
      screenWith(`    { "type": "text", "text": «"a.b.c" }`),
      'Settings key "a.b.c" is not of the form group.key',
    ],
    [
      'a number as a label',
      screenWith(form(`"name": { "label": «42 }`)),
      'Settings key 42 is not of the form group.key',
    ],
    [
      'a flag argument',
      screenWith(`    { "type": "text", "text": "login.faq", "hiddenWhen": { "flag": «"hideFaq" } }`),
      'Settings key "hideFaq" is not of the form group.key',
    ],
  ],
);

table(
  'settings/unknown-key',
  [
    screenWith(
      form(
        `"name": { "label": "login.usernameLabel", "messages": { "required": "login.usernameRequired" } }`,
      ),
    ),
  ],
  [
    [
      'a near miss',
      screenWith(form(`"name": { "label": «"login.usernameLable" }`)),
      'Settings key "login.usernameLable" is not declared in schemas/settings.schema.json; did you mean "login.usernameLabel"?',
    ],
    [
      'nothing near',
      screenWith(`    { "type": "text", "text": «"login.welcomeMessageForAll" }`),
      'Settings key "login.welcomeMessageForAll" is not declared in schemas/settings.schema.json',
    ],
    [
      'a message key',
      screenWith(
        form(`"name": { "label": "login.usernameLabel", "messages": { "required": «"form.requird" } }`),
      ),
      'Settings key "form.requird" is not declared in schemas/settings.schema.json; did you mean "form.required"?',
    ],
    [
      'a setting in a condition',
      screenWith(
        `    { "type": "text", "text": "login.faq", "hiddenWhen": { "setting": [«"login.hideFAQ"] } }`,
      ),
      'Settings key "login.hideFAQ" is not declared in schemas/settings.schema.json; did you mean "login.hideFaq"?',
    ],
  ],
);

table(
  'definition/unknown-block-type',
  [screenWith(`    { "type": "section", "blocks": [{ "type": "text", "text": "login.faq" }] }`)],
  [
    [
      'a typo',
      screenWith(`    { "type": «"heding", "text": "login.heading" }`),
      `Unknown block type "heding"; did you mean "heading"?; the renderer knows ${KNOWN_TYPES}`,
    ],
    [
      'inside a section',
      screenWith(`    { "type": "section", "blocks": [{ "type": «"carousel" }] }`),
      `Unknown block type "carousel"; the renderer knows ${KNOWN_TYPES}`,
    ],
  ],
);

table(
  'definition/unknown-widget',
  [screenWith(form(`"name": { "label": "login.usernameLabel", "widget": "password" }`))],
  [
    [
      'a field widget',
      screenWith(form(`"name": { "label": "login.usernameLabel", "widget": «"pasword" }`)),
      'Unknown widget "pasword"; did you mean "password"?; registered widgets: text, password, checkbox, radio, select, textarea, richText, masked, phone, zip, ssn, accountNumber, date, passwordRules, agreement',
    ],
    [
      'a block widget',
      screenWith(`    { "type": "widget", "name": «"branchMap" }`),
      `Unknown block widget "branchMap"; registered block widgets: ${BLOCK_WIDGET_NAMES.join(', ')}`,
    ],
  ],
);

table(
  'definition/unknown-action',
  [screenWith(form(`"name": { "label": "login.usernameLabel" }`))],
  [
    [
      'a typo',
      screenWith(
        form(`"name": { "label": "login.usernameLabel" }`).replace(
          '"action": "signIn"',
          '"action": «"signin"',
        ),
      ),
      `Unknown action "signin"; did you mean "signIn"?; registered actions: ${ACTION_NAMES.join(', ')}`,
    ],
    [
      'a button with an unknown action',
      screenWith(`    { "type": "button", "text": "login.submit", "action": «"transfer" }`),
      `Unknown action "transfer"; registered actions: ${ACTION_NAMES.join(', ')}`,
    ],
  ],
);

table(
  'form/fields',
  [
    screenWith(
      form(
        `"name": { "label": "login.usernameLabel" }`,
        '',
        '"required": ["name"], "properties": { "name": { "type": "string" } }',
      ),
    ),
  ],
  [
    [
      'a field the schema lacks',
      screenWith(form(`«"nmae": { "label": "login.usernameLabel" }`)),
      'Field "nmae" is not a property of the form\'s schema; did you mean "name"?',
    ],
    [
      'a required property without a field',
      screenWith(
        form(
          `"name": { "label": "login.usernameLabel" }`,
          '',
          '"required": ["name", «"code"], "properties": { "name": { "type": "string" }, "code": { "type": "string" } }',
        ),
      ),
      'Required property "code" has no entry in fields, so it can never be filled in',
    ],
  ],
);

table(
  'form/schema-compile',
  [screenWith(form(`"name": { "label": "login.usernameLabel" }`))],
  [
    [
      'an unknown keyword',
      screenWith(
        form(
          `"name": { "label": "login.usernameLabel" }`,
          '',
          '"properties": { "name": { "type": "string", "minLenght": 2 } }',
        ).replace('"schema": {', '"schema": «{'),
      ),
      'The form\'s JSON Schema does not compile under ajv strict mode: unknown keyword: "minLenght"',
    ],
  ],
);

table(
  'links/unknown-route',
  [
    screenWith(`    { "type": "link", "to": "home/login", "text": "login.faq" }`),
    // home/sso/{token?}: the last segment may be given or left out.
    screenWith(`    { "type": "link", "to": "home/sso/abc", "text": "login.faq" }`),
    screenWith(`    { "type": "link", "to": "home/sso", "text": "login.faq" }`),
  ],
  [
    [
      'a route no screen defines',
      screenWith(`    { "type": "link", "to": «"home/logn", "text": "login.faq" }`),
      'No screen defines the route "home/logn" that this link opens; did you mean "home/login"?',
    ],
    [
      'a segment more than an optional one allows',
      screenWith(`    { "type": "link", "to": «"home/sso/abc/def", "text": "login.faq" }`),
      'No screen defines the route "home/sso/abc/def" that this link opens',
    ],
  ],
);

table(
  'screens/duplicate',
  [screenWith(`    { "type": "text", "text": "login.faq" }`)],
  [
    [
      'an id used by another screen',
      screenWith(
        `    { "type": "text", "text": "login.faq" }`,
        '"id": «"login", "route": "home/other", "title": "login.title"',
      ),
      'Screen id "login" is also used by screen-definitions/login.json',
    ],
    [
      'a route defined by another screen',
      screenWith(
        `    { "type": "text", "text": "login.faq" }`,
        '"id": "other", "route": «"home/login", "title": "login.title"',
      ),
      'Route "home/login" is also defined by screen-definitions/login.json',
    ],
  ],
);
