/**
 * CHECKS_NAMING_MESSAGES (what portal-lint's form/field-messages trusts) says what the
 * checks do: a check listed there names a message key for each failure (and, for
 * failuresAndMissing, for a missing value); every other check fails as invalid, which the
 * field's messages.invalid words.
 */
import { describe, expect, it } from 'vitest';
import { checkConstraints } from '../../../../src/engine/compile/constraints';
import { FIELD_CHECKS } from '../../../../src/screens/checks/fieldChecks';
import { CHECKS_NAMING_MESSAGES } from '../../../../src/screens/checks/ownMessages';

const NOW = new Date(2026, 10, 22, 12).toISOString();
const LOGON_RULES = { MinimumLength: 8, PasswordValidationRules: [] };

/** Per check: a value it turns down, with the options it reads. */
const TURNED_DOWN: Record<keyof typeof FIELD_CHECKS, [unknown, Record<string, unknown>]> = {
  password: ['harborxyz', {}],
  logon: ['abc', { rules: LOGON_RULES }],
  birthDate: ['13/01/2000', { now: NOW }],
  accountNumber: ['0112', { officeLength: 2, accountLength: 6, checkDigitLength: 1 }],
  agreement: ['no', { agreement: { name: 'Terms', url: '/t.html', hostNum: 11337 } }],
  zipCode: ['8410', {}],
};

const run = (check: string, value: unknown, options: Record<string, unknown>, required = false) =>
  checkConstraints(value, { check, required }, {}, { checks: FIELD_CHECKS, options });

describe('CHECKS_NAMING_MESSAGES', () => {
  it.each(Object.entries(TURNED_DOWN))('%s: as listed', (check, [value, options]) => {
    const failure = run(check, value, options);
    const kind = CHECKS_NAMING_MESSAGES[check];
    if (kind === undefined) expect(failure).toEqual({ keyword: 'invalid' });
    else expect(failure?.message).toMatch(/^[a-z]+\.[A-Za-z]+$/);
    const missing = run(check, check === 'agreement' ? false : '', options, true);
    if (kind === 'failuresAndMissing') expect(missing?.message).toMatch(/^[a-z]+\.[A-Za-z]+$/);
    else expect(missing).toEqual({ keyword: 'required' });
  });

  it('names only registered checks', () => {
    for (const check of Object.keys(CHECKS_NAMING_MESSAGES)) expect(FIELD_CHECKS).toHaveProperty(check);
  });
});
