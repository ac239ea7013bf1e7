// @vitest-environment node
/** POST /api/UpdateProfile (spec 01 §3, §5, §7, §8): the three forms saved and read back, and every refusal. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ALERTS } from '../../src/domain/accounts/alerts.ts';
import { expectSchema, testServer, tokenOf } from './support';

const NEW_PASSWORD = 'Harbor#Light42';
const RESPONSE = 'api/profile.json#/$defs/UpdateProfileResponse';

async function signedIn(username = 'demo.borrower') {
  const server = await testServer();
  const { json } = await server.signIn(username);
  const token = json.UserToken as string;
  const update = (body: object) => server.call('POST', 'UpdateProfile', { token, body });
  const profile = async () => (await server.call('GET', 'Profile', { token })).json;
  const changes = () =>
    server.deps.db.all<{ form: string; fields: string }>(
      'SELECT form, fields FROM profile_changes ORDER BY id',
    );
  return { ...server, token, update, profile, changes };
}

function refusal(json: { HasNoErrors: boolean; Errors: { ErrorMessage: string }[] }) {
  return json.HasNoErrors ? undefined : json.Errors[0]!.ErrorMessage;
}

const ADDRESS = { Address1: '1200 S State St', City: 'Salt Lake City', State: 'UT', ZipCode: '84101' };
const PHONES = [
  { PhoneNumber: '801-555-0100', Primary: true, OptInToTexting: false },
  { PhoneNumber: '(385) 555-0187', Primary: false, OptInToTexting: true },
];

describe('UserInfo', () => {
  it('saves a new e-mail after the current password: unverified, the verification mail sent, recorded', async () => {
    const server = await signedIn();
    const { status, json } = await server.update({
      UserInfo: { EmailAddress: 'alex.new@example.com', OldPassword: 'Borrower#2026' },
    });
    expect(status).toBe(200);
    expectSchema(RESPONSE, json);
    expect(json.UserInfo).toMatchObject({ EmailAddress: 'alex.new@example.com', EmailIsVerified: false });
    expect((await server.profile()).UserInfo.EmailAddress).toBe('alex.new@example.com');
    const [mail] = await server.outbox('alex.new@example.com');
    expect(mail).toMatchObject({ subject: 'Verify your e-mail address' });
    expect(server.changes()).toEqual([{ form: 'UserInfo', fields: '["EmailAddress"]' }]);
    // The next password sign-in owes the SSN step until the link is opened (spec 01 §4).
    const next = await server.call('POST', 'login/userlogin', {
      body: { username: 'demo.borrower', password: 'Borrower#2026' },
    });
    expect(next.json).toMatchObject({ EmailIsVerified: false });
    const link = (
      await server.call('POST', 'Login/ValidateEmail', { body: { EncryptedUserData: tokenOf(mail!.link) } })
    ).json;
    expect(link).toMatchObject({ HasNoErrors: true });
    expect((await server.profile()).UserInfo.EmailIsVerified).toBe(true);
  });

  it('sets a new password: it signs in, the old one does not, other sessions end, this one stays', async () => {
    const server = await signedIn();
    const other = (await server.signIn('demo.borrower')).json.UserToken as string;
    const { json } = await server.update({
      UserInfo: { NewPassword: NEW_PASSWORD, OldPassword: 'Borrower#2026' },
    });
    expect(refusal(json)).toBeUndefined();
    expect((await server.call('GET', 'Profile', { token: other })).status).toBe(401);
    expect((await server.call('GET', 'Profile', { token: server.token })).status).toBe(200);
    const old = await server.call('POST', 'login/userlogin', {
      body: { username: 'demo.borrower', password: 'Borrower#2026' },
    });
    expect(old.status).toBe(403);
    expect((await server.signIn('demo.borrower', NEW_PASSWORD)).json.IsLoggedIn).toBe(true);
    expect(server.changes()).toEqual([{ form: 'UserInfo', fields: '["Password"]' }]);
  });

  it('saves a new login name, which then signs in', async () => {
    const server = await signedIn();
    const { json } = await server.update({
      UserInfo: { LogonName: 'alex.morgan', OldPassword: 'Borrower#2026' },
    });
    expect(json.UserInfo.LogonName).toBe('alex.morgan');
    expect((await server.signIn('alex.morgan')).json.IsLoggedIn).toBe(true);
  });

  it('saves a new question with its answer (no password needed), and a new answer alone', async () => {
    const server = await signedIn();
    const { json } = await server.update({
      UserInfo: { SecretQuestion: 'Where did you grow up?', SecretAnswer: 'Ogden' },
    });
    expect(json.UserInfo).toMatchObject({
      SecretQuestion: 'Where did you grow up?',
      SecretQuestionIsCustom: true,
    });
    expect(refusal((await server.update({ UserInfo: { SecretAnswer: 'Provo' } })).json)).toBeUndefined();
    expect(server.changes().map((change) => change.fields)).toEqual([
      '["SecretQuestion"]',
      '["SecretAnswer"]',
    ]);
    const hash = server.deps.db.get<{ secret_answer_hash: string }>(
      "SELECT secret_answer_hash FROM users WHERE username = 'demo.borrower'",
    )!.secret_answer_hash;
    expect(hash).not.toContain('Provo');
  });

  it.each([
    ['no current password', { EmailAddress: 'alex.new@example.com' }],
    ['a wrong current password', { EmailAddress: 'alex.new@example.com', OldPassword: 'Wrong#2026' }],
    ['a wrong one with a new password', { NewPassword: NEW_PASSWORD, OldPassword: 'Wrong#2026' }],
    ['a wrong one with a new login name', { LogonName: 'demo.company', OldPassword: 'Wrong#2026' }],
  ])('refuses %s (InvalidCurrentPassword) and changes nothing', async (_, userInfo) => {
    const server = await signedIn();
    const before = await server.profile();
    const { status, json } = await server.update({ UserInfo: userInfo });
    expect([status, refusal(json)]).toEqual([200, 'InvalidCurrentPassword']);
    expectSchema(RESPONSE, json);
    expect(await server.profile()).toEqual(before);
    expect(server.changes()).toEqual([]);
    expect((await server.signIn('demo.borrower')).json.IsLoggedIn).toBe(true);
  });

  it.each([
    ['LogonNameExists', { LogonName: 'demo.company' }],
    ['LogonNameExists', { LogonName: 'DEMO.COMPANY' }],
    ['LogonTooShort', { LogonName: 'alex' }],
    ['LogonNameLength', { LogonName: 'a'.repeat(129) }],
    ['LogonMissingLetter', { LogonName: '123456789' }],
    ['LogonMatchesEmail', { LogonName: 'alex@example.com' }],
    ['Invalid', { LogonName: 'alex morgan' }],
    ['Invalid', { EmailAddress: 'not-an-address' }],
    ['Invalid', { EmailAddress: `${'a'.repeat(95)}@x.com` }],
    ['PasswordTooShort', { NewPassword: 'Ab#1' }],
    ['PasswordMissingCapitalLetter', { NewPassword: 'harbor#light42' }],
    ['PasswordMissingLowercaseLetter', { NewPassword: 'HARBOR#LIGHT42' }],
    ['PasswordNeedsLetterNumber', { NewPassword: 'Harbor#Lights!' }],
    ['PasswordMissingSpecialCharacter', { NewPassword: 'HarborLight42' }],
    ['PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters', { NewPassword: 'Harbooo#Light42' }],
    ['PasswordSameAsLogin', { NewPassword: 'Xdemo.borrower#1' }],
    ['PasswordMatchesEmail', { NewPassword: 'Alex.Morgan1@example.com' }],
    ['ReusedPassword', { NewPassword: 'Borrower#2026' }],
  ])('refuses with %s and changes nothing', async (code, userInfo) => {
    const server = await signedIn();
    const before = await server.profile();
    const { json } = await server.update({ UserInfo: { ...userInfo, OldPassword: 'Borrower#2026' } });
    expect(refusal(json)).toBe(code);
    expect(await server.profile()).toEqual(before);
    expect(server.changes()).toEqual([]);
  });

  it.each([
    ['a changed question without an answer', { SecretQuestion: 'Where did you grow up?' }],
    ['an answer with characters outside the pattern', { SecretQuestion: 'Where?', SecretAnswer: 'O<g>den' }],
    ['an empty question', { SecretQuestion: ' ', SecretAnswer: 'Ogden' }],
  ])('refuses %s (Invalid)', async (_, userInfo) => {
    const server = await signedIn();
    expect(refusal((await server.update({ UserInfo: userInfo })).json)).toBe('Invalid');
  });
});

describe('PersonalInfo', () => {
  it('saves the address and the phones, as digits, and reads them back', async () => {
    const server = await signedIn();
    const phones = [
      { PhoneNumber: '801-555-0100', Primary: false, OptInToTexting: false },
      { PhoneNumber: '(385) 555-0187', Primary: true, OptInToTexting: true },
    ];
    const { json } = await server.update({ PersonalInfo: { Address: ADDRESS, PhoneNumbers: phones } });
    expectSchema(RESPONSE, json);
    const expected = {
      Address: ADDRESS,
      PhoneNumbers: [
        { PhoneNumber: '8015550100', Primary: false, OptInToTexting: false, Textable: true },
        { PhoneNumber: '3855550187', Primary: true, OptInToTexting: true, Textable: true },
      ],
    };
    expect(json.PersonalInfo).toEqual(expected);
    expect((await server.profile()).PersonalInfo).toEqual(expected);
    expect(server.deps.db.get("SELECT phone FROM customers WHERE customer_id = 'C1001'")).toEqual({
      phone: '3855550187',
    });
    expect(server.changes()).toEqual([{ form: 'PersonalInfo', fields: '["Address","PhoneNumbers"]' }]);
  });

  it('keeps the address when Address is null, drops an empty second phone', async () => {
    const server = await signedIn();
    const { json } = await server.update({
      PersonalInfo: {
        Address: null,
        PhoneNumbers: [PHONES[0], { PhoneNumber: '', Primary: false, OptInToTexting: false }],
      },
    });
    expect(json.PersonalInfo.Address.Address1).toBe('245 E 300 S');
    expect(json.PersonalInfo.PhoneNumbers).toHaveLength(1);
  });

  it.each([
    ['ZipCityNoMatch', { ...ADDRESS, City: 'Provo' }, PHONES],
    ['ContainsPOBox', { ...ADDRESS, Address1: 'P.O. Box 12' }, PHONES],
    ['AddressRequired', { ...ADDRESS, Address1: ' ' }, PHONES],
    ['StateRequired', { ...ADDRESS, State: 'XX' }, PHONES],
    ['ZipInvalid', { ...ADDRESS, ZipCode: '8410' }, PHONES],
    ['PhoneRequired', null, []],
    ['PhoneInvalid', null, [{ ...PHONES[0], PhoneNumber: '801-555-010' }]],
    ['PrimaryRequired', null, [{ ...PHONES[0], Primary: false }, PHONES[1]]],
    ['PrimaryNotUnique', null, [PHONES[0], { ...PHONES[1], Primary: true }]],
  ])('refuses %s and changes nothing', async (code, address, phones) => {
    const server = await signedIn();
    const before = await server.profile();
    const { json } = await server.update({ PersonalInfo: { Address: address, PhoneNumbers: phones } });
    expect(refusal(json)).toBe(code);
    expect(await server.profile()).toEqual(before);
  });

  it('clears the text alerts of the user and of the loans when texting goes off on every phone', async () => {
    const server = await signedIn();
    const alerts = { ...DEFAULT_ALERTS, TextAlerts: { AlertLoanDelinquent: true, EstatementAlert: true } };
    expect(
      refusal((await server.update({ UserAlertsInfo: alerts, AlertsAreDirty: true })).json),
    ).toBeUndefined();
    const loan = server.deps.db.get<{ id: number }>(
      "SELECT a.id FROM accounts a JOIN customers c ON c.id = a.customer_id WHERE c.customer_id = 'C1001' AND a.type = 0",
    )!;
    server.deps.db.run('INSERT OR REPLACE INTO loan_details (account_id, alerts) VALUES (:id, :alerts)', {
      id: loan.id,
      alerts: JSON.stringify(alerts),
    });
    const off = PHONES.map((phone) => ({ ...phone, OptInToTexting: false }));
    const { json } = await server.update({ PersonalInfo: { Address: null, PhoneNumbers: off } });
    expect(json.UserAlertsInfo.TextAlerts).toEqual({ AlertLoanDelinquent: false, EstatementAlert: false });
    expect(json.AlertsContext).toMatchObject({ TextingNotAgreed: true });
    expect((await server.profile()).UserAlertsInfo.TextAlerts.AlertLoanDelinquent).toBe(false);
    const stored = server.deps.db.get<{ alerts: string }>(
      'SELECT alerts FROM loan_details WHERE account_id = :id',
      {
        id: loan.id,
      },
    )!;
    expect(JSON.parse(stored.alerts).TextAlerts).toEqual({
      AlertLoanDelinquent: false,
      EstatementAlert: false,
    });
  });
});

describe('UserAlertsInfo', () => {
  const SETTINGS = {
    TextAlerts: { AlertLoanDelinquent: true, EstatementAlert: false },
    EmailAlerts: {
      ...DEFAULT_ALERTS.EmailAlerts,
      AlertLoanDueDate1: true,
      AlertLoanDueDate1Days: 15,
      AlertLoanDueDate1Before: true,
    },
  };

  it('saves the settings and reads them back', async () => {
    const server = await signedIn();
    const { json } = await server.update({ UserAlertsInfo: SETTINGS, AlertsAreDirty: true });
    expectSchema(RESPONSE, json);
    expect(json.UserAlertsInfo).toEqual(SETTINGS);
    expect((await server.profile()).UserAlertsInfo).toEqual(SETTINGS);
    expect(JSON.parse(server.changes()[0]!.fields)).toEqual([
      'TextAlerts.AlertLoanDelinquent',
      'EmailAlerts.AlertLoanDueDate1',
      'EmailAlerts.AlertLoanDueDate1Days',
    ]);
  });

  it('saves nothing when AlertsAreDirty is false', async () => {
    const server = await signedIn();
    const { json } = await server.update({ UserAlertsInfo: SETTINGS, AlertsAreDirty: false });
    expect(json.UserAlertsInfo).toEqual(DEFAULT_ALERTS);
  });

  it.each([
    ['TextNotAllowed without a phone opted in to texting', 'demo.company', SETTINGS],
    [
      'DaysInvalid for a ticked due-date alert without days',
      'demo.borrower',
      { ...SETTINGS, EmailAlerts: { ...SETTINGS.EmailAlerts, AlertLoanDueDate1Days: 0 } },
    ],
  ])('refuses %s', async (name, username, settings) => {
    const server = await signedIn(username);
    const { json } = await server.update({ UserAlertsInfo: settings, AlertsAreDirty: true });
    expect(refusal(json)).toBe(name.split(' ')[0]);
  });
});

describe('MobileInfo', () => {
  const tokenLogin = (server: Awaited<ReturnType<typeof signedIn>>, Token: unknown, DeviceID: string) =>
    server.call('POST', 'login/tokenlogin', { body: { Token, DeviceID } });

  it('turned on issues the device a biometric token that signs in, and replaces its earlier one', async () => {
    const server = await signedIn();
    const first = await server.update({ MobileInfo: { BiometricsEnabled: true, DeviceID: 'phone-7' } });
    expectSchema(RESPONSE, first.json);
    expect(first.json.MobileInfo).toMatchObject({
      BiometricsEnabled: true,
      BiometricsToken: expect.any(String),
    });
    expect(Date.parse(first.json.MobileInfo.BiometricsTokenExpiration)).toBeGreaterThan(Date.now());
    const second = await server.update({ MobileInfo: { BiometricsEnabled: true, DeviceID: 'phone-7' } });
    expect((await tokenLogin(server, second.json.MobileInfo.BiometricsToken, 'phone-7')).json).toMatchObject({
      IsLoggedIn: true,
      UserName: 'demo.borrower',
    });
    expect((await tokenLogin(server, first.json.MobileInfo.BiometricsToken, 'phone-7')).status).toBe(403);
    expect(server.changes()).toEqual([
      { form: 'MobileInfo', fields: '["BiometricsEnabled"]' },
      { form: 'MobileInfo', fields: '["BiometricsEnabled"]' },
    ]);
  });

  it('turned off revokes the device’s tokens (a sign-in’s too), and leaves other devices’', async () => {
    const server = await signedIn();
    const phone = await server.update({ MobileInfo: { BiometricsEnabled: true, DeviceID: 'phone-7' } });
    const tablet = await server.update({ MobileInfo: { BiometricsEnabled: true, DeviceID: 'tablet-2' } });
    const off = await server.update({ MobileInfo: { BiometricsEnabled: false, DeviceID: 'phone-7' } });
    expect(off.json).toEqual({
      HasNoErrors: true,
      Errors: [],
      MobileInfo: { BiometricsEnabled: false, BiometricsTokenExpiration: '' },
    });
    expect((await tokenLogin(server, phone.json.MobileInfo.BiometricsToken, 'phone-7')).status).toBe(403);
    expect((await tokenLogin(server, tablet.json.MobileInfo.BiometricsToken, 'tablet-2')).json).toMatchObject(
      {
        IsLoggedIn: true,
      },
    );
  });

  it('revokes only the signed-in user’s tokens on that device', async () => {
    const other = await signedIn('demo.company');
    const theirs = await other.update({ MobileInfo: { BiometricsEnabled: true, DeviceID: 'shared-9' } });
    const { json } = await other.signIn('demo.borrower');
    await other.call('POST', 'UpdateProfile', {
      token: json.UserToken as string,
      body: { MobileInfo: { BiometricsEnabled: false, DeviceID: 'shared-9' } },
    });
    expect((await tokenLogin(other, theirs.json.MobileInfo.BiometricsToken, 'shared-9')).json).toMatchObject({
      IsLoggedIn: true,
      UserName: 'demo.company',
    });
  });
});

describe('bad requests and sessions', () => {
  it.each([
    ['no form', {}],
    ['two forms', { UserInfo: { SecretAnswer: 'x' }, UserAlertsInfo: DEFAULT_ALERTS }],
    ['an empty UserInfo', { UserInfo: {} }],
    ['an unknown UserInfo key', { UserInfo: { Password: 'x' } }],
    ['three phones', { PersonalInfo: { Address: null, PhoneNumbers: [...PHONES, PHONES[0]] } }],
    ['no PhoneNumbers', { PersonalInfo: { Address: null } }],
    [
      'a phone too long',
      { PersonalInfo: { Address: null, PhoneNumbers: [{ ...PHONES[0], PhoneNumber: '1'.repeat(21) }] } },
    ],
    [
      'alert days out of bounds',
      {
        UserAlertsInfo: {
          ...DEFAULT_ALERTS,
          EmailAlerts: { ...DEFAULT_ALERTS.EmailAlerts, AlertLoanDueDate1Days: 1000 },
        },
      },
    ],
    ['a login name too long', { UserInfo: { LogonName: 'a'.repeat(201), OldPassword: 'x' } }],
    ['MobileInfo without a device', { MobileInfo: { BiometricsEnabled: true } }],
    ['MobileInfo with an empty device', { MobileInfo: { BiometricsEnabled: true, DeviceID: '' } }],
    ['MobileInfo with a string flag', { MobileInfo: { BiometricsEnabled: 'yes', DeviceID: 'phone-1' } }],
    [
      'MobileInfo beside UserInfo',
      { MobileInfo: { BiometricsEnabled: false, DeviceID: 'p' }, UserInfo: { SecretAnswer: 'x' } },
    ],
  ])('answers 400 for %s', async (_, body) => {
    const server = await signedIn();
    const { status, json } = await server.update(body);
    expect([status, json.Errors[0].ErrorMessage]).toEqual([400, 'BadRequest']);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const server = await signedIn();
    const { status } = await server.call('POST', 'UpdateProfile', { token: server.token, raw: '{' });
    expect(status).toBe(400);
  });

  it.each([undefined, 'wrong-token'])('answers 401 with UserToken %s', async (token) => {
    const { call } = await testServer();
    const { status } = await call('POST', 'UpdateProfile', {
      token,
      body: { UserAlertsInfo: DEFAULT_ALERTS },
    });
    expect(status).toBe(401);
  });

  it('never logs a password', async () => {
    const server = await signedIn();
    await server.update({ UserInfo: { NewPassword: NEW_PASSWORD, OldPassword: 'Borrower#2026' } });
    await server.update({ UserInfo: { NewPassword: 'x', OldPassword: 'Wrong#2026' } });
    expect(server.logged.join('\n')).not.toMatch(/Harbor#Light42|Borrower#2026|Wrong#2026/);
  });
});
