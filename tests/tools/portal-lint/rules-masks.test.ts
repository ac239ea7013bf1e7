/**
 * Table-driven tests of the mask rules: valid masked fields produce nothing; each invalid
 * one produces the rule's message at the « mark.
 */
import { describe, expect, it } from 'vitest';
import { findingsOf, screenWith, unmark } from './harness';

type Case = [name: string, fixture: string, message: string];

/** A form with one field "value": its schema property and its field entry (JSON members). */
const form = (property: string, field: string) =>
  screenWith(
    `    { "type": "form", "id": "f", "action": "signIn", "submit": "login.submit",\n      "schema": { "type": "object", "properties": { "value": { "type": "string"${property ? `, ${property}` : ''} } } },\n      "fields": { "value": { "label": "login.usernameLabel", ${field} } } }`,
  );

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

const HOW =
  'use 0 (a digit), a (a letter), * (any character) and the literals 1-9 ( ) . / : + # - and spaces, with at least one 0, a or *';

table(
  'mask/invalid',
  [
    form('', '"widget": "masked", "options": { "mask": "aa-0000" }'),
    form('', '"widget": "phone", "options": { "mask": "000.000.0000" }'),
    form('', '"widget": "masked", "options": { "mask": { "setting": ["login.usernameLabel"] } }'),
    form('', '"widget": "phone"'),
    form('', '"widget": "phone", "options": { "mask": "+1 (000) 000-0000" }'),
    form('', '"widget": "text", "options": { "mask": "not checked: no masked widget" }'),
  ],
  [
    [
      'a character the masks do not know',
      form('', '"widget": "masked", "options": { "mask": «"000_000" }'),
      `Mask "000_000" of field "value" is not a valid mask: ${HOW}`,
    ],
    [
      'digit literals without a slot',
      form('', '"widget": "phone", "options": { "mask": «"999-999" }'),
      `Mask "999-999" of field "value" is not a valid mask: ${HOW}`,
    ],
    [
      'literals only',
      form('', '"widget": "zip", "options": { "mask": «"--" }'),
      `Mask "--" of field "value" is not a valid mask: ${HOW}`,
    ],
    [
      'an empty mask',
      form('', '"widget": "ssn", "options": { "mask": «"" }'),
      `Mask "" of field "value" is not a valid mask: ${HOW}`,
    ],
    [
      'a number',
      form('', '"widget": "accountNumber", "options": { "mask": «12 }'),
      `Mask 12 of field "value" is not a valid mask: ${HOW}`,
    ],
  ],
);

table(
  'mask/schema-mismatch',
  [
    form('"maxLength": 10, "minLength": 10, "pattern": "^\\\\d{10}$"', '"widget": "phone"'),
    form(
      '"pattern": "^\\\\(\\\\d{3}\\\\) \\\\d{3}-\\\\d{4}$"',
      '"widget": "phone", "options": { "unmask": false }',
    ),
    form('"maxLength": 5, "pattern": "^[0-9]{5}$"', '"widget": "zip"'),
    form('"pattern": "^\\\\d{2}/\\\\d{2}/\\\\d{4}$", "maxLength": 10', '"widget": "date"'),
    form('"maxLength": 9', '"widget": "ssn"'),
    form('"maxLength": 4', '"widget": "ssn", "options": { "digits": 4 }'),
    form('"maxLength": 4', '"widget": "ssn", "options": { "digits": { "option": ["SsnDigits", 9] } }'),
    form(
      '"maxLength": 6, "pattern": "^[A-Za-z]{2}\\\\d{4}$"',
      '"widget": "masked", "options": { "mask": "aa-0000" }',
    ),
    form('"maxLength": 2', '"widget": "masked"'),
    form(
      '"maxLength": 9',
      '"widget": "accountNumber", "options": { "officeLength": 2, "accountLength": 6, "checkDigitLength": 1 }',
    ),
    form(
      '"maxLength": 3',
      '"widget": "accountNumber", "options": { "officeLength": { "option": ["LoanOfficeLength", 2] } }',
    ),
    form(
      '"maxLength": 3',
      '"widget": "phone", "options": { "mask": { "setting": ["login.usernameLabel"] } }',
    ),
    form('"pattern": "(("', '"widget": "zip"'),
  ],
  [
    [
      'a phone schema that expects the displayed form',
      form('"pattern": "^\\\\(\\\\d{3}\\\\) \\\\d{3}-\\\\d{4}$"', '"widget": «"phone"'),
      'The mask "(000) 000-0000" of field "value" stores values like "1111111111", which the schema\'s pattern "^\\\\(\\\\d{3}\\\\) \\\\d{3}-\\\\d{4}$" rejects',
    ],
    [
      'a zip mask longer than maxLength',
      form('"maxLength": 4', '"widget": «"zip"'),
      'The mask "00000" of field "value" stores values like "11111" (5 characters), more than the schema\'s maxLength 4',
    ],
    [
      'a displayed phone longer than maxLength',
      form('"maxLength": 10', '"widget": «"phone", "options": { "unmask": false }'),
      'The mask "(000) 000-0000" of field "value" stores values like "(111) 111-1111" (14 characters), more than the schema\'s maxLength 10',
    ],
    [
      'a date, always stored as displayed',
      form('"maxLength": 8', '"widget": «"date"'),
      'The mask "00/00/0000" of field "value" stores values like "11/11/1111" (10 characters), more than the schema\'s maxLength 8',
    ],
    [
      'a date with a digits-only pattern',
      form('"pattern": "^\\\\d{8}$"', '"widget": «"date", "options": { "unmask": true }'),
      'The mask "00/00/0000" of field "value" stores values like "11/11/1111", which the schema\'s pattern "^\\\\d{8}$" rejects',
    ],
    [
      'a mask shorter than minLength',
      form('"minLength": 6', '"widget": "masked", "options": { "mask": «"00000" }'),
      'The mask "00000" of field "value" stores values like "11111" (5 characters), fewer than the schema\'s minLength 6',
    ],
    [
      'letters where the pattern wants digits',
      form('"pattern": "^\\\\d+$"', '"widget": "masked", "options": { "mask": «"aa-0000" }'),
      'The mask "aa-0000" of field "value" stores values like "aa1111", which the schema\'s pattern "^\\\\d+$" rejects',
    ],
    [
      'an ssn with configured digits',
      form('"minLength": 9', '"widget": «"ssn", "options": { "digits": 4 }'),
      'The mask "0000" of field "value" stores values like "1111" (4 characters), fewer than the schema\'s minLength 9',
    ],
    [
      'an account number laid out by options',
      form(
        '"maxLength": 8',
        '"widget": «"accountNumber", "options": { "officeLength": 2, "accountLength": 6, "checkDigitLength": 1 }',
      ),
      'The mask "00-000000-0" of field "value" stores values like "111111111" (9 characters), more than the schema\'s maxLength 8',
    ],
    [
      'an invalid mask falls back to the preset',
      form('"maxLength": 4', '"widget": «"zip", "options": { "mask": "99999" }'),
      'The mask "00000" of field "value" stores values like "11111" (5 characters), more than the schema\'s maxLength 4',
    ],
  ],
);
