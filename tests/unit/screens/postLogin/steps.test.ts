/**
 * The post-login queue (src/screens/postLogin/steps.ts) over the real rules of
 * rules/post-login.json: which steps are included for a sign-in, and in which order
 * (spec 01 §4 "Post-login step order").
 */
import { describe, expect, it } from 'vitest';
import { createOptions, createRuleBook, type LogicEnv } from '../../../../src/engine';
import { optionSpecs } from '../../../../src/generated/options';
import { nextStep, STEPS, withData, type Step } from '../../../../src/screens/postLogin/steps';
import postLoginRules from '../../../../rules/post-login.json';
import { logicEnv } from '../../engine/logicEnv';

const rules = createRuleBook([{ file: 'rules/post-login.json', content: postLoginRules }]);

/** A login answer that needs no step at all: signed in, verified, with a question. */
const SIGNED_IN = {
  UserName: 'demo.borrower',
  IsLoggedIn: true,
  IsTrustedDevice: true,
  EmailIsVerified: true,
  MustChangePassword: false,
  HasPasswordQuestion: true,
  CompanyNumber: 0,
  CustomerID: 'C-100',
};

const AGREEMENT = {
  url: '/agreements/online-banking.html',
  date: '1/15/2025',
  isoDate: '2025-01-15',
  name: 'Online Banking Agreement',
  whenToAgree: [0],
  hostNum: 11337,
};

interface Case {
  login?: Record<string, unknown>;
  passwordSupplied?: boolean;
  neededAgreements?: unknown[];
  options?: Record<string, unknown>;
}

function envOf({ login = {}, passwordSupplied = true, neededAgreements = [], options = {} }: Case): LogicEnv {
  return logicEnv({
    options: createOptions(options, optionSpecs),
    rules,
    context: { data: { login: { ...SIGNED_IN, ...login }, passwordSupplied, neededAgreements } },
  });
}

/** Every step the queue runs, in order, as the flow walks it. */
function queue(env: LogicEnv): Step[] {
  const steps: Step[] = [];
  for (let step = nextStep(undefined, env); step; step = nextStep(step, env)) steps.push(step);
  return steps;
}

describe('post-login steps (rules/post-login.json)', () => {
  it('names a rule of rules/post-login.json for each step, in the order of the spec', () => {
    expect(STEPS.map((entry) => entry.id)).toEqual([
      'securityCode',
      'ssnValidation',
      'passwordChange',
      'secretQuestion',
      'agreements',
    ]);
    const named = STEPS.map((entry) => entry.includedWhen.rule);
    for (const rule of named) expect(rules.has(rule), rule).toBe(true);
    expect([...rules.keys()].sort()).toEqual([...named].sort());
  });

  it('has no step for a signed-in, verified user with a question and nothing to agree to', () => {
    expect(nextStep(undefined, envOf({}))).toBeUndefined();
  });

  describe.each<[string, Step, Case, Case]>([
    [
      'needsSecurityCode: the answer has no session yet',
      'securityCode',
      { login: { IsLoggedIn: false } },
      { login: { IsLoggedIn: true } },
    ],
    [
      'needsSsnValidation: SsnValidation on, e-mail not verified, password supplied',
      'ssnValidation',
      { options: { SsnValidation: true }, login: { EmailIsVerified: false } },
      { options: { SsnValidation: false }, login: { EmailIsVerified: false } },
    ],
    [
      'needsSsnValidation: not when the e-mail is verified',
      'ssnValidation',
      { options: { SsnValidation: true }, login: { EmailIsVerified: false } },
      { options: { SsnValidation: true }, login: { EmailIsVerified: true } },
    ],
    [
      'needsSsnValidation: not without a password (a token sign-in)',
      'ssnValidation',
      { options: { SsnValidation: true }, login: { EmailIsVerified: false }, passwordSupplied: true },
      { options: { SsnValidation: true }, login: { EmailIsVerified: false }, passwordSupplied: false },
    ],
    [
      'needsPasswordChange: MustChangePassword',
      'passwordChange',
      { login: { MustChangePassword: true } },
      { login: { MustChangePassword: false } },
    ],
    [
      'needsSecretQuestion: no question, and recovery needs one',
      'secretQuestion',
      { login: { HasPasswordQuestion: false } },
      { login: { HasPasswordQuestion: true } },
    ],
    [
      'needsSecretQuestion: not when recovery works without a question',
      'secretQuestion',
      { login: { HasPasswordQuestion: false } },
      { login: { HasPasswordQuestion: false }, options: { RecoveryWithoutQuestion: true } },
    ],
    [
      'needsAgreements: at least one agreement is needed',
      'agreements',
      { neededAgreements: [AGREEMENT] },
      { neededAgreements: [] },
    ],
  ])('%s', (_name, step, included, excluded) => {
    it(`includes ${step} when the rule holds`, () => {
      expect(queue(envOf(included))).toEqual([step]);
    });
    it(`leaves ${step} out when it does not`, () => {
      expect(queue(envOf(excluded))).toEqual([]);
    });
  });

  it('treats a missing flag as not set: no EmailIsVerified, MustChangePassword or HasPasswordQuestion', () => {
    const env = logicEnv({
      options: createOptions({ SsnValidation: true }, optionSpecs),
      rules,
      context: {
        data: { login: { UserName: 'u', IsLoggedIn: true }, passwordSupplied: true },
      },
    });
    expect(queue(env)).toEqual(['ssnValidation', 'secretQuestion']);
  });

  it('runs every step in the spec order when every rule holds', () => {
    const env = envOf({
      login: {
        IsLoggedIn: false,
        EmailIsVerified: false,
        MustChangePassword: true,
        HasPasswordQuestion: false,
      },
      options: { SsnValidation: true },
      neededAgreements: [AGREEMENT],
    });
    expect(queue(env)).toEqual([
      'securityCode',
      'ssnValidation',
      'passwordChange',
      'secretQuestion',
      'agreements',
    ]);
  });

  it.each<[Step | undefined, Step | undefined]>([
    [undefined, 'securityCode'],
    ['securityCode', 'ssnValidation'],
    ['ssnValidation', 'passwordChange'],
    ['passwordChange', 'secretQuestion'],
    ['secretQuestion', 'agreements'],
    ['agreements', undefined],
  ])('after %s comes %s when every rule holds', (after, next) => {
    const env = envOf({
      login: {
        IsLoggedIn: false,
        EmailIsVerified: false,
        MustChangePassword: true,
        HasPasswordQuestion: false,
      },
      options: { SsnValidation: true },
      neededAgreements: [AGREEMENT],
    });
    expect(nextStep(after, env)).toBe(next);
  });

  it('skips the steps whose rule does not hold, and never goes back to an earlier one', () => {
    const env = envOf({
      login: { IsLoggedIn: false, MustChangePassword: false, HasPasswordQuestion: false },
      neededAgreements: [AGREEMENT],
    });
    expect(queue(env)).toEqual(['securityCode', 'secretQuestion', 'agreements']);
    // The security code rule still holds, but the queue is past it.
    expect(nextStep('passwordChange', env)).toBe('secretQuestion');
    expect(nextStep('secretQuestion', env)).toBe('agreements');
  });

  it('reads the data a step adds (withData): a validated code signs the user in', () => {
    const before = envOf({ login: { IsLoggedIn: false, MustChangePassword: true } });
    expect(nextStep(undefined, before)).toBe('securityCode');
    const after = withData(before, { login: { ...SIGNED_IN, IsLoggedIn: true, MustChangePassword: false } });
    expect(nextStep(undefined, after)).toBeUndefined();
    expect(after.context.data.passwordSupplied).toBe(true);
    // withData does not change the environment it was given.
    expect(nextStep(undefined, before)).toBe('securityCode');
  });
});
