// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { describeErrors, projectAjv } from '../../schemas/ajv.ts';
import { LOGIN_HISTORY_LIMIT } from '../../server/services/profile/read.ts';
import { settingsFile, testServer } from './support';
import { DEMO_USERS } from '../../server/db/seed.ts';
import { DEFAULT_ALERTS } from '../../src/domain/accounts/alerts.ts';

const ajv = projectAjv();

function expectSchema(ref: string, value: unknown) {
  const validate = ajv.getSchema(ref)!;
  expect(validate(value), describeErrors(validate.errors)).toBe(true);
}

async function signedIn(username = 'demo.borrower', settings?: string) {
  const server = await testServer({ settingsFile: settings });
  const { json } = await server.signIn(username);
  return { ...server, userToken: json.UserToken as string };
}

type Signed = Awaited<ReturnType<typeof signedIn>>;

describe('GET Profile', () => {
  it("answers demo.borrower's user and personal information", async () => {
    const server = await signedIn();
    const { status, json } = await server.call('GET', 'Profile', { token: server.userToken });
    expect(status).toBe(200);
    expectSchema('api/profile.json#/$defs/ProfileResponse', json);
    expect(json).toEqual({
      HasNoErrors: true,
      Errors: [],
      UserInfo: {
        LogonName: 'demo.borrower',
        EmailAddress: 'alex.morgan@example.com',
        EmailIsVerified: true,
        SecretQuestion: 'What was the name of your first pet?',
        SecretQuestionIsCustom: false,
      },
      UserKind: 'Personal',
      PersonalInfo: {
        Address: { Address1: '245 E 300 S', City: 'Salt Lake City', ZipCode: '84101', State: 'UT' },
        PhoneNumbers: [
          { PhoneNumber: '8015550100', Primary: true, OptInToTexting: false, Textable: true },
          { PhoneNumber: '3855550187', Primary: false, OptInToTexting: true, Textable: true },
        ],
      },
      UserAlertsInfo: DEFAULT_ALERTS,
      AlertsContext: { HasPhone: true, TextingNotAgreed: false, TextMessages: true },
    });
  });

  // Without RecoveryWithoutQuestion, demo.noquestion owes the question step before any read.
  const WITHOUT_QUESTION = settingsFile({ institutionOptions: { RecoveryWithoutQuestion: true } });

  it.each([
    ['demo.noquestion', { SecretQuestion: null, SecretQuestionIsCustom: false }, 'Personal'],
    ['demo.company', { LogonName: 'demo.company', EmailAddress: 'ap@harborsupply.example.com' }, 'Company'],
  ])('answers the user information of %s', async (username, userInfo, kind) => {
    const server = await signedIn(username, WITHOUT_QUESTION);
    const { json } = await server.call('GET', 'Profile', { token: server.userToken });
    expectSchema('api/profile.json#/$defs/ProfileResponse', json);
    expect(json.UserInfo).toMatchObject(userInfo);
    expect(json.UserKind).toBe(kind);
    expect(json.PersonalInfo.PhoneNumbers).toEqual([
      { PhoneNumber: '8015550100', Primary: true, OptInToTexting: false, Textable: true },
    ]);
    expect(json.AlertsContext).toMatchObject({ HasPhone: true, TextingNotAgreed: true });
  });

  it('keeps every demo address within the lengths of the profile form', async () => {
    const server = await signedIn('demo.terms');
    const rows = server.deps.db.all<{ address1: string; city: string; state: string; zip: string }>(
      'SELECT address1, city, state, zip FROM customers',
    );
    expect(rows).toHaveLength(DEMO_USERS.length + 1); // the users' customers, and the one who can register
    for (const row of rows) {
      expect(row.address1.length).toBeLessThanOrEqual(45);
      expect(row.city.length).toBeLessThanOrEqual(20);
      expect(row.zip).toMatch(/^\d{5}$/);
      expect(row.state).toMatch(/^[A-Z]{2}$/);
    }
    const phones = server.deps.db.all<{ number: string }>('SELECT number FROM phone_numbers');
    for (const phone of phones) expect(phone.number).toMatch(/^\d{10}$/);
  });

  it('answers empty texts for a customer without e-mail, address or phones', async () => {
    const server = await signedIn('demo.company');
    server.deps.db.run(
      "UPDATE customers SET email = NULL, address1 = NULL, city = NULL, state = NULL, zip = NULL WHERE customer_id = 'C1006'",
    );
    server.deps.db.run('DELETE FROM phone_numbers');
    const { json } = await server.call('GET', 'Profile', { token: server.userToken });
    expectSchema('api/profile.json#/$defs/ProfileResponse', json);
    expect(json.UserInfo.EmailAddress).toBe('');
    expect(json.PersonalInfo).toEqual({
      Address: { Address1: '', City: '', ZipCode: '', State: '' },
      PhoneNumbers: [],
    });
    expect(json.AlertsContext).toMatchObject({ HasPhone: false, TextingNotAgreed: false });
  });

  it('shows a secret question set after sign-in', async () => {
    const server = await signedIn('demo.noquestion');
    await server.call('POST', 'register/SetPasswordQuestion', {
      token: server.userToken,
      body: { PasswordQuestion: 'Where did you grow up?', PasswordAnswer: 'Ogden' },
    });
    const { json } = await server.call('GET', 'Profile', { token: server.userToken });
    expect(json.UserInfo).toMatchObject({
      SecretQuestion: 'Where did you grow up?',
      SecretQuestionIsCustom: true,
    });
  });
});

describe('a preset question chosen in Spanish', () => {
  it('is a preset, not a custom question', async () => {
    const server = await signedIn('demo.noquestion');
    await server.call('POST', 'register/SetPasswordQuestion', {
      token: server.userToken,
      body: { PasswordQuestion: '¿En qué ciudad nació?', PasswordAnswer: 'Ogden' },
    });
    const { json } = await server.call('GET', 'Profile', { token: server.userToken });
    expect(json.UserInfo).toMatchObject({
      SecretQuestion: '¿En qué ciudad nació?',
      SecretQuestionIsCustom: false,
    });
  });
});

describe('GET Profile/LoginHistory', () => {
  let server: Signed;
  beforeAll(async () => {
    server = await signedIn();
  });

  it('answers the sign-ins newest first, this one included', async () => {
    const { status, json } = await server.call('GET', 'Profile/LoginHistory', { token: server.userToken });
    expect(status).toBe(200);
    expectSchema('api/accounts.json#/$defs/LoginHistoryResponse', json);
    expect(json).toEqual([
      { LoginDate: '2026-11-22T15:00:00.000Z', IPAddress: '127.0.0.1' },
      { LoginDate: '2026-11-13T15:00:00.000Z', IPAddress: '203.0.113.7' },
      { LoginDate: '2026-11-01T15:00:00.000Z', IPAddress: '198.51.100.23' },
    ]);
  });

  it("puts each new sign-in first, and answers only the user's own", async () => {
    const other = await signedIn('demo.company');
    other.clock.advanceMinutes(5);
    await other.signIn('demo.company');
    const { json } = await other.call('GET', 'Profile/LoginHistory', { token: other.userToken });
    expect(json.map((entry: { LoginDate: string }) => entry.LoginDate)).toEqual([
      '2026-11-22T15:05:00.000Z',
      '2026-11-22T15:00:00.000Z',
      '2026-11-13T15:00:00.000Z',
      '2026-11-01T15:00:00.000Z',
    ]);
  });

  it(`answers at most the newest ${LOGIN_HISTORY_LIMIT}`, async () => {
    const own = await signedIn('demo.company');
    own.deps.db.transaction(() => {
      for (let day = 1; day <= LOGIN_HISTORY_LIMIT; day++)
        own.deps.db.run(
          `INSERT INTO login_history (user_id, login_date, ip)
           SELECT id, :when, '192.0.2.1' FROM users WHERE username = 'demo.company'`,
          { when: new Date(Date.UTC(2024, 0, day)).toISOString() },
        );
    });
    const { json } = await own.call('GET', 'Profile/LoginHistory', { token: own.userToken });
    expect(json).toHaveLength(LOGIN_HISTORY_LIMIT);
    expect(json[0].LoginDate).toBe('2026-11-22T15:00:00.000Z');
  });
});

describe('signed-in profile calls', () => {
  it.each([
    ['Profile', undefined],
    ['Profile', 'wrong-token'],
    ['Profile/LoginHistory', undefined],
    ['Profile/LoginHistory', 'wrong-token'],
  ])('GET %s refuses UserToken %s (401)', async (path, token) => {
    const { call } = await testServer();
    const { status, json } = await call('GET', path, { token });
    expect([status, json]).toEqual([
      401,
      expect.objectContaining({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Unauthorized' }] }),
    ]);
  });

  it('refuses a session that has ended (401)', async () => {
    const server = await signedIn('demo.terms');
    await server.call('POST', 'Login/Logout', { token: server.userToken });
    const { status } = await server.call('GET', 'Profile', { token: server.userToken });
    expect(status).toBe(401);
  });
});
