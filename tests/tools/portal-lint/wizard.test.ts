/**
 * The lint rules see inside wizards: step titles and the tab list's label are settings
 * keys, beforeStep names an action, forms in steps are forms, and includedWhen is a
 * condition. A valid wizard produces nothing; each invalid fixture produces its rule's
 * message at the « mark.
 */
import { describe, expect, it } from 'vitest';
import { ACTION_NAMES } from '../../../src/app/names.ts';
import { findingsOf, lintText, screenWith, unmark } from './harness';

interface WizardParts {
  /** Extra properties of the wizard block, each ending with a comma. */
  wizard?: string;
  /** The first step's title (JSON). */
  title?: string;
  /** Extra properties of the first step, each ending with a comma. */
  first?: string;
  /** The second step's includedWhen (JSON). */
  includedWhen?: string;
  /** The form of the second step's schema.required (JSON). */
  required?: string;
  /** The form's action (JSON). */
  action?: string;
}

/** A screen with a wizard of two steps: text first, a form (name) second, included by a condition. */
function wizard({
  wizard = '',
  title = '"postLogin.ssnHeading"',
  first = '',
  includedWhen = '{ "!": { "var": "data.verified" } }',
  required = '["name"]',
  action = '"validateCode"',
}: WizardParts = {}): string {
  return screenWith(
    [
      `    { "type": "wizard", "id": "w", "label": "login.title", ${wizard}`,
      `      "steps": [`,
      `        { "id": "first", "title": ${title}, ${first}`,
      `          "blocks": [{ "type": "text", "text": "login.faq" }] },`,
      `        { "id": "second", "title": "postLogin.changePasswordHeading",`,
      `          "includedWhen": ${includedWhen},`,
      `          "blocks": [`,
      `            { "type": "form", "id": "f", "action": ${action}, "submit": "postLogin.continue",`,
      `              "schema": { "type": "object", "required": ${required}, "properties": { "name": { "type": "string" }, "code": { "type": "string" } } },`,
      `              "fields": { "name": { "label": "login.usernameLabel", "messages": { "required": "login.usernameRequired" } } } }`,
      `          ] }`,
      `      ] }`,
    ].join('\n'),
  );
}

type Case = [name: string, ruleId: string, fixture: string, message: string];

const declared = (key: string) => `Settings key "${key}" is not declared in schemas/settings.schema.json`;
const actions = ACTION_NAMES.join(', ');

describe('lint rules in wizards', () => {
  it('report nothing for a valid wizard with a beforeStep action and a tab-less step', () => {
    const fixture = wizard({
      wizard: '"beforeStep": "verifySsn", "hiddenWhen": { "var": "data.done" },',
      first: '"tab": false,',
    });
    expect(lintText(fixture)).toEqual([]);
  });

  it.each<Case>([
    [
      'a step title that is not declared',
      'settings/unknown-key',
      wizard({ title: '«"postLogin.reviewYourApplicationDetails"' }),
      declared('postLogin.reviewYourApplicationDetails'),
    ],
    [
      'a step title with a typo',
      'settings/unknown-key',
      wizard({ title: '«"postLogin.ssnHeadng"' }),
      `${declared('postLogin.ssnHeadng')}; did you mean "postLogin.ssnHeading"?`,
    ],
    [
      'a step title that is not of the form group.key',
      'settings/key-format',
      wizard({ title: '«"stepOne"' }),
      'Settings key "stepOne" is not of the form group.key',
    ],
    [
      'a tab list label that is not declared',
      'settings/unknown-key',
      wizard().replace('"label": "login.title"', '"label": «"login.wizardSteps"'),
      declared('login.wizardSteps'),
    ],
    [
      'an unknown beforeStep action',
      'definition/unknown-action',
      wizard({ wizard: '"beforeStep": «"checkMaintenance",' }),
      `Unknown action "checkMaintenance"; registered actions: ${actions}`,
    ],
    [
      'a beforeStep action with a typo',
      'definition/unknown-action',
      wizard({ wizard: '"beforeStep": «"verifySSN",' }),
      `Unknown action "verifySSN"; did you mean "verifySsn"?; registered actions: ${actions}`,
    ],
    [
      "an unknown action of a step's form",
      'definition/unknown-action',
      wizard({ action: '«"submitCode"' }),
      `Unknown action "submitCode"; registered actions: ${actions}`,
    ],
    [
      "a required property without a field in a step's form",
      'form/fields',
      wizard({ required: '["name", «"code"]' }),
      'Required property "code" has no entry in fields, so it can never be filled in',
    ],
    [
      'an unknown operator in includedWhen',
      'logic/unknown-operator',
      wizard({ includedWhen: '{ «"vars": "data.verified" }' }),
      'Unknown json-logic operator "vars"; did you mean "var"?',
    ],
    [
      'an unknown operator nested in includedWhen',
      'logic/unknown-operator',
      wizard({ includedWhen: '{ "and": [true, { «"flg": "login.hideRegister" }] }' }),
      'Unknown json-logic operator "flg"; did you mean "flag"?',
    ],
    [
      'an includedWhen that is not one operation',
      'logic/unknown-operator',
      wizard({ includedWhen: '«{ "var": "data.a", "if": [] }' }),
      'Expected an object with exactly one operator, found 2 keys ("var", "if"): json-logic would return it as data',
    ],
    [
      'an undeclared flag in includedWhen',
      'settings/unknown-key',
      wizard({ includedWhen: '{ "flag": «"login.hideRegistr" }' }),
      `${declared('login.hideRegistr')}; did you mean "login.hideRegister"?`,
    ],
    [
      'a step without a title',
      'schema/mismatch',
      wizard().replace('{ "id": "first", "title": "postLogin.ssnHeading", ', '«{ "id": "first", '),
      'Missing required property "title" (schemas/screen.schema.json)',
    ],
  ])('%s is reported by %s', (_name, ruleId, fixture, message) => {
    const { line, column } = unmark(fixture);
    expect(findingsOf(fixture, ruleId)).toEqual([[ruleId, message, line, column]]);
  });
});
