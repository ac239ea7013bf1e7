// @vitest-environment node
/**
 * Alerts, statement format and e-statements (spec 03 §2.4, §2.5, §4, §7): alert settings saved
 * and read back by AccountDetails; the statement format switched to ElectronicOnly only with
 * the institution's e-statement agreements agreed (and recorded with the account number); the
 * statement list per year; a statement as a real PDF through its token; only the caller's own
 * loans (403), bad input 400.
 */
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AlertSettings, Statement } from '../../src/generated/api-types/loans';
import { expectSchema } from './support';
import { paymentServer, type PaymentServer } from './paymentsSupport';

const SCHEMA = 'api/loans.json#/$defs/';
const SUBARU = '01-123400-1';
const HOME = '01-123401-9';
const CLOSED = '01-099870-4';

const details = (server: PaymentServer, account: string, user = 'demo.borrower') =>
  server.as(user, 'GET', `AccountDetails?accountNumber=${account}`);

const ALERTS: AlertSettings = {
  TextAlerts: { AlertLoanDelinquent: true, EstatementAlert: false },
  EmailAlerts: {
    AlertLoanDelinquent: true,
    EstatementAlert: true,
    AlertLoanDueDate1: true,
    AlertLoanDueDate2: true,
    AlertLoanDueDate3: false,
    AlertLoanDueDate4: false,
    AlertLoanDueDate1Before: true,
    AlertLoanDueDate2Before: false,
    AlertLoanDueDate3Before: true,
    AlertLoanDueDate4Before: true,
    AlertLoanDueDate1Days: 15,
    AlertLoanDueDate2Days: 3,
    AlertLoanDueDate3Days: 0,
    AlertLoanDueDate4Days: 0,
  },
};

describe('POST AccountAlerts', () => {
  let server: PaymentServer;
  beforeAll(async () => {
    server = await paymentServer();
  });
  const save = (body: object, user = 'demo.borrower') => server.as(user, 'POST', 'AccountAlerts', body);

  it('saves the settings of one loan; AccountDetails reads them back, other loans keep theirs', async () => {
    const answer = await save({ AccountNumber: HOME, ...ALERTS });
    expect(answer).toEqual({ status: 200, json: { HasNoErrors: true, Errors: [] } });
    expectSchema(`${SCHEMA}SaveResult`, answer.json);
    expect((await details(server, HOME)).json.Alerts).toEqual(ALERTS);
    expect((await details(server, SUBARU)).json.Alerts.EmailAlerts.AlertLoanDueDate1).toBe(false);
  });

  it.each([
    ['a closed loan', { AccountNumber: CLOSED, ...ALERTS }, 'demo.borrower', 200, 'AccountClosed'],
    ['another customer’s loan', { AccountNumber: HOME, ...ALERTS }, 'demo.payments', 403, undefined],
    [
      'a missing field',
      { AccountNumber: HOME, TextAlerts: ALERTS.TextAlerts },
      'demo.borrower',
      400,
      undefined,
    ],
    [
      'days over 999',
      { AccountNumber: HOME, ...ALERTS, EmailAlerts: { ...ALERTS.EmailAlerts, AlertLoanDueDate1Days: 1000 } },
      'demo.borrower',
      400,
      undefined,
    ],
  ])('%s answers %i %s', async (_name, body, user, status, code) => {
    const answer = await save(body, user);
    expect(answer.status).toBe(status);
    if (code) expect(answer.json).toEqual({ HasNoErrors: false, Errors: [{ ErrorMessage: code }] });
  });

  it('refuses text alerts to a customer without a phone number', async () => {
    const db = server.deps.db;
    db.run(
      `UPDATE customers SET phone = NULL WHERE id = (SELECT customer_id FROM users WHERE username = 'demo.payments')`,
    );
    db.run(
      `DELETE FROM phone_numbers WHERE customer_id = (SELECT customer_id FROM users WHERE username = 'demo.payments')`,
    );
    const loan = db.get<{ number: string }>(
      `SELECT a.number FROM accounts a JOIN users u ON u.customer_id = a.customer_id WHERE u.username = 'demo.payments'`,
    )!.number;
    expect((await details(server, loan, 'demo.payments')).json.HasPhone).toBe(false);
    const answer = await save({ AccountNumber: loan, ...ALERTS }, 'demo.payments');
    expect(answer.json.Errors).toEqual([{ ErrorMessage: 'TextNotAllowed' }]);
    const emailOnly = { ...ALERTS, TextAlerts: { AlertLoanDelinquent: false, EstatementAlert: false } };
    expect((await save({ AccountNumber: loan, ...emailOnly }, 'demo.payments')).json.HasNoErrors).toBe(true);
  });
});

describe('POST AccountEStatements/SetStatementFormat', () => {
  // The demo institution's agreements.agreement3 (HostNum 11339) is of type estatements.
  const HOST_NUM = 11339;
  let server: PaymentServer;
  beforeAll(async () => {
    server = await paymentServer();
  });
  const setFormat = (body: object, user = 'demo.borrower') =>
    server.as(user, 'POST', 'AccountEStatements/SetStatementFormat', { AccountType: 0, ...body });

  it('answers the e-statement agreements with the details, and the agreement as updated for an electronic loan without a record', async () => {
    const { json } = await details(server, SUBARU);
    expect(json.StatementFormat).toBe('ElectronicOnly');
    expect(json.EStatements).toEqual({
      Agreements: [
        {
          HostNum: HOST_NUM,
          Name: 'E-Statement Disclosure',
          Url: '/demo-content/e-statement-disclosure.html',
        },
      ],
      AgreementUpdated: true,
      HasEmail: true,
    });
  });

  it('refuses ElectronicOnly until the agreement is agreed, then records it with the account and switches', async () => {
    const refused = await setFormat({ AccountNumber: HOME, Format: 'ElectronicOnly' });
    expect(refused.json).toEqual({
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'EStatementAgreementRequired' }],
    });
    expect((await details(server, HOME)).json.StatementFormat).toBe('PaperOnly');

    const agreed = await setFormat({
      AccountNumber: HOME,
      Format: 'ElectronicOnly',
      AgreedHostNums: [HOST_NUM],
    });
    expect(agreed.json).toEqual({ HasNoErrors: true, Errors: [] });
    const after = await details(server, HOME);
    expect(after.json.StatementFormat).toBe('ElectronicOnly');
    expect(after.json.EStatements.AgreementUpdated).toBe(false);
    const records = server.deps.db.all(
      `SELECT agreement_type, name, account_number FROM agreement_records r JOIN users u ON u.id = r.user_id
        WHERE u.username = 'demo.borrower' AND agreement_type = ${HOST_NUM}`,
    );
    expect(records).toEqual([
      { agreement_type: HOST_NUM, name: 'E-Statement Disclosure', account_number: HOME },
    ]);
    const list = await server.as('demo.borrower', 'GET', 'accountList');
    expect(list.json.Accounts.find((a: { Number: string }) => a.Number === HOME).StatementPreference).toBe(
      'ElectronicOnly',
    );
  });

  it('switches back to PaperOnly without an agreement', async () => {
    expect((await setFormat({ AccountNumber: HOME, Format: 'PaperOnly' })).json.HasNoErrors).toBe(true);
    expect((await details(server, HOME)).json.StatementFormat).toBe('PaperOnly');
  });

  it('refuses ElectronicOnly to a customer without an e-mail address', async () => {
    server.deps.db.run(
      `UPDATE customers SET email = NULL WHERE id = (SELECT customer_id FROM users WHERE username = 'demo.limits')`,
    );
    const loan = server.deps.db.get<{ number: string }>(
      `SELECT a.number FROM accounts a JOIN users u ON u.customer_id = a.customer_id WHERE u.username = 'demo.limits'`,
    )!.number;
    expect((await details(server, loan, 'demo.limits')).json.EStatements.HasEmail).toBe(false);
    const answer = await setFormat(
      { AccountNumber: loan, Format: 'ElectronicOnly', AgreedHostNums: [HOST_NUM] },
      'demo.limits',
    );
    expect(answer.json.Errors).toEqual([{ ErrorMessage: 'NoEmailAddress' }]);
  });

  it.each([
    ['another customer’s loan', { AccountNumber: HOME, Format: 'PaperOnly' }, 'demo.payments', 403],
    ['an unknown format', { AccountNumber: HOME, Format: 'Both' }, 'demo.borrower', 400],
    [
      'an account type other than 0',
      { AccountNumber: HOME, Format: 'PaperOnly', AccountType: 1 },
      'demo.borrower',
      400,
    ],
  ])('%s answers %i', async (_name, body, user, status) => {
    expect((await setFormat(body, user)).status).toBe(status);
  });
});

describe('statements', () => {
  let server: PaymentServer;
  beforeAll(async () => {
    server = await paymentServer();
  });
  const list = (account: string, year: number | string, user = 'demo.borrower') =>
    server.as(user, 'GET', `accountEStatements/GetStatementList?AccountNumber=${account}&Year=${year}`);
  const view = (statement: Statement) =>
    server.app.request(
      `/api/AccountEstatements/ViewStatement?Date=${statement.Date}&Number=${statement.Number}&Start=${statement.Start}&End=${statement.End}&Type=${statement.Type}&Id=${statement.Id}&token=${statement.Token}`,
    );

  it.each([
    [2026, 11, '2026-11-01', '2026-10-01', '2026-10-31'],
    [2025, 11, '2025-12-01', '2025-11-01', '2025-11-30'],
  ])(
    '%i: %i monthly statements, newest first (dated %s for %s to %s)',
    async (year, count, date, start, end) => {
      const { status, json } = await list(SUBARU, year);
      expect(status).toBe(200);
      expectSchema(`${SCHEMA}StatementListResponse`, json);
      expect(json.StatementList).toHaveLength(count);
      expect(json.StatementList[0]).toMatchObject({
        Date: date,
        Start: start,
        End: end,
        Number: SUBARU,
        Provider: 0,
        Type: 'Loan',
      });
    },
  );

  it.each([
    [SUBARU, 2023],
    [CLOSED, 2026],
  ])('%s in %i: no statements', async (account, year) => {
    expect((await list(account, year)).json).toEqual({ HasNoErrors: true, Errors: [], StatementList: [] });
  });

  it('opens a statement as a real PDF by its token, with the period’s payment in it', async () => {
    const statement = (await list(SUBARU, 2026)).json.StatementList[1] as Statement;
    const response = await view(statement);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.getTitle()).toBe(`Loan Statement ${SUBARU} ${statement.Date}`);
    expect(pdf.getPageCount()).toBe(1);
  });

  it('refuses an unknown or expired token (404)', async () => {
    const statement = (await list(SUBARU, 2026)).json.StatementList[0] as Statement;
    expect((await view({ ...statement, Token: 'nope' })).status).toBe(404);
    server.clock.advanceMinutes(11);
    expect((await view(statement)).status).toBe(404);
    server.signOut('demo.borrower');
  });

  it.each([
    ['another customer’s loan', SUBARU, 2026, 'demo.payments', 403],
    ['a year that is not a number', SUBARU, 'this', 'demo.borrower', 400],
    ['a year out of range', SUBARU, 12026, 'demo.borrower', 400],
  ])('%s answers %i', async (_name, account, year, user, status) => {
    expect((await list(account, year, user)).status).toBe(status);
  });
});
