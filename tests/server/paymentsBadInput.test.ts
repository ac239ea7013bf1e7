// @vitest-environment node
/**
 * Bad input to the payment calls answers 400 BadRequest, never 500: bodies that are not JSON,
 * empty or of the wrong shape, queries without their parameters or with values off the
 * contract (schemas/api/payments.json), and values the schema lets through that are no real
 * date or amount.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MONDAY, paymentRequest, paymentServer, type PaymentServer } from './paymentsSupport';

const POSTS = [
  'PaymentInformation/GetThirdPartyFee',
  'PaymentInformation/RetrieveDownloadToken',
  'PaymentMethod/GetPaymentMethods',
  'PaymentMethod/AddCardPaymentMethod',
  'PaymentMethod/AddAchPaymentMethod',
  'PaymentMethod/ValidateAchPaymentMethod',
  'PaymentMethod/DeleteCardPayment',
  'PaymentMethod/DeleteAchPayment',
  'PaymentMethod/SetDefaultPaymentMethod',
  'AchDraftAgreement/PrepareAchDraftAgreementPreview',
  'PaymentImmediate/SubmitCard',
  'PaymentImmediate/SubmitAch',
  'PaymentScheduled/SubmitCard',
  'PaymentScheduled/SubmitAch',
  'PaymentRecurring/SubmitCard',
  'PaymentRecurring/SubmitAch',
  'PaymentScheduled/DeleteCard',
  'PaymentScheduled/DeleteAch',
  'PaymentRecurring/DeleteCard',
  'PaymentRecurring/DeleteAch',
];

const GETS = [
  'PaymentInformation/GetPaymentInfo',
  'PaymentInformation/GetPaymentInfo?accountNumber=',
  'PaymentInformation/GetPaymentInfo?accountNumber=01-123401-9&extra=1',
  'PaymentInformation/GetPayOffQuote?AccountNumber=01-123401-9',
  'PaymentInformation/GetPayOffQuote?AccountNumber=01-123401-9&PayOffDate=11/30/2026',
  'PaymentInformation/GetPayOffQuote?AccountNumber=01-123401-9&PayOffDate=2026-13-01',
  'PaymentInformation/GetPayOffQuote?AccountNumber=01-123401-9&PayOffDate=2026-02-30',
  'PaymentInformation/DownloadPayoffQuoteBreakdown',
  'ACHRoutingData',
  'ACHRoutingData?routingNumber=1234567890',
  'AchDraftAgreement/RenderACHDraftAgreementPreview',
];

let server: PaymentServer;
let token: string;
beforeAll(async () => {
  server = await paymentServer();
  token = await server.tokenOf('demo.borrower');
});

describe('bad input to the payment calls', () => {
  it.each(POSTS)(
    'POST %s answers 400 to a body that is not JSON, an empty object and an array',
    async (path) => {
      for (const raw of ['{not json', '{}', '[]', '"text"', 'null']) {
        const { status, json } = await server.call('POST', path, { token, raw });
        expect([status, json.Errors[0].ErrorMessage]).toEqual([400, 'BadRequest']);
      }
    },
  );

  it.each(GETS)('GET %s answers 400', async (path) => {
    const { status, json } = await server.call('GET', path, { token });
    expect([status, json.Errors[0].ErrorMessage]).toEqual([400, 'BadRequest']);
  });

  it('answers 400 to RemoveDefaultPaymentMethod without its account number', async () => {
    const { status } = await server.call('DELETE', 'PaymentMethod/RemoveDefaultPaymentMethod', { token });
    expect(status).toBe(400);
  });

  it('answers 400 to a payoff breakdown token for a date that does not exist', async () => {
    const { status } = await server.call('POST', 'PaymentInformation/RetrieveDownloadToken', {
      token,
      body: { AccountNumber: '01-123401-9', EffectiveDate: '2026-02-30' },
    });
    expect(status).toBe(400);
  });

  it.each([
    ['an immediate payment', 'PaymentImmediate/SubmitCard'],
    ['a scheduled payment', 'PaymentScheduled/SubmitCard'],
  ])('answers 400 to %s dated 2026-02-30, not a refusal by the date rules', async (_case, path) => {
    const info = await server.info('demo.borrower', '01-123401-9');
    const method = await server.savedMethod('demo.borrower', '01-123401-9', '1111');
    const { body } = paymentRequest(info, MONDAY, { method, amountCents: 10_000 });
    body.Payment.Details.PaymentDate = '2026-02-30';
    const { status, json } = await server.call('POST', path, { token, body });
    expect([status, json.Errors[0].ErrorMessage]).toEqual([400, 'BadRequest']);
    expect(json.Message).toContain('PaymentDate');
  });

  it('answers 400 to a bank account without a ProfileId, routing number or owner', async () => {
    const info = await server.info('demo.borrower', '01-123401-9');
    const { status } = await server.call('POST', 'PaymentImmediate/SubmitAch', {
      token,
      body: {
        EncryptedData: info.EncryptedData,
        IdempotencyKey: 'key-of-sixteen-characters',
        Payment: {
          LogonName: 'demo.borrower',
          Details: {
            PaymentDate: '2026-11-22',
            LoanAccountNumber: '01-123401-9',
            Company: 0,
            PaymentAmount: 10,
            FirstPartyFee: 0,
            ThirdPartyFee: 0,
            AdditionalPrincipalAmount: 0,
          },
          AccountType: 0,
          IsPayoff: false,
          Method: { IsCard: false, AchInfo: { AccountType: 'Checking', AccountNumber: '123456789' } },
        },
      },
    });
    expect(status).toBe(400);
  });
});
