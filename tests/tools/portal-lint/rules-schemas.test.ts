/**
 * Table-driven tests of the rules on schemas/ files: valid schemas produce nothing; each
 * invalid one produces the rule's message at the « mark.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonFiles, projectPath, SCHEMAS_DIR } from '../../../tools/project.ts';
import { findingsOf, lintText, unmark } from './harness';

type Case = [name: string, fixture: string, message: string];

function table(ruleId: string, valid: string[], invalid: Case[]) {
  describe(ruleId, () => {
    it.each(valid.map((fixture, index) => [index, fixture]))(
      'valid case %i reports nothing',
      (_index, fixture) => {
        expect(findingsOf(fixture as string, ruleId, { kind: 'schema' })).toEqual([]);
      },
    );
    it.each(invalid)('%s', (_name, fixture, message) => {
      const { line, column } = unmark(fixture);
      expect(findingsOf(fixture, ruleId, { kind: 'schema' })).toEqual([[ruleId, message, line, column]]);
    });
  });
}

/** A schema with one object property "a" (the given JSON members). */
const schema = (property: string, head = '"$schema": "https://json-schema.org/draft/2020-12/schema"') =>
  `{\n  ${head},\n  "type": "object",\n  "properties": {\n    "a": { ${property} }\n  }\n}\n`;

table(
  'schema/compile',
  [
    schema('"type": "string", "minLength": 2, "format": "email"'),
    schema('"$ref": "settings.schema.json"'),
    schema('"$ref": "institution-options.schema.json#/properties/ContentFolder"'),
    schema('"type": ["string", "boolean"], "x-kind": "flag", "default": ""'),
    schema('"type": "string"', '"$id": "settings.schema.json"'),
    'true',
  ],
  [
    [
      'an unknown keyword, at its key',
      schema('"type": "string", «"minLenght": 2'),
      'The schema does not compile under ajv strict mode: unknown keyword: "minLenght"',
    ],
    [
      'an unknown type',
      schema('"type": «"strng"'),
      'Not a valid JSON Schema (2020-12): "#/properties/a/type" must be equal to one of the allowed values: "array", "boolean", "integer", "null", "number", "object", "string"',
    ],
    [
      'a keyword of the wrong type',
      schema('"type": "string", "minLength": «"2"'),
      'Not a valid JSON Schema (2020-12): "#/properties/a/minLength" must be integer',
    ],
    [
      'a reference to no project schema',
      schema('"$ref": «"setting.schema.json"'),
      "The schema does not compile under ajv strict mode: can't resolve reference setting.schema.json from id #",
    ],
    [
      'an unknown format',
      schema('"type": "string", "format": "emial"').replace('"a": {', '"a": «{'),
      'The schema does not compile under ajv strict mode: unknown format "emial" ignored in schema at path "#/properties/a"',
    ],
    [
      'properties without type object',
      schema('"properties": { "b": { "type": "string" } }').replace('"a": {', '"a": «{'),
      'The schema does not compile under ajv strict mode: missing type "object" for keyword "properties" at "#/properties/a" (strictTypes)',
    ],
    [
      'a draft-07 meta-schema',
      schema('"type": "string"', '"$schema": «"http://json-schema.org/draft-07/schema#"'),
      'The schema does not compile under ajv strict mode: no schema with key or ref "http://json-schema.org/draft-07/schema#"',
    ],
    ['a list', '«[{ "type": "string" }]', 'A JSON Schema must be an object or a boolean, not an array'],
  ],
);

/** A settings catalogue (by its $id) with one group of the given entries. */
const catalogue = (entries: string, group = 'login', id = 'settings.schema.json') =>
  `{\n  "$id": "${id}",\n  "$defs": {\n    "groups": {\n      "type": "object",\n      "properties": {\n        "${group}": {\n          "type": "object",\n          "properties": {\n${entries}\n          }\n        }\n      }\n    }\n  }\n}\n`;

/** One entry line; members after the name. */
const entry = (name: string, members: string) => `            ${name}: { ${members} }`;
const FULL = '"type": "string", "description": "Shown somewhere."';
const KINDS = 'text, richText, flag, color, radius, fontStack, locale, agreement';

table(
  'catalogue/entry',
  [
    catalogue(
      [
        entry('"title"', `${FULL}, "x-kind": "text", "default": "Sign in"`),
        entry('"hideFaq"', `${FULL}, "x-kind": "flag", "default": "false"`),
        entry('"brand"', `${FULL}, "x-kind": "color", "default": "#0b5cad"`),
        entry('"locale"', `${FULL}, "x-kind": "locale", "default": "en-US"`),
        entry('"terms"', `${FULL}, "x-kind": "agreement", "default": ""`),
        entry('"privacy"', `${FULL}, "x-kind": "agreement", "default": "/p.html|1/1/2025|Privacy|login"`),
      ].join(',\n'),
    ),
    catalogue(entry('"no-default"', '"type": "string"'), 'log-in', 'other.schema.json'),
  ],
  [
    [
      'no default',
      catalogue(entry('«"title"', `${FULL}, "x-kind": "text"`)),
      'Catalogue entry "login.title" has no default; every key needs a string default',
    ],
    [
      'a default that is not a string',
      catalogue(entry('"hideFaq"', `${FULL}, "x-kind": "flag", "default": «false`)),
      'The default of catalogue entry "login.hideFaq" must be a string, not false',
    ],
    [
      'a flag default that is not boolean-ish',
      catalogue(entry('"hideFaq"', `${FULL}, "x-kind": "flag", "default": «"maybe"`)),
      'The default of catalogue entry "login.hideFaq" (flag) must be true or false (or yes/no, on/off, 1/0, empty), not "maybe"',
    ],
    [
      'a colour default that is no colour',
      catalogue(entry('"brand"', `${FULL}, "x-kind": "color", "default": «"0b5cad"`), 'theme'),
      'The default of catalogue entry "theme.brand" (color) must be a CSS colour (#rgb, #rrggbb, rgb(), hsl() or a colour name), not "0b5cad"',
    ],
    [
      'an agreement default that does not parse',
      catalogue(entry('"terms"', `${FULL}, "x-kind": "agreement", "default": «"/t.html|Terms|login"`)),
      'The default of catalogue entry "login.terms" (agreement) must be empty or an agreement of the form url|date|name|types, not "/t.html|Terms|login"',
    ],
    [
      'no description',
      catalogue(entry('«"title"', '"type": "string", "x-kind": "text", "default": ""')),
      'Catalogue entry "login.title" has no description; say where the text appears',
    ],
    [
      'an empty description',
      catalogue(entry('"title"', '"type": "string", "x-kind": "text", "default": "", "description": «" "')),
      'The description of catalogue entry "login.title" must be a non-empty string',
    ],
    [
      'no x-kind',
      catalogue(entry('«"title"', `${FULL}, "default": ""`)),
      `Catalogue entry "login.title" has no x-kind; one of ${KINDS}`,
    ],
    [
      'an unknown x-kind',
      catalogue(entry('"title"', `${FULL}, "x-kind": «"html", "default": ""`)),
      `The x-kind of catalogue entry "login.title" must be one of ${KINDS}, not "html"`,
    ],
    [
      'a key name that is no group.key part',
      catalogue(entry('«"2fa"', `${FULL}, "x-kind": "text", "default": ""`)),
      'Settings key name "2fa" of group "login" must be a letter followed by letters and digits (group.key)',
    ],
    [
      'a group name that is no group.key part',
      catalogue(entry('"title"', `${FULL}, "x-kind": "text", "default": ""`), 'log-in').replace(
        '"log-in"',
        '«"log-in"',
      ),
      'Settings group name "log-in" must be a letter followed by letters and digits (group.key)',
    ],
  ],
);

describe("the project's schemas", () => {
  const files = [...jsonFiles(SCHEMAS_DIR), ...jsonFiles(join(SCHEMAS_DIR, 'api'))];

  it.each(files.map((file) => [projectPath(file), file]))(
    '%s passes schema/compile and catalogue/entry',
    (name, file) => {
      const text = readFileSync(file, 'utf8');
      expect(
        lintText(text, { kind: 'schema', path: name, only: ['schema/compile', 'catalogue/entry'] }),
      ).toEqual([]);
    },
  );
});
