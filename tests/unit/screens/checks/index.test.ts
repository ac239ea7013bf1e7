/**
 * The field checks as definitions reach them (constraints.check through checkConstraints):
 * the names registered, an empty value left to required (or the check's own message for a
 * missing value, as the agreement's), and a check's message and placeholders.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECK_NAMES } from '../../../../src/app/names';
import { catalogue } from '../../../../src/app/catalogue';
import { loadDeferred } from '../../../../src/app/deferred';
import { createSettings } from '../../../../src/engine';
import { checkConstraints, type ResolvedConstraints } from '../../../../src/engine/compile/constraints';
import { FIELD_CHECKS } from '../../../../src/screens/checks/fieldChecks';

// The settings groups and field checks these read load with every screen but the login (src/app/deferred.ts).
beforeAll(() => loadDeferred());

const settings = createSettings({}, catalogue, () => {});
const run = (value: unknown, constraints: ResolvedConstraints, options: Record<string, unknown> = {}) =>
  checkConstraints(value, constraints, {}, { checks: FIELD_CHECKS, options });

const NOW = new Date(2026, 10, 22, 12).toISOString();
const AGREEMENT = { agreement: { name: 'Online Banking Agreement', url: '/oba.html', hostNum: 11337 } };
const LAYOUT = { officeLength: 2, accountLength: 6, checkDigitLength: 1 };

describe('FIELD_CHECKS', () => {
  it('registers every check name definitions may use', () => {
    expect(Object.keys(FIELD_CHECKS).sort()).toEqual([...CHECK_NAMES].sort());
  });
});

describe('an empty value is left to required', () => {
  it.each<[string, string, unknown, Record<string, unknown>]>([
    ['birthDate', 'birthDate', '', { now: NOW }],
    ['accountNumber', 'accountNumber', '', LAYOUT],
    ['password', 'password', '', { ruleList: false }],
    ['logon', 'logon', '', { rules: { MinimumLength: 8, PasswordValidationRules: [] } }],
  ])('%s: not required, nothing; required, the required message', (_name, check, value, options) => {
    expect(run(value, { check }, options)).toBeUndefined();
    expect(run(value, { check, required: true }, options)).toEqual({ keyword: 'required' });
  });

  it('agreement: not required, nothing; required and unticked, its own message with {agreement}', () => {
    expect(run(false, { check: 'agreement' }, AGREEMENT)).toBeUndefined();
    const failure = run(false, { check: 'agreement', required: true }, AGREEMENT);
    expect(failure).toEqual({
      keyword: 'mustAgree',
      message: 'register.mustAgree',
      params: { agreement: 'Online Banking Agreement' },
    });
    expect(settings.text(failure!.message!, failure!.params)).toBe(
      'You must agree to the Online Banking Agreement',
    );
  });
});

describe('a value the check turns down', () => {
  it.each<[string, unknown, ResolvedConstraints, Record<string, unknown>, string]>([
    ['birthDate', '13/01/2000', { check: 'birthDate', required: true }, { now: NOW }, 'invalid'],
    ['accountNumber', '0112', { check: 'accountNumber', required: true }, LAYOUT, 'invalid'],
    ['password (legacy)', 'harborxyz', { check: 'password' }, {}, 'needsLettersAndNumbers'],
  ])('%s: %j', (_name, value, constraints, options, keyword) => {
    expect(run(value, constraints, options)?.keyword).toBe(keyword);
  });

  it('the field constraints come before the check', () => {
    expect(run('harb', { check: 'password', minLength: 8 }, {})).toEqual({ keyword: 'minLength', limit: 8 });
  });

  it("a check's message names its placeholders", () => {
    const rules = { MinimumLength: 10, PasswordValidationRules: [] };
    const failure = run('Harbor42', { check: 'password' }, { ruleList: true, rules })!;
    expect(settings.text(failure.message!, { limit: failure.limit! })).toBe(
      'Password must be at least 10 characters',
    );
  });

  it('an unknown check name fails as invalid', () => {
    expect(run('x', { check: 'noSuchCheck' })).toEqual({ keyword: 'invalid' });
  });
});
