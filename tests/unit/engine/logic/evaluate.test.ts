import jsonLogic from 'json-logic-js';
import { describe, expect, it } from 'vitest';
import { SettingsError } from '../../../../src/engine/errors';
import { evaluate, holds, isEnabled, isTruthy, isVisible, type Logic } from '../../../../src/engine/logic';
import { createOptions } from '../../../../src/engine/options';
import { createSettings } from '../../../../src/engine/settings';
import { logicEnv, testCatalogue } from '../logicEnv';

const env = logicEnv();

describe('evaluate: json-logic and the context', () => {
  it.each<[string, Logic, unknown]>([
    ['a literal', 'x', 'x'],
    ['a comparison', { '>': [3, 2] }, true],
    ['a var of the context', { var: 'route.path' }, ''],
    ['a var of the session', { var: 'session.loggedIn' }, false],
    ['a missing var with default', { var: ['query.error', 'none'] }, 'none'],
    ['an object with two keys (data, not logic)', { a: 1, b: 2 }, { a: 1, b: 2 }],
  ])('%s', (_label, logic, expected) => {
    expect(evaluate(logic, env)).toEqual(expected);
  });

  it('reads form values', () => {
    const current = logicEnv({ context: { form: { username: 'ann' } } });
    expect(evaluate({ '==': [{ var: 'form.username' }, 'ann'] }, current)).toBe(true);
  });

  it.each<[string, Logic, string]>([
    ['an unknown operator', { nope: [1] }, 'Unrecognized operation nope'],
    ['log, which is removed', { log: 'secret' }, 'Unrecognized operation log'],
  ])('throws on %s', (_label, logic, message) => {
    expect(() => evaluate(logic, env)).toThrow(message);
  });
});

describe('evaluate: custom operations', () => {
  const settings = createSettings(
    { shared: { login: { hideRegister: 'yes', title: 'Acme - Login' } } },
    testCatalogue,
    () => {},
  );
  const options = createOptions(
    { UserNameMinimumLength: 10, Zero: 0 },
    { PasswordMinimumLength: { type: 'integer', default: 6 } },
  );
  const custom = logicEnv({ settings, options });

  it.each<[string, Logic, unknown]>([
    ['flag from the institution', { flag: 'login.hideRegister' }, true],
    ['flag from the default', { flag: 'login.hideFaq' }, true],
    ['setting from the institution', { setting: 'login.title' }, 'Acme - Login'],
    ['setting from the default', { setting: 'greeting.hello' }, 'Hello {name}'],
    ['option given', { option: ['UserNameMinimumLength', 8] }, 10],
    ['option given as 0', { option: ['Zero', 8] }, 0],
    ['option default of its spec', { option: ['PasswordMinimumLength', 12] }, 6],
    ['option fallback', { option: ['Missing', 8] }, 8],
    ['option without fallback', { option: 'Missing' }, null],
    ['option named like an Object member', { option: ['constructor', 8] }, 8],
    ['addDays', { addDays: ['2026-11-22', 10] }, '2026-12-02'],
    ['addDays backwards', { addDays: ['2026-03-01', -1] }, '2026-02-28'],
    ['addDays of a bad date', { addDays: ['2026-02-30', 1] }, null],
    ['addDays of a fraction', { addDays: ['2026-11-22', 0.5] }, null],
    ['daysBetween', { daysBetween: ['2026-11-22', '2026-12-25'] }, 33],
    ['daysBetween negative', { daysBetween: ['2026-12-25', '2026-11-22'] }, -33],
    ['daysBetween of a bad date', { daysBetween: ['x', '2026-12-25'] }, null],
    [
      'operations combined',
      { '<': [{ option: ['Missing', 2] }, { daysBetween: ['2026-01-01', '2026-01-05'] }] },
      true,
    ],
  ])('%s', (_label, logic, expected) => {
    expect(evaluate(logic, custom)).toEqual(expected);
  });

  it.each<[Logic, string]>([
    [{ flag: 'login.unknown' }, 'login.unknown'],
    [{ setting: 'nodot' }, 'nodot'],
  ])('%j throws a SettingsError naming the key', (logic, key) => {
    expect(() => evaluate(logic, custom)).toThrow(SettingsError);
    expect(() => evaluate(logic, custom)).toThrow(`"${key}"`);
  });

  it.each<[string, string]>([
    ['2026-11-22T23:30:00', '2026-11-22'],
    ['2026-01-01T00:00:00', '2026-01-01'],
    ['2025-12-31T23:59:59', '2025-12-31'],
  ])('today is the local date of now = %s', (now, expected) => {
    expect(evaluate({ today: [] }, logicEnv({ context: { now } }))).toBe(expected);
  });

  it('today of a UTC instant is its local calendar date', () => {
    const now = '2026-11-22T15:00:00.000Z';
    const local = new Date(now);
    const expected = [local.getFullYear(), local.getMonth() + 1, local.getDate()]
      .map((n) => String(n).padStart(2, '0'))
      .join('-');
    expect(evaluate({ today: [] }, logicEnv({ context: { now } }))).toBe(expected);
  });

  it('today of an unreadable now is null', () => {
    expect(evaluate({ today: [] }, logicEnv({ context: { now: 'soon' } }))).toBeNull();
  });

  it('adds days to today', () => {
    expect(
      evaluate({ addDays: [{ today: [] }, 40] }, logicEnv({ context: { now: '2026-11-22T12:00:00' } })),
    ).toBe('2027-01-01');
  });

  it('does not leave the environment behind after an evaluation', () => {
    evaluate({ today: [] }, env);
    expect(() => jsonLogic.apply({ today: [] } as never)).toThrow(
      'json-logic operation "today" used outside an evaluation',
    );
    expect(() => evaluate({ rule: 'missing' }, env)).toThrow();
    expect(() => jsonLogic.apply({ flag: 'login.hideFaq' } as never)).toThrow(
      'json-logic operation "flag" used outside an evaluation',
    );
  });
});

describe('evaluate: rules', () => {
  const rules: [string, Logic][] = [
    ['signedIn', { '==': [{ var: 'session.loggedIn' }, true] }],
    ['canRegister', { and: [{ '!': { rule: 'signedIn' } }, { '!': { flag: 'login.hideRegister' } }] }],
    ['loop', { rule: 'loop' }],
    ['ping', { or: [false, { rule: 'pong' }] }],
    ['pong', { rule: 'ping' }],
    ['broken', { rule: 'nowhere' }],
  ];
  const current = logicEnv({ rules });

  it.each<[string, Logic, unknown]>([
    ['a named rule', { rule: 'signedIn' }, false],
    ['a rule using another rule and a flag', { rule: 'canRegister' }, true],
    ['a rule inside logic', { if: [{ rule: 'signedIn' }, 'in', 'out'] }, 'out'],
  ])('%s', (_label, logic, expected) => {
    expect(evaluate(logic, current)).toBe(expected);
  });

  it('evaluates rules against the current context', () => {
    const session = { ...current.context.session, loggedIn: true };
    expect(evaluate({ rule: 'signedIn' }, { ...current, context: { ...current.context, session } })).toBe(
      true,
    );
  });

  it.each<[string, string]>([
    ['nope', 'unknown rule "nope"'],
    ['broken', 'unknown rule "nowhere"'],
  ])('an unknown rule throws: %s', (name, message) => {
    expect(() => evaluate({ rule: name }, current)).toThrow(message);
  });

  it.each(['loop', 'ping'])(
    'a rule referring to itself (%s) throws instead of overflowing the stack',
    (name) => {
      expect(() => evaluate({ rule: name }, current)).toThrow(/rule "(loop|ping|pong)" refers to itself/);
      expect(evaluate({ rule: 'canRegister' }, current)).toBe(true);
    },
  );
});

describe('holds, isTruthy, isVisible, isEnabled', () => {
  it.each<[Logic | undefined, boolean, boolean]>([
    [undefined, true, true],
    [undefined, false, false],
    [true, false, true],
    [false, true, false],
    [{ var: 'form.agree' }, true, false],
    [{ '!': { flag: 'login.hideFaq' } }, true, false],
  ])('holds(%j, absent %j) is %j', (logic, absent, expected) => {
    expect(holds(logic, env, absent)).toBe(expected);
  });

  it.each<[unknown, boolean]>([
    [[], false],
    [[0], true],
    ['', false],
    ['0', true],
    [0, false],
    [null, false],
    [{}, true],
  ])('isTruthy(%j) is %j', (value, expected) => {
    expect(isTruthy(value)).toBe(expected);
  });

  const form = logicEnv({ context: { form: { kind: 'loan', locked: true } } });
  const isLoan = { '==': [{ var: 'form.kind' }, 'loan'] };
  const isLocked = { var: 'form.locked' };

  it.each<[string, { visibleWhen?: Logic; hiddenWhen?: Logic }, boolean]>([
    ['no condition', {}, true],
    ['visibleWhen holds', { visibleWhen: isLoan }, true],
    ['visibleWhen fails', { visibleWhen: { '!': isLoan } }, false],
    ['hiddenWhen holds', { hiddenWhen: isLocked }, false],
    ['hiddenWhen fails', { hiddenWhen: { '!': isLocked } }, true],
    ['both: hidden wins', { visibleWhen: isLoan, hiddenWhen: isLocked }, false],
  ])('isVisible with %s', (_label, item, expected) => {
    expect(isVisible(item, form)).toBe(expected);
  });

  it.each<[string, { enabledWhen?: Logic; disabledWhen?: Logic }, boolean]>([
    ['no condition', {}, true],
    ['enabledWhen holds', { enabledWhen: isLoan }, true],
    ['enabledWhen fails', { enabledWhen: { '!': isLoan } }, false],
    ['disabledWhen holds', { disabledWhen: isLocked }, false],
    ['both: disabled wins', { enabledWhen: isLoan, disabledWhen: isLocked }, false],
  ])('isEnabled with %s', (_label, item, expected) => {
    expect(isEnabled(item, form)).toBe(expected);
  });
});
