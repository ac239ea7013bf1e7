// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { digest } from '../../server/security/tokens.ts';
import { testServer, settingsFile } from './support';

const PASSWORD = 'Borrower#2026';

describe('POST login/userlogin', () => {
  it('asks demo.borrower for a security code sent to the outbox, without a token yet', async () => {
    const { call } = await testServer();
    const { status, json } = await call('POST', 'login/userlogin', {
      body: { username: 'demo.borrower', password: PASSWORD },
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      UserName: 'demo.borrower',
      UserToken: '',
      IsLoggedIn: false,
      IsTrustedDevice: false,
      CompanyNumber: 0,
    });
    const outbox = await call('GET', 'demo/outbox?to=demo.borrower');
    expect(outbox.json[0]).toMatchObject({
      to: 'alex.morgan@example.com',
      subject: 'Your security code',
      link: null,
    });
    expect(outbox.json[0].code).toMatch(/^\d{6}$/);
  });

  it.each([
    ['demo.newpass', { MustChangePassword: true, IsLoggedIn: true }],
    ['demo.noquestion', { HasPasswordQuestion: false, IsLoggedIn: true }],
    ['demo.ssn', { EmailIsVerified: false, IsLoggedIn: true }],
    ['demo.company', { CompanyNumber: 42, IsLoggedIn: true }],
    ['demo.terms', { WebAgreementLogs: [], IsLoggedIn: true }],
  ])('signs %s in directly with the flags of its step', async (username, flags) => {
    const { call } = await testServer();
    const { status, json } = await call('POST', 'login/userlogin', {
      body: { username, password: PASSWORD },
    });
    expect(status).toBe(200);
    expect(json).toMatchObject(flags);
    expect(json.UserToken).toMatch(/^[\w-]{40,}$/);
  });

  it('gives a change-password token to a user who must change the password', async () => {
    const { call } = await testServer();
    const { json } = await call('POST', 'login/userlogin', {
      body: { username: 'demo.newpass', password: PASSWORD },
    });
    expect(json.ChangePasswordToken).toMatch(/^[\w-]{40,}$/);
  });

  it.each([
    ['an unknown user', 'nobody', PASSWORD, 'Invalid'],
    ['a wrong password', 'demo.borrower', 'wrong-password', 'Invalid'],
    ['a restricted user', 'demo.restricted', PASSWORD, 'Restricted'],
  ])('refuses %s with 403 %s', async (_case, username, password, reason) => {
    const { call } = await testServer();
    const { status, json } = await call('POST', 'login/userlogin', { body: { username, password } });
    expect([status, json.Errors[0].ErrorMessage]).toEqual([403, reason]);
  });

  it('locks the user at the fifth wrong password, even for the right one afterwards', async () => {
    const { call } = await testServer();
    const reasons = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      reasons.push(
        (await call('POST', 'login/userlogin', { body: { username: 'demo.company', password: 'nope' } })).json
          .Errors[0].ErrorMessage,
      );
    }
    expect(reasons).toEqual(['Invalid', 'Invalid', 'Invalid', 'Invalid', 'LockedOnBadPassword']);
    const right = await call('POST', 'login/userlogin', {
      body: { username: 'demo.company', password: PASSWORD },
    });
    expect(right.json.Errors[0].ErrorMessage).toBe('LockedOnBadPassword');
  });

  it('forgets wrong passwords after a right one', async () => {
    const { call } = await testServer();
    for (let attempt = 0; attempt < 4; attempt++)
      await call('POST', 'login/userlogin', { body: { username: 'demo.company', password: 'nope' } });
    expect(
      (await call('POST', 'login/userlogin', { body: { username: 'demo.company', password: PASSWORD } }))
        .status,
    ).toBe(200);
    expect(
      (await call('POST', 'login/userlogin', { body: { username: 'demo.company', password: 'nope' } })).json
        .Errors[0].ErrorMessage,
    ).toBe('Invalid');
  });

  it('refuses with MFANoEmail when there is nowhere to send the code', async () => {
    const { call, deps } = await testServer();
    deps.db.run("UPDATE customers SET email = NULL WHERE customer_id = 'C1001'");
    const { status, json } = await call('POST', 'login/userlogin', {
      body: { username: 'demo.borrower', password: PASSWORD },
    });
    expect([status, json.Errors[0].ErrorMessage]).toEqual([403, 'MFANoEmail']);
  });

  it('refuses everyone with maintenanceModeEnabled while the institution is in maintenance', async () => {
    const { call } = await testServer({
      settingsFile: settingsFile({ institutionOptions: { MaintenanceMode: true } }),
    });
    const { status, json } = await call('POST', 'login/userlogin', {
      body: { username: 'demo.company', password: PASSWORD },
    });
    expect([status, json.Errors[0].ErrorMessage]).toEqual([403, 'maintenanceModeEnabled']);
  });

  it.each([
    ['no password', { body: { username: 'demo.borrower' } }, 'Invalid request: the request needs password.'],
    [
      'an unknown property',
      { body: { username: 'a', password: 'b', admin: true } },
      'Invalid request: the request has an unknown property admin.',
    ],
    [
      'a number for the username',
      { body: { username: 7, password: 'b' } },
      'Invalid request: username must be string.',
    ],
    ['a body that is not JSON', { raw: '{username' }, 'The request body is not valid JSON.'],
  ])('answers 400 for %s', async (_case, request, message) => {
    const { call } = await testServer();
    const { status, json } = await call('POST', 'login/userlogin', request);
    expect([status, json.Errors[0].ErrorMessage, json.Message]).toEqual([400, 'BadRequest', message]);
  });
});

describe('the security code', () => {
  it('signs in with the code, and trusts the device when asked', async () => {
    const { call, latestCode } = await testServer();
    const login = await call('POST', 'login/userlogin', {
      body: { username: 'demo.borrower', password: PASSWORD },
    });
    const code = await latestCode('demo.borrower');
    const { status, json } = await call('POST', 'Login/ValidateCode', {
      body: { UserId: 'demo.borrower', Code: code, CreateTrustedDevice: true },
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ IsLoggedIn: true, CustomerID: login.json.CustomerID });
    expect(json.TrustedDeviceToken).toMatch(/^[\w-]{40,}$/);

    const again = await call('POST', 'login/userlogin', {
      body: {
        username: 'demo.borrower',
        password: PASSWORD,
        trustedDeviceTokens: { [json.CustomerID]: json.TrustedDeviceToken },
      },
    });
    expect(again.json).toMatchObject({ IsLoggedIn: true, IsTrustedDevice: true });
  });

  it('does not trust a token of another customer', async () => {
    const { call, signIn } = await testServer();
    const trusted = await call('POST', 'Login/ValidateCode', { body: { UserId: 'x', Code: '000000' } });
    expect(trusted.status).toBe(403);
    const borrower = await signIn('demo.borrower');
    expect(borrower.status).toBe(200);
    const login = await call('POST', 'login/userlogin', {
      body: { username: 'demo.borrower', password: PASSWORD, trustedDeviceTokens: { C1001: 'forged-token' } },
    });
    expect(login.json.IsLoggedIn).toBe(false);
  });

  it('counts wrong codes: Invalid, Invalid, then MaxAttemptsReached, even for the right code', async () => {
    const { call, latestCode } = await testServer();
    await call('POST', 'login/userlogin', { body: { username: 'demo.borrower', password: PASSWORD } });
    const right = await latestCode('demo.borrower');
    const wrong = right === '000000' ? '111111' : '000000';
    const reasons = [];
    for (const code of [wrong, wrong, wrong, right]) {
      reasons.push(
        (await call('POST', 'Login/ValidateCode', { body: { UserId: 'demo.borrower', Code: code } })).json
          .Errors[0].ErrorMessage,
      );
    }
    expect(reasons).toEqual(['Invalid', 'Invalid', 'MaxAttemptsReached', 'MaxAttemptsReached']);
  });

  it('expires a code after 10 minutes', async () => {
    const { call, latestCode, clock } = await testServer();
    await call('POST', 'login/userlogin', { body: { username: 'demo.borrower', password: PASSWORD } });
    const code = await latestCode('demo.borrower');
    clock.advanceMinutes(11);
    const { status, json } = await call('POST', 'Login/ValidateCode', {
      body: { UserId: 'demo.borrower', Code: code },
    });
    expect([status, json.Errors[0].ErrorMessage]).toEqual([403, 'CodeExpired']);
  });

  it('resends a new code that replaces the old one, only for a sign-in in progress', async () => {
    const { call, latestCode } = await testServer();
    await call('POST', 'Login/ResendCode', { body: { UserId: 'demo.borrower' } });
    expect((await call('GET', 'demo/outbox?to=demo.borrower')).json).toEqual([]);

    await call('POST', 'login/userlogin', { body: { username: 'demo.borrower', password: PASSWORD } });
    const first = await latestCode('demo.borrower');
    await call('POST', 'Login/ResendCode', { body: { UserId: 'demo.borrower' } });
    const second = await latestCode('demo.borrower');
    expect((await call('GET', 'demo/outbox?to=alex.morgan@example.com')).json).toHaveLength(2);
    if (first !== second) {
      expect(
        (await call('POST', 'Login/ValidateCode', { body: { UserId: 'demo.borrower', Code: first } })).status,
      ).toBe(403);
    }
    expect(
      (await call('POST', 'Login/ValidateCode', { body: { UserId: 'demo.borrower', Code: second } })).status,
    ).toBe(200);
  });
});

describe('sessions', () => {
  it('requires the UserToken header on signed-in calls', async () => {
    const { call, signIn } = await testServer();
    expect((await call('GET', 'Login/UserSession')).status).toBe(401);
    expect(
      (await call('GET', 'Login/UserSession', { token: 'not-a-session' })).json.Errors[0].ErrorMessage,
    ).toBe('Unauthorized');
    const { json } = await signIn('demo.company');
    expect((await call('GET', 'Login/UserSession', { token: json.UserToken })).status).toBe(200);
  });

  it('keeps only a hash of the token', async () => {
    const { deps, signIn } = await testServer();
    const { json } = await signIn('demo.company');
    expect(
      deps.db.get('SELECT token FROM sessions WHERE token = :token', { token: json.UserToken }),
    ).toBeUndefined();
    expect(
      deps.db.get('SELECT token FROM sessions WHERE token = :token', { token: digest(json.UserToken) }),
    ).toBeDefined();
  });

  it('expires after 20 idle minutes, each call sliding it', async () => {
    const { call, signIn, clock } = await testServer();
    const token = (await signIn('demo.company')).json.UserToken;
    clock.advanceMinutes(15);
    expect((await call('GET', 'Login/UserSession', { token })).status).toBe(200);
    clock.advanceMinutes(15);
    expect((await call('GET', 'Login/UserSession', { token })).status).toBe(200);
    clock.advanceMinutes(21);
    expect((await call('GET', 'Login/UserSession', { token })).status).toBe(401);
  });

  it('answers the user session with the previous sign-in', async () => {
    const { call, signIn } = await testServer();
    const token = (await signIn('demo.company')).json.UserToken;
    const { json } = await call('GET', 'Login/UserSession', { token });
    expect(json).toMatchObject({
      UserName: 'demo.company',
      PersonalName: 'Harbor Supply Co.',
      CompanyNumber: 42,
      ServicingBranch: '0001',
      LastLoggedInIP: '203.0.113.7',
    });
    expect(json.LastLoggedIn).toMatch(/^2026-11-13T/);
  });

  it('ends the session on logout', async () => {
    const { call, signIn } = await testServer();
    const token = (await signIn('demo.company')).json.UserToken;
    expect((await call('POST', 'Login/Logout', { token, body: { UserToken: token } })).status).toBe(200);
    expect((await call('GET', 'Login/UserSession', { token })).status).toBe(401);
  });
});

describe('post-login steps on the server', () => {
  it('confirms the SSN of a user whose e-mail is not verified, and then trusts the e-mail', async () => {
    const { call, signIn, deps } = await testServer();
    const token = (await signIn('demo.ssn')).json.UserToken;
    const wrong = await call('POST', 'Login/VerifyNewUser', {
      token,
      body: { Credentials: { UserName: 'demo.ssn', Password: PASSWORD }, SocialSecurityNumber: '987654321' },
    });
    expect(wrong.json).toMatchObject({ HasNoErrors: false, IsValid: false });
    const right = await call('POST', 'Login/VerifyNewUser', {
      token,
      body: { Credentials: { UserName: 'demo.ssn', Password: PASSWORD }, SocialSecurityNumber: '123456789' },
    });
    expect(right.json).toEqual({ HasNoErrors: true, IsValid: true });
    expect(
      deps.db.get<{ email_verified: number }>(
        "SELECT email_verified FROM customers WHERE email = 'riley.ortiz@example.com'",
      )!.email_verified,
    ).toBe(1);
  });

  it.each([
    ['too short', 'Ab1!', 'PasswordTooShort'],
    ['without a special character', 'Borrower2027', 'PasswordMissingSpecialCharacter'],
    ['without a capital', 'borrower#2027', 'PasswordMissingCapitalLetter'],
    [
      'three identical characters in a row',
      'Borrrower#2027',
      'PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters',
    ],
    ['containing the login name', 'Demo.newpass#1', 'PasswordSameAsLogin'],
    ['the current password', PASSWORD, 'ReusedPassword'],
  ])('refuses a new password %s', async (_case, password, reason) => {
    const { call, signIn } = await testServer();
    const { json } = await signIn('demo.newpass');
    const answer = await call('POST', 'Login/ResetPassword', {
      body: { Enc: json.ChangePasswordToken, Password: password },
    });
    expect([answer.status, answer.json.Errors[0].ErrorMessage]).toEqual([403, reason]);
  });

  it('changes the password with the change-password token, once', async () => {
    const { call, signIn } = await testServer();
    const { json } = await signIn('demo.newpass');
    const changed = await call('POST', 'Login/ResetPassword', {
      body: { Enc: json.ChangePasswordToken, Password: 'Harbor#Light42' },
    });
    expect(changed.json).toMatchObject({ HasNoErrors: true, IsLoggedIn: true });
    expect(
      (
        await call('POST', 'Login/ResetPassword', {
          body: { Enc: json.ChangePasswordToken, Password: 'Other#Light43' },
        })
      ).json.Errors[0].ErrorMessage,
    ).toBe('Expired');
    const login = await call('POST', 'login/userlogin', {
      body: { username: 'demo.newpass', password: 'Harbor#Light42' },
    });
    expect(login.json).toMatchObject({ IsLoggedIn: true, MustChangePassword: false });
  });
});

describe('biometric and single sign-on tokens', () => {
  it('issues a device token with a deviceId, which signs in by itself', async () => {
    const { call } = await testServer();
    const login = await call('POST', 'login/userlogin', {
      body: { username: 'demo.company', password: PASSWORD, deviceId: 'phone-1' },
    });
    expect(login.json.BiometricsTokenExpiration).not.toBe('');
    const token = await call('POST', 'login/tokenlogin', {
      body: { Token: login.json.BiometricsToken, DeviceID: 'phone-1' },
    });
    expect(token.json).toMatchObject({ IsLoggedIn: true, UserName: 'demo.company' });
    expect(
      (
        await call('POST', 'login/tokenlogin', {
          body: { Token: login.json.BiometricsToken, DeviceID: 'phone-2' },
        })
      ).status,
    ).toBe(403);
  });

  it('issues the device token after the security code when the code was asked from a device, also after a resend', async () => {
    const { call, latestCode } = await testServer();
    const first = await call('POST', 'login/userlogin', {
      body: { username: 'demo.borrower', password: PASSWORD, deviceId: 'phone-9' },
    });
    expect(first.json).toMatchObject({ IsLoggedIn: false, BiometricsTokenExpiration: '' });
    expect(first.json.BiometricsToken).toBeUndefined();
    await call('POST', 'Login/ResendCode', { body: { UserId: 'demo.borrower' } });
    const validated = await call('POST', 'Login/ValidateCode', {
      body: { UserId: 'demo.borrower', Code: await latestCode('demo.borrower'), CreateTrustedDevice: true },
    });
    expect(validated.json.BiometricsToken).toEqual(expect.any(String));
    const token = await call('POST', 'login/tokenlogin', {
      body: { Token: validated.json.BiometricsToken, DeviceID: 'phone-9' },
    });
    expect(token.json).toMatchObject({ IsLoggedIn: true, UserName: 'demo.borrower' });
  });

  it('issues no device token after a code asked for without a device', async () => {
    const { signIn } = await testServer();
    const validated = await signIn('demo.borrower');
    expect(validated.json).toMatchObject({ IsLoggedIn: true, BiometricsTokenExpiration: '' });
    expect(validated.json.BiometricsToken).toBeUndefined();
  });

  it('signs in once with a single sign-on token when SSO is on', async () => {
    const { call, deps } = await testServer({
      settingsFile: settingsFile({ institutionOptions: { SingleSignOn: true } }),
    });
    deps.db.run(
      "INSERT INTO sso_tokens (token_hash, user_id, expires_at) VALUES (:hash, 6, '2030-01-01T00:00:00Z')",
      { hash: digest('sso-1') },
    );
    expect(
      (await call('POST', 'login/ssologin', { body: { Token: 'sso-1', Channel: 'Web' } })).json,
    ).toMatchObject({ IsLoggedIn: true, UserName: 'demo.company' });
    expect((await call('POST', 'login/ssologin', { body: { Token: 'sso-1', Channel: 'Web' } })).json).toEqual(
      { IsLoggedIn: false },
    );
  });

  it('refuses single sign-on when the institution does not use it', async () => {
    const { call } = await testServer();
    expect((await call('POST', 'login/ssologin', { body: { Token: 'x', Channel: 'Web' } })).status).toBe(403);
  });
});
