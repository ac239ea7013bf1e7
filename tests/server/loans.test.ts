// @vitest-environment node
/**
 * The loan screen's server calls (spec 03 §2.3, §2.7, §2.13, §7): account details computed
 * from the loan and its transactions in the shape of schemas/api/loans.json, the mailing
 * address saved through the portal's own rules, hiding an account, insurance and application
 * details; only the caller's own accounts (403 otherwise, with no data), bad input 400.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { withoutCheckDigit } from '../../src/domain/accounts/accountNumber';
import { expectSchema } from './support';
import { paymentServer, type PaymentServer } from './paymentsSupport';

const SCHEMA = 'api/loans.json#/$defs/';
const SUBARU = '01-123400-1';
const HOME = '01-123401-9';
const CLOSED = '01-099870-4';
const LINE = '01-555120-3';
const SAVINGS = '22-004512-0';
const ADDRESS = { Address1: '245 E 300 S', City: 'Salt Lake City', State: 'UT', ZipCode: '84101' };

describe('GET AccountDetails', () => {
  let server: PaymentServer;
  beforeAll(async () => {
    server = await paymentServer();
  });
  const details = (account: string, user = 'demo.borrower') =>
    server.as(user, 'GET', `AccountDetails?accountNumber=${account}`);

  it("writes DisplayAccountNumber with the portal's own rule: the number without its check digit", async () => {
    for (const account of [SUBARU, HOME, CLOSED, LINE]) {
      const { json } = await details(account);
      expect(json.Information.DisplayAccountNumber).toBe(withoutCheckDigit(account, 1));
    }
  });

  it('answers the home improvement loan computed from the loan and its year of payments', async () => {
    const { status, json } = await details(HOME);
    expect(status).toBe(200);
    expectSchema(`${SCHEMA}AccountDetailsResponse`, json);
    expect(json.Information).toMatchObject({
      AccountNumber: HOME,
      DisplayAccountNumber: '01-123401',
      AccountType: 0,
      Name: 'Alex Morgan',
      Address: ADDRESS,
      NextPaymentDate: '2026-12-01',
      NextPaymentAmount: 312.45,
      InterestRate: 825,
      TotalLoanFees: 0,
      LateChargesDue: 0,
      AvailableCredit: 0,
      LoanOriginationDate: '2024-05-22',
      LastPaymentDate: '2026-10-30',
      LastPaymentAmount: 312.45,
      DaysSinceOpened: 914,
      IsClosed: false,
      PaymentInformation: { TotalAmountDue: 312.45, ScheduledPayments: [], RecurringPayment: null },
      Error: false,
      LoanLockedPayoff: false,
      Dispute: false,
      NoPaymentOnline: false,
      NoAchPayment: false,
      NightError: false,
    });
    expect(json.Information.CurrentYearToDateInterest).toBeGreaterThan(500);
    expect(json.Information.LastYearToDateInterest).toBeGreaterThan(100);
    expect(json.StatementFormat).toBe('PaperOnly');
    expect(json.Alerts.EmailAlerts.AlertLoanDueDate1).toBe(false);
    expect(json.HasPhone).toBe(true);
    expect(json.EStatements.HasEmail).toBe(true);
  });

  it('answers the default payment method with its brand or account type and last four', async () => {
    const { json } = await details(HOME);
    const method = json.Information.PaymentInformation.DefaultPaymentMethod;
    if (method !== null) expect(method.LastFour).toMatch(/^\d{4}$/);
  });

  it.each([
    [SUBARU, { IsClosed: false, TotalLoanFees: 60, LateChargesDue: 35, InterestRate: 649 }],
    [CLOSED, { IsClosed: true, NextPaymentDate: null, InterestRate: 1090 }],
    [LINE, { AccountType: 9, AvailableCredit: 7850, InterestRate: 1250 }],
  ])('%s: %o', async (account, expected) => {
    const { status, json } = await details(account);
    expect(status).toBe(200);
    expectSchema(`${SCHEMA}AccountDetailsResponse`, json);
    expect(json.Information).toMatchObject(expected);
  });

  it.each([
    ['another customer’s loan', HOME, 'demo.payments', 403],
    ['an unknown account', '01-000000-0', 'demo.borrower', 403],
    ['a savings account', SAVINGS, 'demo.borrower', 400],
    ['a malformed number', 'x y', 'demo.borrower', 400],
  ])('%s answers %i and no data', async (_name, account, user, status) => {
    const answer = await details(encodeURIComponent(account), user);
    expect(answer.status).toBe(status);
    expect(answer.json.Information).toBeUndefined();
  });

  it.each([
    ['locked for payoff', 'UPDATE loan_details SET locked_payoff = 1', { LoanLockedPayoff: true }],
    ['in dispute', 'UPDATE loan_details SET dispute = 1', { Dispute: true }],
    ['in nightly processing', 'UPDATE loan_details SET night_error = 1', { NightError: true }],
    [
      'without online payments',
      "UPDATE accounts SET payment_security = 'NoPayments'",
      { NoPaymentOnline: true },
    ],
    ['without online ACH', "UPDATE accounts SET payment_security = 'NoAchPayments'", { NoAchPayment: true }],
  ])('answers the load-time flag of a loan %s', async (_name, update, flags) => {
    const own = await paymentServer();
    const id = own.deps.db.get<{ id: number }>('SELECT id FROM accounts WHERE number = :number', {
      number: LINE,
    })!.id;
    own.deps.db.run('INSERT OR IGNORE INTO loan_details (account_id) VALUES (:id)', { id });
    own.deps.db.run(`${update} WHERE ${update.includes('loan_details') ? 'account_id' : 'id'} = :id`, { id });
    const { json } = await own.as('demo.borrower', 'GET', `AccountDetails?accountNumber=${LINE}`);
    const none = {
      LoanLockedPayoff: false,
      Dispute: false,
      NightError: false,
      NoPaymentOnline: false,
      NoAchPayment: false,
    };
    expect(json.Information).toMatchObject({ ...none, Error: false, ...flags });
  });

  it('needs a session', async () => {
    expect((await server.call('GET', `AccountDetails?accountNumber=${HOME}`)).status).toBe(401);
  });
});

describe('POST Account/UpdateAddress', () => {
  let server: PaymentServer;
  beforeAll(async () => {
    server = await paymentServer();
  });
  const update = (Address: object, AccountNumber = HOME, user = 'demo.borrower') =>
    server.as(user, 'POST', 'Account/UpdateAddress', { AccountNumber, Address });

  it('saves a sanitised address, answers it, and AccountDetails reads it back', async () => {
    const answer = await update({
      Address1: ' 1875  S 900 E <b>',
      City: 'provo ',
      State: 'ut',
      ZipCode: '84601',
    });
    expect(answer.status).toBe(200);
    expectSchema(`${SCHEMA}UpdateAddressResponse`, answer.json);
    const saved = { Address1: '1875 S 900 E b', City: 'provo', State: 'UT', ZipCode: '84601' };
    expect(answer.json).toEqual({ HasNoErrors: true, Errors: [], Address: saved });
    const read = await server.as('demo.borrower', 'GET', `AccountDetails?accountNumber=${HOME}`);
    expect(read.json.Information.Address).toEqual(saved);
    const other = await server.as('demo.borrower', 'GET', `AccountDetails?accountNumber=${SUBARU}`);
    expect(other.json.Information.Address).toEqual(ADDRESS);
  });

  it.each([
    ['a city not of the zip', { ...ADDRESS, City: 'Provo' }, 'ZipCityNoMatch'],
    ['a zip outside the table', { ...ADDRESS, ZipCode: '99999' }, 'ZipCityNoMatch'],
    ['a P.O. box', { ...ADDRESS, Address1: 'P.O. Box 12' }, 'ContainsPOBox'],
    ['no street', { ...ADDRESS, Address1: '  ' }, 'AddressRequired'],
    ['a long street', { ...ADDRESS, Address1: '1'.repeat(46) }, 'AddressTooLong'],
    ['a long city', { ...ADDRESS, City: 'a'.repeat(21) }, 'CityTooLong'],
    ['an unknown state', { ...ADDRESS, State: 'XX' }, 'StateRequired'],
    ['a short zip', { ...ADDRESS, ZipCode: '8410' }, 'ZipInvalid'],
  ])('refuses %s with %s and keeps the old address', async (_name, address, code) => {
    const before = await server.as('demo.borrower', 'GET', `AccountDetails?accountNumber=${SUBARU}`);
    const answer = await update(address, SUBARU);
    expect(answer.status).toBe(200);
    expectSchema(`${SCHEMA}UpdateAddressResponse`, answer.json);
    expect(answer.json).toEqual({ HasNoErrors: false, Errors: [{ ErrorMessage: code }], Address: null });
    const after = await server.as('demo.borrower', 'GET', `AccountDetails?accountNumber=${SUBARU}`);
    expect(after.json.Information.Address).toEqual(before.json.Information.Address);
  });

  it('refuses a closed loan: it is read-only', async () => {
    const answer = await update(ADDRESS, CLOSED);
    expect(answer.json.Errors).toEqual([{ ErrorMessage: 'AccountClosed' }]);
  });

  it.each([
    ['a missing field', { Address1: '1 Main St', City: 'Provo', State: 'UT' }, HOME, 'demo.borrower', 400],
    ['a number for a field', { ...ADDRESS, ZipCode: 84101 }, HOME, 'demo.borrower', 400],
    ['another customer’s loan', ADDRESS, HOME, 'demo.payments', 403],
  ])('%s answers %i', async (_name, address, account, user, status) => {
    expect((await update(address, account, user)).status).toBe(status);
  });
});

describe('POST Account/ShowHideAccount', () => {
  it('hides the account: it leaves the account list and the loan screen answers 403', async () => {
    const server = await paymentServer();
    const answer = await server.as('demo.borrower', 'POST', 'Account/ShowHideAccount', {
      AccountNumber: LINE,
    });
    expect(answer).toEqual({ status: 200, json: { HasNoErrors: true, Errors: [] } });
    const list = await server.as('demo.borrower', 'GET', 'accountList');
    expect(list.json.Accounts.map((account: { Number: string }) => account.Number)).not.toContain(LINE);
    expect((await server.as('demo.borrower', 'GET', `AccountDetails?accountNumber=${LINE}`)).status).toBe(
      403,
    );
    const other = await server.as('demo.payments', 'POST', 'Account/ShowHideAccount', {
      AccountNumber: HOME,
    });
    expect(other.status).toBe(403);
    expect((await server.as('demo.borrower', 'GET', `AccountDetails?accountNumber=${HOME}`)).status).toBe(
      200,
    );
  });
});

describe('POST Insurance/GetInsuranceInformation', () => {
  let server: PaymentServer;
  beforeAll(async () => {
    server = await paymentServer();
  });
  const insurance = (accountNumber: string, user = 'demo.borrower') =>
    server.as(user, 'POST', 'Insurance/GetInsuranceInformation', { accountNumber });

  it.each([
    [
      SUBARU,
      [
        { Type: 'Credit Life', IsIndividual: 1, Premium: 18.42 },
        { Type: 'GAP Coverage', IsIndividual: 2, Premium: 25 },
        { Type: 'Disability', IsIndividual: 0, Premium: 0 },
      ],
    ],
    [HOME, []],
  ])('%s: %j', async (account, expected) => {
    const answer = await insurance(account);
    expectSchema(`${SCHEMA}InsuranceResponse`, answer.json);
    expect(answer.json).toEqual(expected);
  });

  it('answers 403 for another customer’s loan', async () => {
    expect((await insurance(SUBARU, 'demo.payments')).status).toBe(403);
  });
});

describe('GET Application', () => {
  let server: PaymentServer;
  beforeAll(async () => {
    server = await paymentServer();
  });
  const application = (number: string, user: string) =>
    server.as(user, 'GET', `Application?numDaysToRetrieve=30&applicationNumber=${number}`);

  it.each([
    [
      'demo.payments',
      'Pat Nguyen',
      'A-20488',
      {
        Status: 'Approved',
        AmountRequested: 25000,
        AmountApproved: 22500,
        FundsExpected: '2026-11-27T00:00:00',
      },
    ],
    [
      'demo.borrower',
      'Alex Morgan',
      'A-20461',
      { Status: 'In Review', AmountApproved: 0, FundsExpected: '0001-01-01T00:00:00' },
    ],
  ])('%s %s %s: %o', async (user, name, number, expected) => {
    const answer = await application(number, user);
    expect(answer.status).toBe(200);
    expectSchema(`${SCHEMA}ApplicationDetailsResponse`, answer.json);
    expect(answer.json.PersonalName).toBe(name);
    expect(answer.json.Application).toMatchObject({
      ApplicationNumber: number,
      Office: 'Downtown Branch',
      ...expected,
    });
  });

  it.each([
    ['another customer’s application', 'A-20488', 'demo.borrower', 403],
    ['an unknown number', 'A-99999', 'demo.borrower', 403],
    ['a malformed number', 'A%2099', 'demo.borrower', 400],
  ])('%s answers %i', async (_name, number, user, status) => {
    expect((await application(number, user)).status).toBe(status);
  });
});
