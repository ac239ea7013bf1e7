// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeErrors, projectAjv } from '../../schemas/ajv.ts';
import { testServer, settingsFile } from './support';

const ajv = projectAjv();

function expectSchema(ref: string, value: unknown) {
  const validate = ajv.getSchema(ref)!;
  expect(validate(value), describeErrors(validate.errors)).toBe(true);
}

function agreementSettings(agreements: Record<string, string>) {
  return settingsFile({ gassySettings: { shared: { agreements } } });
}

async function signedIn(username = 'demo.terms', settings?: string) {
  const server = await testServer({ settingsFile: settings });
  const { json } = await server.signIn(username);
  return { ...server, userToken: json.UserToken as string };
}

type Signed = Awaited<ReturnType<typeof signedIn>>;

function logAgreements(server: Signed, body: unknown) {
  return server.call('POST', 'AgreementLogging', { token: server.userToken, body });
}

function recordsOfDemoTerms({ deps }: Signed) {
  return deps.db.all(
    "SELECT r.id FROM agreement_records r JOIN users u ON u.id = r.user_id WHERE u.username = 'demo.terms'",
  );
}

function statementPreferences({ deps }: Signed) {
  return deps.db.all<{ type: number; statement_preference: string }>(
    `SELECT a.type, a.statement_preference FROM accounts a JOIN customers c ON c.id = a.customer_id
      WHERE c.customer_id = 'C1001' ORDER BY a.id`,
  );
}

describe('POST AgreementLogging', () => {
  it('records the demo login agreement and answers the record', async () => {
    const server = await signedIn();
    const { status, json } = await logAgreements(server, { Agreements: [11337], UserName: 'demo.terms' });
    expect(status).toBe(200);
    expectSchema('api/signInSetup.json#/$defs/AgreementLoggingResponse', json);
    expect(json).toEqual({
      HasNoErrors: true,
      Records: [
        {
          AgreementType: 11337,
          DateOfAgreement: server.clock.now().toISOString(),
          NameOfTerms: 'Online Banking Agreement',
          AccountNumber: null,
          IPAddress: '127.0.0.1',
          DateOfTerms: '2026-01-01',
          WhenToAgree: 0,
        },
      ],
    });
  });

  it('stores the record, so that the next sign-in lists it', async () => {
    const server = await signedIn();
    await logAgreements(server, { Agreements: [11337], UserName: 'demo.terms' });
    const { json } = await server.signIn('demo.terms');
    expect(json.WebAgreementLogs).toEqual([
      {
        AgreementType: 11337,
        Name: 'Online Banking Agreement',
        DateOfTerms: '2026-01-01',
        DateOfAgreement: server.clock.now().toISOString(),
        WhenToAgree: 0,
      },
    ]);
  });

  it('records several agreements of an institution, each with its id, date and first type', async () => {
    const settings = agreementSettings({
      agreement2: '/terms/ach.html|2025-06-30|ACH Authorization|ach',
      agreement3: '/terms/estatements.html|3/15/2026|E-Statement Consent| Estatements , login',
    });
    const server = await signedIn('demo.terms', settings);
    const { json } = await logAgreements(server, { Agreements: [11339, 11338], UserName: 'demo.terms' });
    expect(
      json.Records.map((record: Record<string, unknown>) => [
        record.AgreementType,
        record.NameOfTerms,
        record.DateOfTerms,
        record.WhenToAgree,
      ]),
    ).toEqual([
      [11339, 'E-Statement Consent', '2026-03-15', 3],
      [11338, 'ACH Authorization', '2025-06-30', 2],
    ]);
  });

  it('accepts the user name in any case', async () => {
    const server = await signedIn();
    const { status } = await logAgreements(server, { Agreements: [11337], UserName: 'Demo.Terms' });
    expect(status).toBe(200);
  });

  it('refuses the name of another user (403 NotAuthorized) and records nothing', async () => {
    const server = await signedIn();
    const { status, json } = await logAgreements(server, { Agreements: [11337], UserName: 'demo.borrower' });
    expect([status, json.Errors[0].ErrorMessage]).toEqual([403, 'NotAuthorized']);
    expect(recordsOfDemoTerms(server)).toEqual([]);
  });

  it.each([
    ['an id the institution does not configure', { Agreements: [11338] }, '11338 is not an agreement'],
    ['one unknown id among known ones', { Agreements: [11337, 11341] }, '11341 is not an agreement'],
    ['an id below the base', { Agreements: [11336] }, 'must be >= 11337'],
    ['an id that is not a number', { Agreements: ['11337'] }, 'must be integer'],
    ['a repeated id', { Agreements: [11337, 11337] }, 'must NOT have duplicate items'],
    ['no ids', { Agreements: [] }, 'must NOT have fewer than 1 items'],
    ['no user name', { Agreements: [11337], UserName: undefined }, 'needs UserName'],
    ['TurnEStatementsOn that is not a boolean', { Agreements: [11337], TurnEStatementsOn: 'yes' }, 'boolean'],
    ['an unknown property', { Agreements: [11337], AccountNumber: '1' }, 'unknown property AccountNumber'],
  ])('refuses %s (400) and records nothing', async (_case, fields, message) => {
    const server = await signedIn();
    const { status, json } = await logAgreements(server, { UserName: 'demo.terms', ...fields });
    expect([status, json.Errors[0].ErrorMessage]).toEqual([400, 'BadRequest']);
    expect(json.Message).toContain(message);
    expect(recordsOfDemoTerms(server)).toEqual([]);
  });

  it("makes the statements of the customer's loans electronic with TurnEStatementsOn", async () => {
    const server = await signedIn('demo.borrower');
    const before = statementPreferences(server);
    expect(before.filter((account) => account.statement_preference === 'PaperOnly')).toHaveLength(5);
    await logAgreements(server, { Agreements: [11337], UserName: 'demo.borrower', TurnEStatementsOn: true });
    expect(statementPreferences(server)).toEqual(
      before.map((account) => ({
        ...account,
        statement_preference: account.type === 0 ? 'ElectronicOnly' : account.statement_preference,
      })),
    );
    // Other customers' loans stay as they were.
    expect(
      server.deps.db.all("SELECT id FROM accounts WHERE statement_preference = 'ElectronicOnly'"),
    ).toHaveLength(3);
  });

  it.each([false, undefined])('leaves statements alone with TurnEStatementsOn %s', async (turnOn) => {
    const server = await signedIn('demo.borrower');
    const before = statementPreferences(server);
    await logAgreements(server, {
      Agreements: [11337],
      UserName: 'demo.borrower',
      TurnEStatementsOn: turnOn,
    });
    expect(statementPreferences(server)).toEqual(before);
  });

  it('answers a server error, and logs it, when an agreement setting is malformed', async () => {
    const server = await signedIn('demo.terms', agreementSettings({ agreement2: 'just a url' }));
    const { status, json } = await logAgreements(server, { Agreements: [11337], UserName: 'demo.terms' });
    expect([status, json.Errors[0].ErrorMessage]).toEqual([500, 'ServerError']);
    expect(server.logged.join('\n')).toContain('agreements.agreement2 is not url|date|name|types');
  });

  it.each([
    ['without a UserToken', undefined],
    ['with a wrong UserToken', 'wrong-token'],
  ])('refuses a call %s (401)', async (_case, token) => {
    const { call } = await testServer();
    const { status, json } = await call('POST', 'AgreementLogging', {
      token,
      body: { Agreements: [11337], UserName: 'demo.terms' },
    });
    expect([status, json]).toEqual([
      401,
      expect.objectContaining({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Unauthorized' }] }),
    ]);
  });
});
