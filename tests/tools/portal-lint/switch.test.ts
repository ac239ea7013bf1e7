/**
 * The lint rules see inside switch blocks: the blocks of every case are blocks (their
 * keys, conditions, links and actions checked with their paths), `on` is json-logic, and
 * the schema says what a switch and its cases must be. A valid switch produces nothing;
 * each invalid fixture produces its rule's message at the « mark.
 */
import { describe, expect, it } from 'vitest';
import { ACTION_NAMES } from '../../../src/app/names.ts';
import { findingsOf, lintText, screenWith, unmark } from './harness';

interface SwitchParts {
  /** The value the switch is on (JSON). */
  on?: string;
  /** The name of the second case (JSON). */
  second?: string;
  /** The text of the first case's heading (JSON). */
  heading?: string;
  /** The first case's link target (JSON). */
  to?: string;
  /** The visibleWhen of the second case's button (JSON). */
  visibleWhen?: string;
  /** The second case's button action (JSON). */
  action?: string;
  /** The blocks of the second case (JSON), replacing its button. */
  secondBlocks?: string;
}

/** A screen with a switch on data.step: a heading and a link before signing in, a button at the code step. */
function switchScreen({
  on = '{ "or": [{ "var": "data.step" }, "credentials"] }',
  second = '"securityCode"',
  heading = '"login.heading"',
  to = '"home/login"',
  visibleWhen = '{ "var": "data.codeResent" }',
  action = '"resendCode"',
  secondBlocks,
}: SwitchParts = {}): string {
  const button = `{ "type": "button", "text": "postLogin.resendCode", "action": ${action}, "visibleWhen": ${visibleWhen} }`;
  return screenWith(
    [
      `    { "type": "switch", "on": ${on},`,
      `      "cases": {`,
      `        "credentials": [`,
      `          { "type": "heading", "text": ${heading} },`,
      `          { "type": "link", "to": ${to}, "text": "login.createAccount" }`,
      `        ],`,
      `        ${second}: ${secondBlocks ?? `[${button}]`}`,
      `      } }`,
    ].join('\n'),
  );
}

type Case = [name: string, ruleId: string, fixture: string, message: string];

const declared = (key: string) => `Settings key "${key}" is not declared in schemas/settings.schema.json`;
const actions = ACTION_NAMES.join(', ');

describe('lint rules in switch blocks', () => {
  it('report nothing for a valid switch', () => {
    expect(lintText(switchScreen())).toEqual([]);
  });

  it.each<Case>([
    [
      'an undeclared key in a case',
      'settings/unknown-key',
      switchScreen({ heading: '«"login.headng"' }),
      `${declared('login.headng')}; did you mean "login.heading"?`,
    ],
    [
      'a key in a case that is not of the form group.key',
      'settings/key-format',
      switchScreen({ heading: '«"Welcome"' }),
      'Settings key "Welcome" is not of the form group.key',
    ],
    [
      'a link in a case to a route no screen defines',
      'links/unknown-route',
      switchScreen({ to: '«"home/registr"' }),
      'No screen defines the route "home/registr" that this link opens; did you mean "home/register"?',
    ],
    [
      'an unknown action in a case',
      'definition/unknown-action',
      switchScreen({ action: '«"resendCod"' }),
      `Unknown action "resendCod"; did you mean "resendCode"?; registered actions: ${actions}`,
    ],
    [
      'an unknown context path in a condition in a case',
      'logic/unknown-var',
      switchScreen({ visibleWhen: '{ "var": «"dat.codeResent" }' }),
      'Unknown context path "dat.codeResent": the context has no property "dat"; did you mean "data"?',
    ],
    [
      'an unknown context path in the value the switch is on',
      'logic/unknown-var',
      switchScreen({
        on: '{ "or": [{ "var": «"data.step" }, { "var": «"sesion.step" }] }'.replace('«"data', '"data'),
      }),
      'Unknown context path "sesion.step": the context has no property "sesion"; did you mean "session"?',
    ],
    [
      'an unknown operator in the value the switch is on',
      'logic/unknown-operator',
      switchScreen({ on: '{ «"vars": "data.step" }' }),
      'Unknown json-logic operator "vars"; did you mean "var"?',
    ],
    [
      'an unknown block type in a case',
      'definition/unknown-block-type',
      switchScreen({ secondBlocks: '[{ "type": «"buton" }]' }),
      expect.stringMatching(/^Unknown block type "buton"; did you mean "button"\?; the renderer knows /),
    ],
    [
      'a case name that is not a camelCase name',
      'schema/mismatch',
      switchScreen({ second: '"security-code"' }).replace('"cases": {', '"cases": «{'),
      'Must match pattern "^[a-z][A-Za-z0-9]*$" (schemas/screen.schema.json)',
    ],
    [
      'a case that is not a list of blocks',
      'schema/mismatch',
      switchScreen({ secondBlocks: '«{ "type": "text", "text": "login.faq" }' }),
      'Must be array (schemas/screen.schema.json)',
    ],
    [
      'a switch without cases',
      'schema/mismatch',
      screenWith('    «{ "type": "switch", "on": { "var": "data.step" } }'),
      'Missing required property "cases" (schemas/screen.schema.json)',
    ],
  ])('%s is reported by %s', (_name, ruleId, fixture, message) => {
    const { line, column } = unmark(fixture);
    expect(findingsOf(fixture, ruleId)).toEqual([[ruleId, message, line, column]]);
  });
});
