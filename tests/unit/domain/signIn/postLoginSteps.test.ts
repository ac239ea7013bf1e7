import { describe, expect, it } from 'vitest';
import { EVERY_POST_LOGIN_STEP, POST_LOGIN_STEPS, publicLogin } from '../../../../src/domain/signIn';

describe('the post-login queue shared by the portal and the server', () => {
  it('has the spec 01 §4 steps in their order, each under its named rule', () => {
    expect(POST_LOGIN_STEPS.map((step) => [step.id, step.includedWhen.rule])).toEqual([
      ['securityCode', 'needsSecurityCode'],
      ['ssnValidation', 'needsSsnValidation'],
      ['passwordChange', 'needsPasswordChange'],
      ['secretQuestion', 'needsSecretQuestion'],
      ['agreements', 'needsAgreements'],
    ]);
    expect(EVERY_POST_LOGIN_STEP).toEqual(POST_LOGIN_STEPS.map((step) => step.id));
  });

  it.each([
    [
      'every token removed',
      {
        UserToken: 'u',
        ChangePasswordToken: 'c',
        TrustedDeviceToken: 't',
        BiometricsToken: 'b',
        IsLoggedIn: true,
      },
      { IsLoggedIn: true },
    ],
    [
      'an answer without tokens unchanged',
      { Restricted: false, Message: '' },
      { Restricted: false, Message: '' },
    ],
  ])('publicLogin: %s', (_case, login, visible) => {
    expect(publicLogin(login)).toEqual(visible);
  });
});
