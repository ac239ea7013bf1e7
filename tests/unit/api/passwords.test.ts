// @vitest-environment jsdom
/** src/api/passwords.ts: the rule lists, the token calls and the cancellable password checks. */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  checkResetToken,
  logonValidationRules,
  lookupLoginFromToken,
  passwordValidationRules,
  validatePasswordForLoggedInUser,
  validatePasswordForResetPassword,
} from '../../../src/api/passwords';
import { resetPassword } from '../../../src/api/login';
import { server } from '../../support/msw';
import { answerPost, forbidden, problemOf } from './support';

const RULES = {
  MinimumLength: 8,
  PasswordValidationRules: [
    { ValidationRuleType: 0, ValidationRegex: '[A-Z]', RegexMatchMeansError: false },
    { ValidationRuleType: 5, RegexMatchMeansError: true },
  ],
};
const CHECK = {
  PasswordToValidate: 'Harbor#Light42',
  InvalidWhenMatchesSSN: true,
  InvalidWhenMatchEmail: true,
  InvalidWhenPasswordExists: true,
};
const FINDINGS = { PasswordMatchesSSN: false, PasswordMatchesEmail: true, PasswordExists: false };

describe.each([
  [
    'passwordValidationRules',
    passwordValidationRules,
    'CredentialValidationRules/GetPasswordValidationRules',
  ],
  ['logonValidationRules', logonValidationRules, 'CredentialValidationRules/GetLogonValidationRules'],
])('%s', (_name, call, path) => {
  it('posts an empty object and answers the rules', async () => {
    const bodies = answerPost(path, RULES);
    expect(await call()).toEqual(RULES);
    expect(bodies).toEqual([{}]);
  });

  it('turns a rule without its type into a malformed error', async () => {
    answerPost(path, { MinimumLength: 8, PasswordValidationRules: [{ RegexMatchMeansError: true }] });
    expect(await problemOf(call())).toMatchObject({
      kind: 'malformed',
      detail: expect.stringContaining('ValidationRulesResponse'),
    });
  });

  it('fails as forbidden on a 403', async () => {
    answerPost(path, forbidden('NotAuthorized'), 403);
    expect(await problemOf(call())).toEqual({ kind: 'forbidden', reason: 'NotAuthorized' });
  });
});

describe('checkResetToken', () => {
  it('posts the token and answers Expired', async () => {
    const bodies = answerPost('Login/CheckResetToken', { Expired: false });
    expect(await checkResetToken('reset-1')).toEqual({ Expired: false });
    expect(bodies).toEqual([{ Token: 'reset-1' }]);
  });

  it('fails as malformed without Expired, forbidden in maintenance', async () => {
    answerPost('Login/CheckResetToken', { Expired: 'no' });
    expect((await problemOf(checkResetToken('t'))).kind).toBe('malformed');
    answerPost('Login/CheckResetToken', forbidden('maintenanceModeEnabled'), 403);
    expect(await problemOf(checkResetToken('t'))).toEqual({
      kind: 'forbidden',
      reason: 'maintenanceModeEnabled',
    });
  });
});

describe('lookupLoginFromToken', () => {
  it('posts the token as UserToken and answers the logon', async () => {
    const bodies = answerPost('Login/LookupLoginFromToken', { Logon: 'demo.borrower' });
    expect(await lookupLoginFromToken('reset-1')).toBe('demo.borrower');
    expect(bodies).toEqual([{ UserToken: 'reset-1' }]);
  });

  it('fails as forbidden Expired for a dead token, malformed without Logon', async () => {
    answerPost('Login/LookupLoginFromToken', forbidden('Expired'), 403);
    expect(await problemOf(lookupLoginFromToken('t'))).toEqual({ kind: 'forbidden', reason: 'Expired' });
    answerPost('Login/LookupLoginFromToken', { Login: 'x' });
    expect((await problemOf(lookupLoginFromToken('t'))).kind).toBe('malformed');
  });
});

describe('validatePasswordForResetPassword and validatePasswordForLoggedInUser', () => {
  it('post the checks (with the reset token) and answer the findings', async () => {
    const reset = answerPost('Login/ValidatePasswordForResetPassword', FINDINGS);
    const signedIn = answerPost('Login/ValidatePasswordForLoggedInUser', FINDINGS);
    expect(await validatePasswordForResetPassword({ ...CHECK, ResetToken: 'reset-1' })).toEqual(FINDINGS);
    expect(await validatePasswordForLoggedInUser(CHECK)).toEqual(FINDINGS);
    expect(reset).toEqual([{ ...CHECK, ResetToken: 'reset-1' }]);
    expect(signedIn).toEqual([CHECK]);
  });

  it('turn an answer missing a finding into a malformed error', async () => {
    answerPost('Login/ValidatePasswordForLoggedInUser', { PasswordMatchesSSN: false });
    expect(await problemOf(validatePasswordForLoggedInUser(CHECK))).toMatchObject({
      kind: 'malformed',
      detail: expect.stringContaining('ValidatePasswordResponse'),
    });
  });

  it('fail as forbidden Expired for a dead reset token, and unauthorized without a session', async () => {
    answerPost('Login/ValidatePasswordForResetPassword', forbidden('Expired'), 403);
    expect(await problemOf(validatePasswordForResetPassword({ ...CHECK, ResetToken: 'x' }))).toEqual({
      kind: 'forbidden',
      reason: 'Expired',
    });
    answerPost('Login/ValidatePasswordForLoggedInUser', forbidden('Unauthorized'), 401);
    expect(await problemOf(validatePasswordForLoggedInUser(CHECK))).toEqual({ kind: 'unauthorized' });
  });

  it('can be cancelled: an aborted check rejects with the abort, not an ApiError', async () => {
    server.use(
      http.post('/api/Login/ValidatePasswordForLoggedInUser', async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json(FINDINGS);
      }),
    );
    const controller = new AbortController();
    const pending = validatePasswordForLoggedInUser(CHECK, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('resetPassword after a check of the same password', () => {
  it('sends the reset only once the check in flight is answered (the reset uses the token up)', async () => {
    const order: string[] = [];
    let answerCheck = () => {};
    server.use(
      http.post('/api/Login/ValidatePasswordForResetPassword', async () => {
        order.push('check received');
        await new Promise<void>((resolve) => (answerCheck = resolve));
        order.push('check answered');
        return HttpResponse.json(FINDINGS);
      }),
      http.post('/api/Login/ResetPassword', () => {
        order.push('reset received');
        return HttpResponse.json({ HasNoErrors: true, IsLoggedIn: false });
      }),
    );
    const check = validatePasswordForResetPassword({ ...CHECK, ResetToken: 'reset-1' });
    await expect.poll(() => order).toEqual(['check received']);
    const reset = resetPassword({ Enc: 'reset-1', Password: CHECK.PasswordToValidate });
    // While the check is unanswered, the reset does not reach the server (a call sent at once
    // arrives within milliseconds; this waits 300).
    await expect(expect.poll(() => order, { timeout: 300 }).toContain('reset received')).rejects.toThrow();
    answerCheck();
    await expect(check).resolves.toEqual(FINDINGS);
    await expect(reset).resolves.toMatchObject({ HasNoErrors: true });
    expect(order).toEqual(['check received', 'check answered', 'reset received']);
  });

  it('sends the reset at once when no check is in flight, and after an aborted one', async () => {
    const order = answerPost('Login/ResetPassword', { HasNoErrors: true, IsLoggedIn: false });
    await resetPassword({ Enc: 'reset-2', Password: 'x' });
    expect(order).toHaveLength(1);
    const controller = new AbortController();
    const aborted = validatePasswordForResetPassword({ ...CHECK, ResetToken: 'reset-3' }, controller.signal);
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    await resetPassword({ Enc: 'reset-3', Password: 'x' });
    expect(order).toHaveLength(2);
  });

  it('sends no check of a token a successful reset used up, and answers it as expired', async () => {
    const checks = answerPost('Login/ValidatePasswordForResetPassword', FINDINGS);
    answerPost('Login/ResetPassword', { HasNoErrors: true, IsLoggedIn: false });
    await resetPassword({ Enc: 'reset-4', Password: CHECK.PasswordToValidate });
    expect(await problemOf(validatePasswordForResetPassword({ ...CHECK, ResetToken: 'reset-4' }))).toEqual({
      kind: 'forbidden',
      reason: 'Expired',
    });
    expect(checks).toHaveLength(0);
    // Another token is still checked.
    await expect(validatePasswordForResetPassword({ ...CHECK, ResetToken: 'reset-5' })).resolves.toEqual(
      FINDINGS,
    );
    expect(checks).toHaveLength(1);
  });

  it('keeps checking a token whose reset was refused', async () => {
    const checks = answerPost('Login/ValidatePasswordForResetPassword', FINDINGS);
    answerPost('Login/ResetPassword', {
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'PasswordUsedBefore' }],
    });
    await expect(resetPassword({ Enc: 'reset-6', Password: 'x' })).rejects.toThrow();
    await validatePasswordForResetPassword({ ...CHECK, ResetToken: 'reset-6' });
    expect(checks).toHaveLength(1);
  });
});
