// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { describeErrors, projectAjv } from '../../schemas/ajv.ts';
import { testServer } from './support';

const ajv = projectAjv();

function expectSchema(ref: string, value: unknown) {
  const validate = ajv.getSchema(ref)!;
  expect(validate(value), describeErrors(validate.errors)).toBe(true);
}

type Server = Awaited<ReturnType<typeof testServer>>;

async function signedIn(username = 'demo.borrower') {
  const server = await testServer();
  const { json } = await server.signIn(username);
  return { ...server, userToken: json.UserToken as string };
}

describe('GET accountList', () => {
  let server: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    server = await signedIn();
  });

  it("answers demo.borrower's six accounts in the shape of the contract", async () => {
    const { status, json } = await server.call('GET', 'accountList', { token: server.userToken });
    expect(status).toBe(200);
    expectSchema('api/accounts.json#/$defs/AccountListResponse', json);
    expect(json.HasNoErrors).toBe(true);
    expect(json.Errors).toEqual([]);
    expect(
      json.Accounts.map((account: { Type: string; TypeCode: number }) => [account.Type, account.TypeCode]),
    ).toEqual([
      ['Loan', 0],
      ['Loan', 0],
      ['Loan', 0],
      ['LineOfCredit', 9],
      ['Deposit', 1],
      ['Investment', 7],
    ]);
  });

  it('answers a past-due loan with money in dollars and its due date', async () => {
    const { json } = await server.call('GET', 'accountList', { token: server.userToken });
    expect(json.Accounts[0]).toEqual({
      Number: '01-123400-1',
      Type: 'Loan',
      TypeCode: 0,
      Description: '2022 Subaru Outback',
      Comment: '',
      Status: 'Past Due',
      Balance: 18453.12,
      AvailableBalance: 0,
      Rate: 6.49,
      StatementPreference: 'ElectronicOnly',
      // 12 days before the test clock's 2026-11-22.
      LoanDueDate: '2026-11-10',
      LoanAmountDue: 978.4,
      LoanPastDue: true,
      MonthlyInstallment: 459.2,
      FeesDue: 60,
      NameOnAcct: 'Alex Morgan',
    });
  });

  it('answers two open loans (one past due), a closed one without a due date, and the other kinds', async () => {
    const { json } = await server.call('GET', 'accountList', { token: server.userToken });
    const loans = json.Accounts.filter((account: { Type: string }) => account.Type === 'Loan');
    expect(
      loans.map((loan: Record<string, unknown>) => [loan.Comment, loan.LoanPastDue, loan.LoanDueDate]),
    ).toEqual([
      ['', true, '2026-11-10'],
      ['', false, '2026-12-01'],
      ['closed', false, null],
    ]);
    const deposit = json.Accounts.find((account: { Type: string }) => account.Type === 'Deposit');
    expect(deposit).toMatchObject({
      Balance: 12104.88,
      AvailableBalance: 12054.88,
      Rate: 0.25,
      LoanDueDate: null,
    });
    const credit = json.Accounts.find((account: { Type: string }) => account.Type === 'LineOfCredit');
    expect(credit).toMatchObject({
      Balance: 2150,
      AvailableBalance: 7850,
      LoanAmountDue: 50,
      LoanDueDate: '2026-12-08',
    });
  });

  // demo.company owes no post-login step (the other users with one loan do: http/session.ts).
  it('answers the one loan of demo.company', async () => {
    const other = await signedIn('demo.company');
    const { json } = await other.call('GET', 'accountList', { token: other.userToken });
    expect(json.Accounts).toHaveLength(1);
    expect(json.Accounts[0]).toMatchObject({
      Type: 'Loan',
      Description: 'Auto Loan',
      Balance: 12500,
      LoanAmountDue: 385,
    });
  });

  it('leaves out accounts hidden from the web', async () => {
    const own = await signedIn();
    own.deps.db.run("UPDATE accounts SET hidden = 1 WHERE number = '22-004512-0'");
    const { json } = await own.call('GET', 'accountList', { token: own.userToken });
    expect(json.Accounts.map((account: { Number: string }) => account.Number)).not.toContain('22-004512-0');
    expect(json.Accounts).toHaveLength(5);
  });

  it.each([
    [3, 'Deposit'],
    [5, 'Deposit'],
    [6, 'Deposit'],
    [8, 'Investment'],
  ])('names type code %s %s', async (code, type) => {
    const own = await signedIn('demo.company');
    own.deps.db.run(
      `INSERT INTO accounts (customer_id, number, type, description, balance_cents)
       SELECT customer_id, 'X-1', :code, 'Extra', 1 FROM users WHERE username = 'demo.company'`,
      { code },
    );
    const { json } = await own.call('GET', 'accountList', { token: own.userToken });
    expect(json.Accounts[1]).toMatchObject({ Number: 'X-1', Type: type, TypeCode: code, Balance: 0.01 });
  });
});

describe('GET Application/GetList', () => {
  let server: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    server = await signedIn();
  });

  const list = (path: string, own: Pick<typeof server, 'call' | 'userToken'> = server) =>
    own.call('GET', path, { token: own.userToken });

  it('answers the application modified within 30 days', async () => {
    const { status, json } = await list('Application/GetList?numDaysToRetrieve=30');
    expect(status).toBe(200);
    expectSchema('api/accounts.json#/$defs/ApplicationListResponse', json);
    expect(json).toEqual({
      HasNoErrors: true,
      Errors: [],
      Applications: [
        {
          ApplicationNumber: 'A-20461',
          Status: 'In Review',
          AmountRequested: 15000,
          AmountApproved: 0,
          LastModified: '2026-11-19T15:00:00.000Z',
          Office: 'Downtown Branch',
          FundsExpected: null,
        },
      ],
    });
  });

  it.each([
    ['no window (30 days)', 'Application/GetList', 1],
    ['a window of 3 days', 'Application/GetList?numDaysToRetrieve=3', 1],
    ['a window of 2 days', 'Application/GetList?numDaysToRetrieve=2', 0],
  ])('answers with %s', async (_case, path, count) => {
    const { status, json } = await list(path);
    expect([status, json.Applications.length]).toEqual([200, count]);
  });

  it('answers no applications for a customer without any', async () => {
    const other = await signedIn('demo.company');
    const { json } = await list('Application/GetList', other);
    expect(json.Applications).toEqual([]);
  });

  it.each([
    ['a window that is not a number', 'numDaysToRetrieve=soon', 'numDaysToRetrieve must be an integer'],
    ['a fractional window', 'numDaysToRetrieve=1.5', 'numDaysToRetrieve must be an integer'],
    ['a window of 0 days', 'numDaysToRetrieve=0', 'numDaysToRetrieve must be >= 1'],
    ['a window over ten years', 'numDaysToRetrieve=3651', 'numDaysToRetrieve must be <= 3650'],
    ['an unknown parameter', 'numDaysToRetrieve=30&page=2', 'unknown property page'],
  ])('refuses %s (400)', async (_case, search, message) => {
    const { status, json } = await list(`Application/GetList?${search}`);
    expect([status, json.Errors[0].ErrorMessage]).toEqual([400, 'BadRequest']);
    expect(json.Message).toContain(message);
  });
});

describe('signed-in account calls', () => {
  let server: Server;
  beforeAll(async () => {
    server = await testServer();
  });

  it.each([
    ['accountList', undefined],
    ['accountList', 'wrong-token'],
    ['Application/GetList?numDaysToRetrieve=30', undefined],
    ['Application/GetList?numDaysToRetrieve=30', 'wrong-token'],
  ])('GET %s refuses UserToken %s (401)', async (path, token) => {
    const { status, json } = await server.call('GET', path, { token });
    expect([status, json]).toEqual([
      401,
      expect.objectContaining({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Unauthorized' }] }),
    ]);
  });
});
