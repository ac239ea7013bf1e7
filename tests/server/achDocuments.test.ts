// @vitest-environment node
/**
 * The Documents page's calls (schemas/api/achDocuments.json): the signed ACH draft agreements of
 * the caller, newest first (demo.payments' seeded one; demo.borrower's once it set up a
 * recurring ACH payment through the agreement, and only then), each opened as a PDF by a
 * single-use passable token of its signer only; with RequireAchDraftAgreement off, neither.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectSchema, settingsFile } from './support';
import { MONDAY, paymentRequest, paymentServer, type PaymentServer } from './paymentsSupport';

const SCHEMA = 'api/achDocuments.json#/$defs/';
const LOAN = '01-123401-9';
const REQUIRED = { institutionOptions: { RequireAchDraftAgreement: true } };

let server: PaymentServer;
beforeAll(async () => {
  server = await paymentServer({ settingsFile: settingsFile(REQUIRED) });
  server.toMonday();
});

const agreements = async (user: string) => server.as(user, 'GET', 'AchDocuments/GetSignedAgreements');

async function view(agreementId: string, user: string) {
  const { json } = await server.as(user, 'GET', 'PassableToken/GetPassableToken');
  const token = json.Token as string;
  const open = () =>
    server.app.request(
      `/api/AchDocuments/ViewAgreement?AgreementId=${agreementId}&token=${encodeURIComponent(token)}`,
    );
  return { response: await open(), again: open };
}

/** demo.borrower's recurring ACH payment, through the agreement prepared for it. */
async function setUpRecurring(prepared: { Amount: number; token?: boolean }) {
  const method = await server.savedMethod('demo.borrower', LOAN, '6789');
  if (method.IsCard) throw new Error('the checking account is a bank account');
  const preview = await server.as(
    'demo.borrower',
    'POST',
    'AchDraftAgreement/PrepareAchDraftAgreementPreview',
    {
      LoanAccountNumber: LOAN,
      AchInfo: method.AchInfo,
      Amount: prepared.Amount,
      AdditionalPrincipal: 0,
      LocalTimeOffset: 0,
      daysBeforeDue: 0,
    },
  );
  const info = await server.info('demo.borrower', LOAN);
  const { path, body } = paymentRequest(info, MONDAY, {
    method,
    amountCents: 31_245,
    frequency: 'OnDueDate',
    achDraftAgreementToken: preview.json.PassableToken as string,
  });
  return server.as('demo.borrower', 'POST', path, body);
}

describe('GetSignedAgreements', () => {
  it("answers demo.payments' signed agreement of its boat loan's recurring payment", async () => {
    const { status, json } = await agreements('demo.payments');
    expect(status).toBe(200);
    expectSchema(`${SCHEMA}SignedAgreementsResponse`, json);
    expect(json.Agreements).toEqual([
      {
        AgreementId: expect.stringMatching(/^ach-[0-9a-f]{24}$/),
        AccountNumber: '01-310002-2',
        DateSigned: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        Amount: 410,
        AdditionalPrincipal: 0,
        DaysBeforeDue: 3,
        BankAccount: 'Savings x4321',
      },
    ]);
  });

  it('lists an agreement once the recurring payment it was prepared for is submitted, not before', async () => {
    expect((await agreements('demo.borrower')).json.Agreements).toEqual([]);
    const refused = await setUpRecurring({ Amount: 100 });
    expect(refused.json.Errors[0].ErrorMessage).toBe('AchDraftAgreementRequired');
    expect((await agreements('demo.borrower')).json.Agreements).toEqual([]);
    expect((await setUpRecurring({ Amount: 312.45 })).json.HasNoErrors).toBe(true);
    const { json } = await agreements('demo.borrower');
    expect(json.Agreements).toHaveLength(1);
    expect(json.Agreements[0]).toMatchObject({
      AccountNumber: LOAN,
      Amount: 312.45,
      BankAccount: 'Checking x6789',
    });
  });

  it('needs a session, and takes no parameters', async () => {
    expect((await server.call('GET', 'AchDocuments/GetSignedAgreements')).status).toBe(401);
    expect((await server.as('demo.payments', 'GET', 'AchDocuments/GetSignedAgreements?user=1')).status).toBe(
      400,
    );
  });
});

describe('ViewAgreement', () => {
  it("opens the signer's agreement as an inline PDF with safe headers, once per token", async () => {
    const [agreement] = (await agreements('demo.payments')).json.Agreements;
    const { response, again } = await view(agreement.AgreementId, 'demo.payments');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe('inline; filename="ACH Draft Agreement.pdf"');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Security-Policy')).toMatch(/^sandbox;/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect((await again()).status).toBe(403);
  });

  it.each([
    ["another user's agreement", 'demo.borrower'],
    ['an unknown agreement', 'demo.payments'],
  ])('refuses %s (403 NotAuthorized)', async (what, user) => {
    const [agreement] = (await agreements('demo.payments')).json.Agreements;
    const id = what.startsWith('an unknown') ? 'ach-000000000000000000000000' : agreement.AgreementId;
    const { response } = await view(id, user);
    expect(response.status).toBe(403);
    expect((await response.json()).Errors[0].ErrorMessage).toBe('NotAuthorized');
  });

  it.each([
    '/api/AchDocuments/ViewAgreement?token=abc',
    '/api/AchDocuments/ViewAgreement?AgreementId=ach-1',
    '/api/AchDocuments/ViewAgreement?AgreementId=..%2F1&token=abc',
  ])('%s is a bad request (400)', async (path) => {
    expect((await server.app.request(path)).status).toBe(400);
  });
});

describe('with the option RequireAchDraftAgreement off', () => {
  it('answers AchDraftAgreementOff and refuses ViewAgreement', async () => {
    const off = await paymentServer({
      settingsFile: settingsFile({ institutionOptions: { RequireAchDraftAgreement: false } }),
    });
    const { json } = await off.as('demo.payments', 'GET', 'AchDocuments/GetSignedAgreements');
    expect(json).toEqual({
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'AchDraftAgreementOff' }],
      Agreements: [],
    });
    const id = off.deps.db.get<{ public_id: string }>(
      'SELECT public_id FROM ach_draft_agreements',
    )!.public_id;
    const token = (await off.as('demo.payments', 'GET', 'PassableToken/GetPassableToken')).json
      .Token as string;
    const response = await off.app.request(
      `/api/AchDocuments/ViewAgreement?AgreementId=${id}&token=${encodeURIComponent(token)}`,
    );
    expect(response.status).toBe(403);
    expect((await response.json()).Errors[0].ErrorMessage).toBe('AchDraftAgreementOff');
  });
});
