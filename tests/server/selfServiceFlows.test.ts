// @vitest-environment node
/**
 * The public self-service flows end to end, as the portal drives them, reading every code
 * and link from the demo outbox: registering, recovering a password, activating a migrated
 * account and opting out of e-mails.
 */
import { describe, expect, it } from 'vitest';
import { BROWSER_ID, NEW_PASSWORD, RIVERA } from './registrationData';
import { testServer, tokenOf } from './support';

describe('self-service flows', () => {
  it('registers Sam Rivera after the e-mail code, who then signs in', async () => {
    const { call, outbox, signIn } = await testServer();
    const sent = await call('POST', 'Register/GenerateMFACode', {
      body: { Id: BROWSER_ID, FirstName: 'Sam', EmailAddress: 'new.rivera@example.com' },
    });
    const [message] = await outbox('new.rivera@example.com');
    const validated = await call('POST', 'Register/ValidateCode', {
      body: { Code: message!.code, MFAToken: sent.json.MFAToken, UserId: BROWSER_ID },
    });
    expect(validated.json).toEqual({ HasNoErrors: true });
    const registered = await call('POST', 'Register/RegisterUser', {
      body: { ...RIVERA, SSN: '987-65-4321'.replace(/-/g, '') },
    });
    expect(registered.json).toEqual({ HasNoErrors: true, Errors: [] });
    const login = await signIn('sam.rivera', NEW_PASSWORD);
    expect(login.json).toMatchObject({ IsLoggedIn: true, UserName: 'sam.rivera', CustomerID: 'C1009' });
  });

  it('recovers demo.borrower: question, answer, reset link, new password, sign-in', async () => {
    const { call, outbox, signIn } = await testServer();
    const identity = {
      EmailAddress: 'alex.morgan@example.com',
      DateOfBirth: '05/17/1980',
      ZipCode: '84101',
      ServicingBranch: '0001',
    };
    const found = await call('POST', 'Recovery/GetSecretQuestion', { body: identity });
    const { LogonName, SecretQuestion } = found.json.Credentials;
    const answered = await call('POST', 'Recovery/AnswerSecretQuestion', {
      body: { ...identity, LogonName, SecretQuestion, SecretAnswer: 'rover' },
    });
    expect(answered.json.HasNoErrors).toBe(true);
    const token = tokenOf((await outbox('alex.morgan@example.com'))[0]!.link);
    expect((await call('POST', 'Login/CheckResetToken', { body: { Token: token } })).json).toEqual({
      Expired: false,
    });
    expect((await call('POST', 'Login/LookupLoginFromToken', { body: { UserToken: token } })).json).toEqual({
      Logon: 'demo.borrower',
    });
    const changed = await call('POST', 'Login/ResetPassword', {
      body: { Enc: token, Password: NEW_PASSWORD },
    });
    expect(changed.json).toMatchObject({ HasNoErrors: true, IsLoggedIn: true });
    expect((await call('GET', 'Login/UserSession', { token: changed.json.UserToken })).status).toBe(200);
    expect((await signIn('demo.borrower', NEW_PASSWORD)).json.IsLoggedIn).toBe(true);
    expect((await signIn('demo.borrower')).status).toBe(403);
  });

  it('activates demo.activate with the link e-mailed at seeding, who then signs in', async () => {
    const { call, outbox } = await testServer();
    const token = tokenOf((await outbox('jamie.fischer@example.com'))[0]!.link);
    const activated = await call('POST', 'Register/ActivateAccount', {
      body: { Token: token, Password: NEW_PASSWORD },
    });
    expect(activated.json).toMatchObject({ HasNoErrors: true, UserName: 'demo.activate' });
    const login = await call('POST', 'login/userlogin', {
      body: { username: activated.json.UserName, password: NEW_PASSWORD },
    });
    expect(login.json).toMatchObject({ IsLoggedIn: true, UserName: 'demo.activate' });
  });

  it('opts out with the link of an e-mail', async () => {
    const { call, outbox } = await testServer();
    const [message] = await outbox('demo.activate');
    const answer = await call('POST', 'OptOut/OptOut', {
      body: { EmailAddress: tokenOf(message!.optOutLink) },
    });
    expect(answer.json).toEqual({ HasNoErrors: true });
  });
});
