/**
 * form/field-messages, table-driven: every constraint a field has (schema required and
 * keywords, constraints.*, a check that fails as invalid) needs a settings key in its
 * messages, else the user would read a generic text. Each invalid fixture reports at the «.
 */
import { describe, expect, it } from 'vitest';
import { findingsOf, screenWith, unmark } from './harness';

const RULE = 'form/field-messages';

/** A form with one field "name": its schema property, the field's entries, and the schema's required list. */
function form(property: string, field: string, required = '') {
  return screenWith(
    `    { "type": "form", "id": "f", "action": "signIn", "submit": "login.submit",\n` +
      `      "schema": { "type": "object",${required} "properties": { "name": { "type": "string"${property} } } },\n` +
      `      "fields": { "name": { "label": "login.usernameLabel"${field} } } }`,
  );
}

const message = (constraint: string, keyword: string) =>
  `Field "name" has ${constraint} but no message for it: add messages.${keyword} (a settings key), or the user reads a generic text`;

describe(RULE, () => {
  it.each([
    ['no constraint at all', form('', '')],
    [
      'schema required with its message',
      form('', `, "messages": { "required": "login.usernameRequired" }`, ` "required": ["name"],`),
    ],
    [
      'schema maxLength with its message',
      form(`, "maxLength": 12`, `, "messages": { "maxLength": "form.maxLength" }`),
    ],
    [
      'a pattern and a length, each with its message',
      form(
        `, "pattern": "^[0-9]+$", "minLength": 4`,
        `, "messages": { "pattern": "form.pattern", "minLength": "form.minLength" }`,
      ),
    ],
    [
      'constraints with messages',
      form(
        '',
        `, "constraints": { "required": true, "maxLength": { "option": ["UserNameMinimumLength", 8] }, "sameAs": "name" }, "messages": { "required": "form.required", "maxLength": "form.maxLength", "sameAs": "form.sameAs" }`,
      ),
    ],
    ['required false is no constraint', form('', `, "constraints": { "required": false }`)],
    ['a check naming its own messages', form('', `, "constraints": { "check": "password" }`)],
    [
      'the agreement check names the missing message too',
      form('', `, "constraints": { "required": true, "check": "agreement" }`),
    ],
    [
      'a check failing as invalid, with messages.invalid',
      form(
        '',
        `, "constraints": { "check": "birthDate" }, "messages": { "invalid": "register.dateOfBirthInvalid" }`,
      ),
    ],
    [
      'a check chosen by logic among self-naming ones',
      form('', `, "constraints": { "check": { "if": [{ "rule": "usesPasswordRuleList" }, "logon", ""] } }`),
    ],
  ])('valid: %s', (_name, fixture) => {
    expect(findingsOf(fixture, RULE)).toEqual([]);
  });

  it.each([
    [
      'schema required',
      form('', '', ` "required": ["name"],`).replace('"name": { "label"', '«"name": { "label"'),
      message('schema required', 'required'),
    ],
    ['schema maxLength', form(`, «"maxLength": 12`, ''), message('schema maxLength', 'maxLength')],
    ['schema pattern', form(`, «"pattern": "^[0-9]*$"`, ''), message('schema pattern', 'pattern')],
    ['schema format', form(`, «"format": "email"`, ''), message('schema format', 'format')],
    ['schema enum', form(`, «"enum": ["a", "b"]`, ''), message('schema enum', 'enum')],
    ['schema minimum', form(`, «"minimum": 1`, ''), message('schema minimum', 'minimum')],
    [
      'constraints.required',
      form('', `, "constraints": { "required": «true }`),
      message('constraints.required', 'required'),
    ],
    [
      'constraints.required by a condition',
      form('', `, "constraints": { "required": «{ "option": ["AccountNumberRequired", true] } }`),
      message('constraints.required', 'required'),
    ],
    [
      'constraints.maxLength',
      form('', `, "constraints": { "maxLength": «128 }`),
      message('constraints.maxLength', 'maxLength'),
    ],
    [
      'constraints.pattern',
      form('', `, "constraints": { "pattern": «"^a" }`),
      message('constraints.pattern', 'pattern'),
    ],
    [
      'constraints.sameAs',
      form('', `, "constraints": { "sameAs": «"name" }`),
      message('constraints.sameAs', 'sameAs'),
    ],
    [
      'a check failing as invalid',
      form('', `, "constraints": { "check": «"birthDate" }`),
      message('constraints.check', 'invalid'),
    ],
    [
      'a check chosen by logic that may fail as invalid',
      form(
        '',
        `, "constraints": { "check": «{ "if": [{ "option": ["AccountNumberRequired", true] }, "accountNumber", ""] } }`,
      ),
      message('constraints.check', 'invalid'),
    ],
    [
      'a message of another keyword does not count',
      form(`, «"maxLength": 12`, `, "messages": { "required": "form.required" }`),
      message('schema maxLength', 'maxLength'),
    ],
  ])('reports %s', (_name, fixture, expected) => {
    const { line, column } = unmark(fixture);
    expect(findingsOf(fixture, RULE)).toEqual([[RULE, expected, line, column]]);
  });

  it('reports each constraint without a message once, in file order, keeping those with one quiet', () => {
    const fixture = form(
      `, "maxLength": 12, "pattern": "^a"`,
      `, "constraints": { "required": true }, "messages": { "pattern": "form.pattern" }`,
    );
    expect(findingsOf(fixture, RULE).map(([, text]) => text)).toEqual([
      message('schema maxLength', 'maxLength'),
      message('constraints.required', 'required'),
    ]);
  });
});
