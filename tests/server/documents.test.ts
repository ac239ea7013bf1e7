// @vitest-environment node
/**
 * The document calls (spec 03 §2.8, §7; schemas/api/documents.json): the lists of an account,
 * an application and the profile, in the contract's shape and newest first; only the caller's
 * own accounts and applications (403 with no data otherwise); a document opened by a passable
 * token as an inline PDF, only the token's user's own and only once; the option FileServices
 * off refusing both; bad queries 400.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectSchema, settingsFile, testServer } from './support';
import { paymentServer, type PaymentServer } from './paymentsSupport';

const SCHEMA = 'api/documents.json#/$defs/';
const SUBARU = '01-123400-1';
const HOME = '01-123401-9';
const SAVINGS = '22-004512-0';
const PAYMENTS_LOAN = '01-310001-4';

let server: PaymentServer;
beforeAll(async () => {
  server = await paymentServer();
});

const names = (json: { Value: { DisplayName: string }[] }) =>
  json.Value.map((document) => document.DisplayName);

describe('the document lists', () => {
  it.each([
    [
      `Documents/GetAccountDocuments?accountNumber=${SUBARU}`,
      ['Vehicle Title Receipt', 'Retail Installment Contract'],
    ],
    [`Documents/GetAccountDocuments?accountNumber=${HOME}`, ['Home Improvement Loan Agreement']],
    [`Documents/GetAccountDocuments?accountNumber=${SAVINGS}`, []],
    ['Documents/GetCustomerDocuments', ['Proof of Address']],
    ['Documents/GetApplicationDocuments?applicationNumber=A-20461', ['Pay Stub']],
  ])('%s answers %o', async (path, expected) => {
    const { status, json } = await server.as('demo.borrower', 'GET', path);
    expect(status).toBe(200);
    expectSchema(`${SCHEMA}DocumentListResponse`, json);
    expect(names(json)).toEqual(expected);
  });

  it('answers each document with its id, format, no thumbnail and an upload instant', async () => {
    const { json } = await server.as(
      'demo.borrower',
      'GET',
      `Documents/GetAccountDocuments?accountNumber=${SUBARU}`,
    );
    expect(json.HasNoErrors).toBe(true);
    expect(json.Value[0]).toEqual({
      FileId: 'demo-subaru-title',
      DisplayName: 'Vehicle Title Receipt',
      DisplayFormat: 'pdf',
      ImageUrl: '',
      DateUploaded: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
  });

  it("answers demo.payments' application its own document", async () => {
    const { json } = await server.as(
      'demo.payments',
      'GET',
      'Documents/GetApplicationDocuments?applicationNumber=A-20488',
    );
    expect(names(json)).toEqual(['Purchase Agreement']);
  });

  it.each([
    ['demo.payments', `Documents/GetAccountDocuments?accountNumber=${SUBARU}`, 'NotYourAccount'],
    ['demo.borrower', `Documents/GetAccountDocuments?accountNumber=${PAYMENTS_LOAN}`, 'NotYourAccount'],
    ['demo.borrower', 'Documents/GetAccountDocuments?accountNumber=99-999999-9', 'NotYourAccount'],
    ['demo.borrower', 'Documents/GetApplicationDocuments?applicationNumber=A-20488', 'NotYourApplication'],
    ['demo.payments', 'Documents/GetApplicationDocuments?applicationNumber=A-20461', 'NotYourApplication'],
  ])('%s: %s is refused (403, no data)', async (user, path, reason) => {
    const { status, json } = await server.as(user, 'GET', path);
    expect(status).toBe(403);
    expect(json.Errors[0].ErrorMessage).toBe(reason);
    expect(json.Value).toBeUndefined();
  });

  it('answers another customer only its own profile documents', async () => {
    const { json } = await server.as('demo.payments', 'GET', 'Documents/GetCustomerDocuments');
    expect(json.Value).toEqual([]);
  });

  it.each([
    'Documents/GetAccountDocuments',
    'Documents/GetAccountDocuments?accountNumber=',
    `Documents/GetAccountDocuments?accountNumber=${'1'.repeat(80)}`,
    'Documents/GetApplicationDocuments',
    'Documents/GetApplicationDocuments?applicationNumber=A%3C20461',
    'Documents/GetCustomerDocuments?accountNumber=01-123400-1',
    `Documents/GetAccountDocuments?accountNumber=${SUBARU}&other=1`,
  ])('%s is a bad request (400)', async (path) => {
    const { status, json } = await server.as('demo.borrower', 'GET', path);
    expect(status).toBe(400);
    expect(json.Errors[0].ErrorMessage).toBe('BadRequest');
  });

  it('needs a session', async () => {
    const { status } = await server.call('GET', 'Documents/GetCustomerDocuments');
    expect(status).toBe(401);
  });
});

describe('ViewDocument', () => {
  async function tokenFor(user: string): Promise<string> {
    const { json } = await server.as(user, 'GET', 'PassableToken/GetPassableToken');
    return json.Token as string;
  }
  const view = (fileId: string, token: string) =>
    server.app.request(
      `/api/Documents/ViewDocument?FileId=${fileId}&Name=x&PageNumber=1&FileFormat=pdf&token=${encodeURIComponent(token)}`,
    );

  it("answers the token's user's own document inline as a PDF", async () => {
    const response = await view('demo-subaru-contract', await tokenFor('demo.borrower'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(
      'inline; filename="Retail Installment Contract.pdf"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('spends the token: a second opening is refused', async () => {
    const token = await tokenFor('demo.borrower');
    expect((await view('demo-profile-address', token)).status).toBe(200);
    const again = await view('demo-profile-address', token);
    expect(again.status).toBe(403);
    expect((await again.json()).Errors[0].ErrorMessage).toBe('NotAuthorized');
  });

  it.each([
    ["another customer's document", 'demo-application-purchase'],
    ['an unknown document', 'demo-nothing'],
  ])('refuses %s (403) and spends the token', async (_, fileId) => {
    const token = await tokenFor('demo.borrower');
    const refused = await view(fileId, token);
    expect(refused.status).toBe(403);
    expect((await refused.json()).Errors[0].ErrorMessage).toBe('NotAuthorized');
    expect((await view('demo-subaru-contract', token)).status).toBe(403);
  });

  it('refuses a bad or expired token', async () => {
    expect((await view('demo-subaru-contract', 'not-a-token')).status).toBe(403);
    const token = await tokenFor('demo.borrower');
    server.clock.advanceMinutes(2);
    expect((await view('demo-subaru-contract', token)).status).toBe(403);
    server.signOut('demo.borrower');
  });

  it.each([
    '/api/Documents/ViewDocument?FileId=demo-subaru-contract',
    '/api/Documents/ViewDocument?token=abc',
    '/api/Documents/ViewDocument?FileId=..%2Fetc&token=abc',
    '/api/Documents/ViewDocument?FileId=demo-subaru-contract&token=abc&PageNumber=first',
  ])('%s is a bad request (400)', async (path) => {
    expect((await server.app.request(path)).status).toBe(400);
  });
});

describe('with the option FileServices off', () => {
  let off: Awaited<ReturnType<typeof testServer>>;
  let session: string;
  beforeAll(async () => {
    off = await testServer({ settingsFile: settingsFile({ institutionOptions: { FileServices: false } }) });
    session = (await off.signIn('demo.payments')).json.UserToken as string;
  });

  it.each([
    'Documents/GetCustomerDocuments',
    'Documents/GetApplicationDocuments?applicationNumber=A-20488',
    `Documents/GetAccountDocuments?accountNumber=${PAYMENTS_LOAN}`,
  ])('%s answers FileServicesOff and no documents', async (path) => {
    const { status, json } = await off.call('GET', path, { token: session });
    expect(status).toBe(200);
    expectSchema(`${SCHEMA}DocumentListResponse`, json);
    expect(json).toEqual({ HasNoErrors: false, Errors: [{ ErrorMessage: 'FileServicesOff' }], Value: [] });
  });

  it("still refuses another customer's account first (403)", async () => {
    const { status } = await off.call('GET', `Documents/GetAccountDocuments?accountNumber=${SUBARU}`, {
      token: session,
    });
    expect(status).toBe(403);
  });

  it('refuses ViewDocument (403 FileServicesOff)', async () => {
    const { json } = await off.call('GET', 'PassableToken/GetPassableToken', { token: session });
    const response = await off.app.request(
      `/api/Documents/ViewDocument?FileId=demo-application-purchase&token=${encodeURIComponent(json.Token as string)}`,
    );
    expect(response.status).toBe(403);
    expect((await response.json()).Errors[0].ErrorMessage).toBe('FileServicesOff');
  });
});
