// @vitest-environment node
/**
 * The ACH draft agreement (spec 02 §2, §4, §7 AchDraftAgreement): prepared for the caller's
 * loan and bank account, shown as an HTML page whose every value is escaped, and, where the
 * institution requires it, the token a recurring ACH payment must carry for the very terms
 * shown.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { expectSchema, settingsFile } from './support';
import { MONDAY, paymentRequest, paymentServer, type PaymentServer } from './paymentsSupport';

const LOAN = '01-123401-9';
let server: PaymentServer;

beforeEach(async () => {
  server = await paymentServer({
    settingsFile: settingsFile({ institutionOptions: { RequireAchDraftAgreement: true } }),
  });
  server.toMonday();
});

async function prepare(overrides: Record<string, unknown> = {}) {
  const method = await server.savedMethod('demo.borrower', LOAN, '6789');
  if (method.IsCard) throw new Error('the checking account is a bank account');
  return server.as('demo.borrower', 'POST', 'AchDraftAgreement/PrepareAchDraftAgreementPreview', {
    LoanAccountNumber: LOAN,
    AchInfo: method.AchInfo,
    Amount: 312.45,
    AdditionalPrincipal: 0,
    LocalTimeOffset: 420,
    daysBeforeDue: 0,
    ...overrides,
  });
}

function page(token: string) {
  return server.app.request(
    `/api/AchDraftAgreement/RenderACHDraftAgreementPreview?token=${encodeURIComponent(token)}`,
  );
}

describe('the ACH draft agreement preview', () => {
  it('prepares the agreement and shows its terms as a page', async () => {
    const { status, json } = await prepare();
    expect(status).toBe(200);
    expectSchema('api/payments.json#/$defs/AchDraftAgreementPreviewResponse', json);
    const response = await page(json.PassableToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    const html = await response.text();
    for (const shown of [
      'Harbor Valley Credit Union',
      'Alex Morgan',
      LOAN,
      'Checking x6789',
      '$312.45',
      'Zions Bancorporation, N.A.',
      '2026-11-23 08:00',
    ])
      expect(html).toContain(shown);
  });

  it('escapes every value it shows', async () => {
    server.deps.db.run(
      "UPDATE customers SET first_name = '<script>alert(1)</script>' WHERE customer_id = 'C1001'",
    );
    const html = await (await page((await prepare()).json.PassableToken)).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it.each([
    ['an amount of 3 decimals (the probe’s 100.005)', { Amount: 100.005 }, 'Amount'],
    ['an additional principal of 3 decimals', { AdditionalPrincipal: 0.001 }, 'AdditionalPrincipal'],
  ])('refuses %s as the payment does (400), preparing nothing', async (_case, overrides, name) => {
    const { status, json } = await prepare(overrides);
    expect([status, json.Message]).toEqual([
      400,
      `Invalid request: ${name} must be dollars with at most 2 decimals.`,
    ]);
    expect(json.PassableToken).toBeUndefined();
  });

  it('refuses a made-up token with 403, and the loan or bank account of another user with 403', async () => {
    expect((await page('made-up')).status).toBe(403);
    expect((await prepare({ LoanAccountNumber: '01-310001-4' })).status).toBe(403);
    const theirs = await server.savedMethod('demo.payments', '01-310001-4', '4321');
    if (theirs.IsCard) throw new Error('the savings account is a bank account');
    expect((await prepare({ AchInfo: theirs.AchInfo })).status).toBe(403);
  });
});

describe('a recurring ACH payment where the agreement is required', () => {
  async function payRecurring(token: string | undefined) {
    const method = await server.savedMethod('demo.borrower', LOAN, '6789');
    const info = await server.info('demo.borrower', LOAN);
    const { path, body } = paymentRequest(info, MONDAY, {
      method,
      amountCents: 31_245,
      frequency: 'OnDueDate',
      achDraftAgreementToken: token,
    });
    return server.as('demo.borrower', 'POST', path, body);
  }

  it('is made with the token of the agreement shown, which it uses up', async () => {
    const { json } = await prepare();
    expect((await payRecurring(json.PassableToken)).json.HasNoErrors).toBe(true);
    expect((await page(json.PassableToken)).status).toBe(403);
  });

  it('is refused for terms other than the ones shown, which stay open', async () => {
    const { json } = await prepare({ Amount: 100 });
    expect((await payRecurring(json.PassableToken)).json.Errors[0].ErrorMessage).toBe(
      'AchDraftAgreementRequired',
    );
    expect((await page(json.PassableToken)).status).toBe(200);
    const shown = await prepare();
    expect((await payRecurring(shown.json.PassableToken)).json.HasNoErrors).toBe(true);
  });

  it('is refused without a token', async () => {
    expect((await payRecurring(undefined)).json.Errors[0].ErrorMessage).toBe('AchDraftAgreementRequired');
  });
});
