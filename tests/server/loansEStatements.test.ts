// @vitest-environment node
/**
 * The e-statements options (spec 03 §2.5, §4, §6, §7): EStatements off refuses the format and
 * the list; PaperStatements off refuses PaperOnly; a closed loan keeps its format; switching to
 * ElectronicOnly records the agreement; the list per year carries the configured Provider; with
 * StatementProvider 1 or 3 GetAmsiveStatementUrl answers the vendor's address with the
 * statement's token (or, with no vendor set, the server's own ViewStatement address, which opens
 * the PDF), with 0 it refuses; another customer's loan 403, bad queries 400.
 */
import { describe, expect, it } from 'vitest';
import type { Statement } from '../../src/generated/api-types/loans';
import { expectSchema, settingsFile } from './support';
import { paymentServer, type PaymentServer } from './paymentsSupport';

const SCHEMA = 'api/loans.json#/$defs/';
const SUBARU = '01-123400-1';
const HOME = '01-123401-9';
const CLOSED = '01-099870-4';
/** The demo institution's agreements.agreement3 is of type estatements. */
const HOST_NUM = 11339;

const serverWith = (institutionOptions: Record<string, unknown> = {}) =>
  paymentServer({ settingsFile: settingsFile({ institutionOptions }) });

const refused = (code: string) => ({ HasNoErrors: false, Errors: [{ ErrorMessage: code }] });

const setFormat = (server: PaymentServer, body: object, user = 'demo.borrower') =>
  server.as(user, 'POST', 'AccountEStatements/SetStatementFormat', { AccountType: 0, ...body });

const list = (server: PaymentServer, account: string, year: number, user = 'demo.borrower') =>
  server.as(user, 'GET', `accountEStatements/GetStatementList?AccountNumber=${account}&Year=${year}`);

function urlQuery(statement: Statement, overrides: Record<string, string> = {}) {
  const params: Record<string, string> = {
    Date: statement.Date,
    Number: statement.Number,
    Type: statement.Type,
    Id: statement.Id,
    Token: statement.Token,
    ...overrides,
  };
  return new URLSearchParams(params).toString();
}

const statementUrl = (server: PaymentServer, query: string, user = 'demo.borrower') =>
  server.as(user, 'GET', `AccountEstatements/GetAmsiveStatementUrl?${query}`);

async function firstStatement(server: PaymentServer, account = SUBARU): Promise<Statement> {
  return (await list(server, account, 2026)).json.StatementList[0] as Statement;
}

describe('the EStatements option off', () => {
  it('refuses the format, the list and the vendor address (EStatementsOff)', async () => {
    const on = await serverWith({ StatementProvider: 3 });
    const statement = await firstStatement(on);
    const server = await serverWith({ EStatements: false, StatementProvider: 3 });
    expect((await setFormat(server, { AccountNumber: HOME, Format: 'PaperOnly' })).json).toEqual(
      refused('EStatementsOff'),
    );
    const answer = await list(server, SUBARU, 2026);
    expect(answer.json).toEqual({ ...refused('EStatementsOff'), StatementList: [] });
    expectSchema(`${SCHEMA}StatementListResponse`, answer.json);
    const url = await statementUrl(server, urlQuery(statement));
    expect(url.json).toEqual({ ...refused('EStatementsOff'), StatementUrl: '' });
  });
});

describe('format refusals', () => {
  it('refuses PaperOnly when paper statements are not offered, but takes ElectronicOnly', async () => {
    const server = await serverWith({ PaperStatements: false });
    expect((await setFormat(server, { AccountNumber: SUBARU, Format: 'PaperOnly' })).json).toEqual(
      refused('PaperStatementsOff'),
    );
    const agreed = await setFormat(server, {
      AccountNumber: HOME,
      Format: 'ElectronicOnly',
      AgreedHostNums: [HOST_NUM],
    });
    expect(agreed.json).toEqual({ HasNoErrors: true, Errors: [] });
  });

  it.each(['ElectronicOnly', 'PaperOnly'])(
    'a closed loan keeps its format: %s is AccountClosed',
    async (format) => {
      const server = await serverWith();
      const answer = await setFormat(server, {
        AccountNumber: CLOSED,
        Format: format,
        AgreedHostNums: [HOST_NUM],
      });
      expect(answer.json).toEqual(refused('AccountClosed'));
      expectSchema(`${SCHEMA}SaveResult`, answer.json);
    },
  );

  it('records the agreement with the account on ElectronicOnly, and lists the loan electronic', async () => {
    const server = await serverWith();
    expect((await setFormat(server, { AccountNumber: HOME, Format: 'ElectronicOnly' })).json).toEqual(
      refused('EStatementAgreementRequired'),
    );
    const answer = await setFormat(server, {
      AccountNumber: HOME,
      Format: 'ElectronicOnly',
      AgreedHostNums: [HOST_NUM],
    });
    expect(answer.json.HasNoErrors).toBe(true);
    const records = server.deps.db.all(
      `SELECT agreement_type, account_number FROM agreement_records r JOIN users u ON u.id = r.user_id
        WHERE u.username = 'demo.borrower' AND agreement_type = ${HOST_NUM}`,
    );
    expect(records).toEqual([{ agreement_type: HOST_NUM, account_number: HOME }]);
    const accounts = (await server.as('demo.borrower', 'GET', 'accountList')).json.Accounts as {
      Number: string;
      StatementPreference: string;
    }[];
    expect(accounts.find((a) => a.Number === HOME)?.StatementPreference).toBe('ElectronicOnly');
  });
});

describe('the statement list', () => {
  it.each([
    [HOME, 2026, 11, '2026-11-01'],
    [HOME, 2025, 11, '2025-12-01'],
    [HOME, 2024, 0, undefined],
  ])('%s in %i: %i statements, the newest dated %s', async (account, year, count, newest) => {
    const server = await serverWith();
    const { json } = await list(server, account, year);
    expectSchema(`${SCHEMA}StatementListResponse`, json);
    expect(json.StatementList).toHaveLength(count);
    expect(json.StatementList[0]?.Date).toBe(newest);
  });

  it.each([0, 1, 3])('entries carry the configured Provider %i', async (provider) => {
    const server = await serverWith({ StatementProvider: provider });
    const statements = (await list(server, HOME, 2026)).json.StatementList as Statement[];
    expect(new Set(statements.map((s) => s.Provider))).toEqual(new Set([provider]));
  });
});

describe('GET AccountEstatements/GetAmsiveStatementUrl', () => {
  it('provider 3 without a vendor: the server’s own ViewStatement address, which opens the PDF', async () => {
    const server = await serverWith({ StatementProvider: 3 });
    const statement = await firstStatement(server);
    const answer = await statementUrl(server, urlQuery(statement));
    expect(answer.status).toBe(200);
    expectSchema(`${SCHEMA}StatementUrlResponse`, answer.json);
    const url = answer.json.StatementUrl as string;
    expect(url).toMatch(/^\/api\/AccountEstatements\/ViewStatement\?/);
    expect(new URL(url, 'http://localhost').searchParams.get('token')).toBe(statement.Token);
    const pdf = await server.app.request(url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('provider 1 with a vendor: the vendor’s address with the statement’s token', async () => {
    const server = await serverWith({
      StatementProvider: 1,
      StatementVendorUrl: 'https://statements.vendor.example/view?bank=hvcu',
    });
    const statement = await firstStatement(server);
    const answer = await statementUrl(server, urlQuery(statement));
    expect(answer.json).toEqual({
      HasNoErrors: true,
      Errors: [],
      StatementUrl: `https://statements.vendor.example/view?bank=hvcu&token=${encodeURIComponent(statement.Token)}`,
    });
  });

  it('provider 0 refuses: statements open directly (NoStatementVendor)', async () => {
    const server = await serverWith();
    const answer = await statementUrl(server, urlQuery(await firstStatement(server)));
    expect(answer.json).toEqual({ ...refused('NoStatementVendor'), StatementUrl: '' });
  });

  it('refuses another customer’s loan (403), a token that is not the statement’s (404) and bad queries (400)', async () => {
    const server = await serverWith({ StatementProvider: 3 });
    const statement = await firstStatement(server);
    const other = (await list(server, SUBARU, 2026)).json.StatementList[1] as Statement;
    expect((await statementUrl(server, urlQuery(statement), 'demo.payments')).status).toBe(403);
    expect((await statementUrl(server, urlQuery(statement, { Token: other.Token }))).status).toBe(404);
    expect((await statementUrl(server, urlQuery(statement, { Token: 'nope' }))).status).toBe(404);
    expect((await statementUrl(server, urlQuery(statement, { Id: 'ST-0-2000-01' }))).status).toBe(404);
    expect((await statementUrl(server, urlQuery(statement, { Number: HOME }))).status).toBe(404);
    expect((await statementUrl(server, urlQuery(statement, { Date: '2026-13-01' }))).status).toBe(400);
    expect((await statementUrl(server, urlQuery(statement, { Number: 'x y' }))).status).toBe(400);
    const { Token: _token, ...withoutToken } = statement;
    expect(
      (
        await statementUrl(
          server,
          new URLSearchParams({ ...withoutToken, Provider: '3' } as never).toString(),
        )
      ).status,
    ).toBe(400);
  });
});
