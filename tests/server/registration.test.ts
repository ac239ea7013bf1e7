// @vitest-environment node
/** Register/RegisterUser: the seeded customer Sam Rivera registers; every reason code of spec 01 §8. */
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/security/passwords.ts';
import { NEW_PASSWORD, reasons, register, RIVERA, verifyEmailByCode } from './registrationData';
import { expectSchema, settingsFile, testServer, tokenOf } from './support';

type Server = Awaited<ReturnType<typeof testServer>>;

function newUser({ deps }: Server, username = 'sam.rivera') {
  return deps.db.get<{
    id: number;
    password_hash: string;
    secret_question: string | null;
    secret_answer_hash: string | null;
    customer_id: string;
    email_verified: number;
  }>(
    `SELECT u.id, u.password_hash, u.secret_question, u.secret_answer_hash, c.customer_id, c.email_verified
       FROM users u JOIN customers c ON c.id = u.customer_id WHERE u.username = :username`,
    { username },
  );
}

/** An institution with a registration agreement besides the demo's login agreement. */
const WITH_REGISTRATION_AGREEMENT = {
  gassySettings: {
    shared: {
      agreements: {
        agreement2: '/demo-content/online-banking-agreement.html|1/1/2026|E-Sign Consent|registration',
      },
    },
  },
};

describe('POST Register/RegisterUser', () => {
  it('creates the user of the customer, with hashed secrets and the e-mail verified by the code', async () => {
    const server = await testServer();
    await verifyEmailByCode(server);
    const { status, json } = await register(server);
    expect([status, json]).toEqual([200, { HasNoErrors: true, Errors: [] }]);
    expectSchema('api/register.json#/$defs/RegisterUserResponse', json);
    const user = newUser(server)!;
    expect(user).toMatchObject({
      customer_id: 'C1009',
      email_verified: 1,
      secret_question: RIVERA.SecretQuestion,
    });
    expect(await verifyPassword(NEW_PASSWORD, user.password_hash)).toBe(true);
    expect(await verifyPassword('Biscuit', user.secret_answer_hash!)).toBe(true);
    const [welcome, ...earlier] = await server.outbox('sam.rivera');
    expect(welcome).toMatchObject({
      subject: 'Welcome to Harbor Valley Credit Union',
      link: 'http://127.0.0.1:8080/#/home/login',
    });
    expect(earlier).toEqual([]);
  });

  it('lets the new user sign in, accept the login agreement and see the loan on the dashboard', async () => {
    const server = await testServer();
    await verifyEmailByCode(server);
    await register(server);
    const login = await server.signIn('sam.rivera', NEW_PASSWORD);
    expect(login.json).toMatchObject({ IsLoggedIn: true, EmailIsVerified: true, HasPasswordQuestion: true });
    // The demo agreement is agreed to at login, not at registration: the agreements step comes first.
    const agreed = await server.call('POST', 'AgreementLogging', {
      token: login.json.UserToken,
      body: { Agreements: [11337], UserName: 'sam.rivera' },
    });
    expect(agreed.status).toBe(200);
    const accounts = await server.call('GET', 'accountList', { token: login.json.UserToken });
    expect(accounts.json.Accounts).toEqual([
      expect.objectContaining({
        Number: '01-123456-7',
        Type: 'Loan',
        NameOnAcct: 'Sam Rivera',
        Balance: 16750,
      }),
    ]);
  });

  it('sends a verify link instead when the address was not verified by a code (or over an hour ago)', async () => {
    const server = await testServer();
    await verifyEmailByCode(server);
    server.clock.advanceMinutes(61);
    expect((await register(server)).json.HasNoErrors).toBe(true);
    expect(newUser(server)!.email_verified).toBe(0);
    const verify = (await server.outbox('sam.rivera')).find(
      (message) => message.subject === 'Verify your e-mail address',
    )!;
    expect(verify.link).toMatch(/^http:\/\/127\.0\.0\.1:8080\/#\/home\/verifyEmail\/[\w-]{40,}$/);
    const answer = await server.call('POST', 'Login/ValidateEmail', {
      body: { EncryptedUserData: tokenOf(verify.link) },
    });
    expect(answer.json).toEqual({ HasNoErrors: true });
    expect(newUser(server)!.email_verified).toBe(1);
  });

  it('records the registration agreements and refuses without them (MustAgreeToAllError)', async () => {
    const server = await testServer({ settingsFile: settingsFile(WITH_REGISTRATION_AGREEMENT) });
    for (const agreements of [
      [],
      [{ AgreedTo: false, AgreementType: 11338 }],
      [{ AgreedTo: true, AgreementType: 11337 }],
    ]) {
      const { json } = await register(server, { Agreements: agreements });
      expect(reasons(json)).toEqual(['MustAgreeToAllError']);
    }
    expect(newUser(server)).toBeUndefined();
    const { json } = await register(server, { Agreements: [{ AgreedTo: true, AgreementType: 11338 }] });
    expect(json.HasNoErrors).toBe(true);
    const records = server.deps.db.all(
      'SELECT agreement_type, name, when_to_agree FROM agreement_records WHERE user_id = :id',
      {
        id: newUser(server)!.id,
      },
    );
    expect(records).toEqual([{ agreement_type: 11338, name: 'E-Sign Consent', when_to_agree: 1 }]);
  });

  it.each<[string, Partial<typeof RIVERA>, string[]]>([
    ['an SSN one digit short', { SSN: '98765432' }, ['SSN']],
    ['an SSN with a dash', { SSN: '987-65-4321' }, ['SSN']],
    ['a month 13', { DateOfBirth: '13/12/1985' }, ['DateOfBirth']],
    ['February 30th', { DateOfBirth: '02/30/1985' }, ['DateOfBirth']],
    ['a birth in the future', { DateOfBirth: '01/01/2027' }, ['DateOfBirth']],
    ['a birth over 110 years ago', { DateOfBirth: '11/21/1916' }, ['DateOfBirth']],
    ['a date with dashes', { DateOfBirth: '1985-04-12' }, ['DateOfBirth']],
    ['an account number without dashes', { AccountNumber: '011234567' }, ['AccountNumberError']],
    ['an account number one digit short', { AccountNumber: '01-12345-7' }, ['AccountNumberError']],
    ['a username too short', { UserName: 'sam.r' }, ['UserNameTooShort']],
    ['a username without letters', { UserName: '12345678' }, ['LogonMissingLetter']],
    ['a username that is an e-mail address', { UserName: 'sam@example.com' }, ['LogonMatchesEmail']],
    ['a taken username', { UserName: 'demo.borrower' }, ['LoginNameExists']],
    ['a taken username in other capitals', { UserName: 'Demo.Borrower' }, ['LoginNameExists']],
    ['a password too short', { Password: 'Ab1#' }, ['PasswordTooShort']],
    ['a password without a number', { Password: 'Harbor#Light' }, ['PasswordLettersNumbers']],
    ['a password without a capital', { Password: 'harbor#light42' }, ['PasswordMissingCapitalLetter']],
    [
      'a password without a lowercase letter',
      { Password: 'HARBOR#LIGHT42' },
      ['PasswordMissingLowercaseLetter'],
    ],
    [
      'a password without a special character',
      { Password: 'HarborLight42' },
      ['PasswordMissingSpecialCharacter'],
    ],
    [
      'a password with three identical characters',
      { Password: 'Haaarbor#42' },
      ['PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters'],
    ],
    ['a password containing the username', { Password: 'Sam.rivera#42' }, ['PasswordSameUserName']],
    [
      'a password that is part of the username',
      { UserName: 'sam.rivera#2026', Password: 'Rivera#2026' },
      ['PasswordEqualsPortionOfLogon'],
    ],
    ['a password of the SSN', { Password: 'Rivera#987654321' }, ['PasswordSameSSN']],
    [
      'a password that is an e-mail address',
      { Password: 'New.Rivera1@example.com' },
      ['PasswordMatchesEmail'],
    ],
    [
      'an SSN and a date of birth wrong at once',
      { SSN: '1', DateOfBirth: '99/99/9999' },
      ['SSN', 'DateOfBirth'],
    ],
  ])('refuses %s', async (_case, changes, expected) => {
    const server = await testServer();
    const { status, json } = await register(server, changes);
    expect([status, json.HasNoErrors, reasons(json)]).toEqual([200, false, expected]);
    expectSchema('api/common.json#/$defs/ErrorResponse', json);
    expect(newUser(server)).toBeUndefined();
  });

  it.each<[string, Partial<typeof RIVERA>]>([
    ['another last name', { LastName: 'Rivers' }],
    ['another SSN', { SSN: '987654320' }],
    ['another date of birth', { DateOfBirth: '04/13/1985' }],
    ['another zip', { Zip: '84102' }],
    ['the loan as a deposit', { AccountType: 'Deposit' }],
    ['an account nobody has', { AccountNumber: '01-999999-9' }],
    [
      "a registered customer's account",
      {
        AccountNumber: '01-123401-9',
        LastName: 'Morgan',
        SSN: '111223333',
        DateOfBirth: '05/17/1980',
        UserName: 'alex.morgan',
      },
    ],
  ])('answers Invalid for %s', async (_case, changes) => {
    const server = await testServer();
    const { json } = await register(server, changes);
    expect(reasons(json)).toEqual(['Invalid']);
    expect(newUser(server)).toBeUndefined();
  });

  it('matches the last name in any capitals and leaves out a date of birth and zip sent empty', async () => {
    const server = await testServer();
    const { json } = await register(server, { LastName: ' RIVERA ', DateOfBirth: '', Zip: '' });
    expect(json.HasNoErrors).toBe(true);
  });

  it('answers Invalid for an account type the institution does not offer', async () => {
    const server = await testServer({
      settingsFile: settingsFile({ institutionOptions: { RegistrationAccountTypes: 'Deposit' } }),
    });
    expect(reasons((await register(server)).json)).toEqual(['Invalid']);
  });

  it('answers SSNNull when the customer has no SSN on record', async () => {
    const server = await testServer();
    server.deps.db.run("UPDATE customers SET ssn_hash = NULL WHERE customer_id = 'C1009'");
    expect(reasons((await register(server)).json)).toEqual(['SSNNull']);
  });

  it('registers a restricted customer, answering Restricted, and sign-in says Restricted too', async () => {
    const server = await testServer();
    server.deps.db.run("UPDATE customers SET restricted = 1 WHERE customer_id = 'C1009'");
    const { json } = await register(server);
    expect([json.HasNoErrors, reasons(json)]).toEqual([false, ['Restricted']]);
    expect(newUser(server)).toBeDefined();
    const login = await server.call('POST', 'login/userlogin', {
      body: { username: 'sam.rivera', password: NEW_PASSWORD },
    });
    expect([login.status, login.json.Errors[0].ErrorMessage]).toEqual([403, 'Restricted']);
  });

  it('answers Failed, and logs why, when the user cannot be stored', async () => {
    const server = await testServer();
    server.deps.db.run(
      "CREATE TRIGGER full BEFORE INSERT ON users BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    );
    expect(reasons((await register(server)).json)).toEqual(['Failed']);
    expect(server.logged.join('\n')).toContain('[register] the user could not be stored');
    expect(server.deps.db.get("SELECT email_verified FROM customers WHERE customer_id = 'C1009'")).toEqual({
      email_verified: 0,
    });
  });

  it('takes the account number without check digits when the institution removes them', async () => {
    const server = await testServer({
      settingsFile: settingsFile({ institutionOptions: { RemoveCheckDigits: true } }),
    });
    expect(reasons((await register(server)).json)).toEqual(['AccountNumberError']);
    expect((await register(server, { AccountNumber: '01-123456' })).json.HasNoErrors).toBe(true);
  });

  it('asks for fewer SSN digits when the institution says so, matching the end of the SSN', async () => {
    const server = await testServer({ settingsFile: settingsFile({ institutionOptions: { SsnDigits: 4 } }) });
    expect(reasons((await register(server)).json)).toEqual(['SSN']);
    expect(reasons((await register(server, { SSN: '4320' })).json)).toEqual(['Invalid']);
    expect((await register(server, { SSN: '4321' })).json.HasNoErrors).toBe(true);
  });

  it('registers without an account number when none is required, by the whole SSN', async () => {
    const server = await testServer({
      settingsFile: settingsFile({ institutionOptions: { AccountNumberRequired: false, SsnDigits: 4 } }),
    });
    expect(reasons((await register(server, { AccountNumber: '', SSN: '4321' })).json)).toEqual(['SSN']);
    expect((await register(server, { AccountNumber: '' })).json.HasNoErrors).toBe(true);
  });

  it('answers LogonNameLength for a username over 12 characters without customer credentials', async () => {
    const server = await testServer({
      settingsFile: settingsFile({ institutionOptions: { UseCustomerCredentials: false } }),
    });
    const { json } = await register(server, { UserName: 'sam.rivera.ut', Password: 'Harbor#Ligh1' });
    expect(reasons(json)).toEqual(['LogonNameLength']);
  });

  it.each([
    ['no last name', { LastName: undefined }, 'needs LastName'],
    [
      'an account type of its own',
      { AccountType: 'Savings' },
      'AccountType must be equal to one of the allowed values',
    ],
    ['an address that is not one', { EmailAddress: 'rivera' }, 'EmailAddress must match format'],
    ['an agreement without its flag', { Agreements: [{ AgreementType: 11337 }] }, 'needs AgreedTo'],
    ['an unknown property', { Nickname: 'Sammy' }, 'unknown property Nickname'],
  ])('refuses %s (400)', async (_case, changes, message) => {
    const server = await testServer();
    const { status, json } = await server.call('POST', 'Register/RegisterUser', {
      body: { ...RIVERA, ...changes },
    });
    expect([status, json.Errors[0].ErrorMessage]).toEqual([400, 'BadRequest']);
    expect(json.Message).toContain(message);
  });
});

describe('POST Login/ValidateEmail', () => {
  async function registeredUnverified() {
    const server = await testServer();
    await register(server);
    const verify = (await server.outbox('sam.rivera')).find(
      (message) => message.subject === 'Verify your e-mail address',
    )!;
    return { server, token: tokenOf(verify.link) };
  }

  it('verifies once; the link is then Invalid', async () => {
    const { server, token } = await registeredUnverified();
    const first = await server.call('POST', 'Login/ValidateEmail', { body: { EncryptedUserData: token } });
    expectSchema('api/register.json#/$defs/ValidateEmailResponse', first.json);
    expect(first.json).toEqual({ HasNoErrors: true });
    const again = await server.call('POST', 'Login/ValidateEmail', { body: { EncryptedUserData: token } });
    expect([again.status, again.json]).toEqual([
      200,
      { HasNoErrors: false, Errors: [{ ErrorMessage: 'Invalid' }] },
    ]);
  });

  it('answers Invalid for a link older than 7 days, or an unknown one', async () => {
    const { server, token } = await registeredUnverified();
    server.clock.advanceMinutes(7 * 24 * 60);
    for (const value of [token, 'not-a-link']) {
      const { json } = await server.call('POST', 'Login/ValidateEmail', {
        body: { EncryptedUserData: value },
      });
      expect(reasons(json)).toEqual(['Invalid']);
    }
    expect(newUser(server)!.email_verified).toBe(0);
  });

  it('refuses a body without EncryptedUserData (400)', async () => {
    const server = await testServer();
    const { status, json } = await server.call('POST', 'Login/ValidateEmail', { body: { Enc: 'x' } });
    expect([status, json.Errors[0].ErrorMessage]).toEqual([400, 'BadRequest']);
  });
});
