// @vitest-environment node
/**
 * Account history (spec 03 §2.6, §7): the 30, 60, 90 and all-days windows over demo.borrower's
 * year of payments, newest first in the shape of schemas/api/loans.json, and the CSV and PDF
 * downloads whose rows equal the answer's rows for the window, behind single-use tokens that
 * live 60 seconds; only the caller's own accounts.
 */
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { historyCells, HISTORY_COLUMNS } from '../../server/services/loans/historyFiles';
import type { HistoryEntry } from '../../src/generated/api-types/loans';
import { expectSchema } from './support';
import { MONDAY, paymentServer, type PaymentServer } from './paymentsSupport';

const SCHEMA = 'api/loans.json#/$defs/';
const HOME = '01-123401-9';
const SUBARU = '01-123400-1';
const SAVINGS = '22-004512-0';

let server: PaymentServer;
beforeAll(async () => {
  server = await paymentServer();
});

const history = (account: string, days: number | string, user = 'demo.borrower') =>
  server.as(user, 'GET', `AccountHistory?accountNumber=${account}&days=${days}&downloadCSV=false`);

async function download(token: string) {
  const response = await server.app.request(`/api/AccountHistory/DownloadAccountHistory?token=${token}`);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const tokenFor = (
  AccountNumber: string,
  DaysOfHistory: number,
  DownloadType: number,
  user = 'demo.borrower',
) =>
  server.as(user, 'POST', 'AccountHistory/RetrieveDownloadToken', {
    AccountNumber,
    DaysOfHistory,
    DownloadType,
  });

describe('GET AccountHistory', () => {
  it.each([
    [30, ['2026-10-30']],
    [60, ['2026-10-30', '2026-09-30']],
    [90, ['2026-10-30', '2026-09-30', '2026-08-30']],
  ])('the home loan’s last %i days: %j', async (days, dates) => {
    const { status, json } = await history(HOME, days);
    expect(status).toBe(200);
    expectSchema(`${SCHEMA}AccountHistoryResponse`, json);
    expect(json.List.map((entry: HistoryEntry) => entry.TransactionDate)).toEqual(dates);
  });

  it('all days since opened: a year of monthly payments, newest first, the balance running to today’s', async () => {
    const details = await server.as('demo.borrower', 'GET', `AccountDetails?accountNumber=${HOME}`);
    const { json } = await history(HOME, details.json.Information.DaysSinceOpened);
    const list = json.List as HistoryEntry[];
    expect(list).toHaveLength(12);
    expect(list[0]).toMatchObject({
      TransactionDate: '2026-10-30',
      TransactionDescription: 'Payment - Thank You',
      TotalPaymentAmount: 312.45,
      RunningPrincipalBalance: 9720.55,
      OtherAmount: 0,
    });
    for (const entry of list)
      expect(entry.PrincipalAmount + entry.InterestAmount + entry.OtherAmount).toBeCloseTo(
        entry.TotalPaymentAmount,
        2,
      );
    for (let i = 1; i < list.length; i += 1)
      expect(list[i]!.RunningPrincipalBalance).toBeCloseTo(
        list[i - 1]!.RunningPrincipalBalance + list[i - 1]!.PrincipalAmount,
        2,
      );
  });

  it('answers a deposit account’s history too, and an empty list for a window without transactions', async () => {
    expect((await history(SAVINGS, 90)).json.List).toHaveLength(5);
    expect((await history(SAVINGS, 1)).json).toEqual({ HasNoErrors: true, Errors: [], List: [] });
  });

  it.each([
    ['another customer’s account', HOME, 30, 'demo.payments', 403],
    ['an unknown account', '01-000000-0', 30, 'demo.borrower', 403],
    ['0 days', HOME, 0, 'demo.borrower', 400],
    ['days not a number', HOME, 'all', 'demo.borrower', 400],
    ['days over 100 years', HOME, 36501, 'demo.borrower', 400],
  ])('%s answers %i', async (_name, account, days, user, status) => {
    const answer = await history(account, days, user);
    expect(answer.status).toBe(status);
    expect(answer.json.List).toBeUndefined();
  });
});

describe('history downloads', () => {
  it('CSV: the header and exactly the rows of the 90-day answer, as an attachment', async () => {
    const token = await tokenFor(SUBARU, 90, 0);
    expect(token.status).toBe(200);
    expectSchema(`${SCHEMA}HistoryDownloadTokenResponse`, token.json);
    const { response, bytes } = await download(token.json);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/csv');
    expect(response.headers.get('Content-Disposition')).toContain('attachment');
    const lines = new TextDecoder().decode(bytes).trimEnd().split('\r\n');
    const { json } = await history(SUBARU, 90);
    expect(json.List.length).toBeGreaterThan(1);
    expect(lines).toEqual([
      HISTORY_COLUMNS.join(','),
      ...json.List.map((entry: HistoryEntry) => historyCells(entry).join(',')),
    ]);
    expect(lines[1]).toMatch(/^\d\d\/\d\d\/2026,/);
  });

  it('PDF: a real PDF of the window', async () => {
    const token = await tokenFor(HOME, 365, 1);
    const { response, bytes } = await download(token.json);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Account History ${HOME}`);
  });

  it('a token works once', async () => {
    const token = await tokenFor(HOME, 30, 0);
    expect((await download(token.json)).response.status).toBe(200);
    expect((await download(token.json)).response.status).toBe(404);
  });

  it('a token expires after 60 seconds', async () => {
    const token = await tokenFor(HOME, 30, 0);
    server.clock.advanceMinutes(1.01);
    expect((await download(token.json)).response.status).toBe(404);
    server.signOut('demo.borrower');
  });

  it.each([
    ['another customer’s account', HOME, 30, 0, 'demo.payments', 403],
    ['an unknown download type', HOME, 30, 2, 'demo.borrower', 400],
    ['0 days', HOME, 0, 0, 'demo.borrower', 400],
  ])('a token for %s answers %i', async (_name, account, days, type, user, status) => {
    expect((await tokenFor(account, days, type, user)).status).toBe(status);
  });

  it.each([
    ['an unknown token', 'nope'],
    ['no token', ''],
  ])('%s answers 404 or 400, never a file', async (_name, token) => {
    const { response } = await download(token);
    expect([400, 404]).toContain(response.status);
  });
});

describe('a payment made through Make A Payment', () => {
  it('is the newest history row once posted, with the balance it left, and the loan’s last payment', async () => {
    const own = await paymentServer();
    own.toMonday();
    const method = await own.savedMethod('demo.borrower', HOME, '6789');
    const paid = await own.pay('demo.borrower', HOME, MONDAY, { method, amountCents: 10_000 });
    expect(paid.json.HasNoErrors).toBe(true);
    const { json } = await own.as('demo.borrower', 'GET', `AccountHistory?accountNumber=${HOME}&days=60`);
    expect(
      json.List.map((entry: HistoryEntry) => [
        entry.TransactionDate,
        entry.TotalPaymentAmount,
        entry.RunningPrincipalBalance,
      ]),
    ).toEqual([
      [MONDAY, 100, 9620.55],
      ['2026-10-30', 312.45, 9720.55],
      ['2026-09-30', 312.45, expect.any(Number)],
    ]);
    expect(json.List[0]).toMatchObject({
      TransactionDescription: 'Online Payment - Thank You',
      PrincipalAmount: 100,
      TransactionTime: '15:00:00',
    });
    const details = await own.as('demo.borrower', 'GET', `AccountDetails?accountNumber=${HOME}`);
    expect(details.json.Information).toMatchObject({ LastPaymentDate: MONDAY, LastPaymentAmount: 100 });
  });
});
