// @vitest-environment node
/**
 * The payment information calls (spec 02 §7 PaymentInformation, ACHRoutingData): every answer
 * in the shape of schemas/api/payments.json, computed from the loan (due date, amounts, payoff,
 * holidays, the blocking flags), only for the caller's own loans, and the payoff breakdown as
 * a real PDF behind a single-use token.
 */
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectSchema, settingsFile } from './support';
import { MONDAY, paymentServer, SUNDAY, type PaymentServer } from './paymentsSupport';

const SCHEMA = 'api/payments.json#/$defs/';

describe('GET PaymentInformation/GetPaymentInfo', () => {
  let server: PaymentServer;
  beforeAll(async () => {
    server = await paymentServer();
  });

  it("answers demo.borrower's loan computed from the loan, in the shape of the contract", async () => {
    const info = await server.info('demo.borrower', '01-123401-9');
    expectSchema(`${SCHEMA}PaymentInfoResponse`, info);
    expect(info).toMatchObject({
      accountNumber: '01-123401-9',
      accountType: 0,
      DueDate: '2026-12-01',
      TotalAmountDue: 312.45,
      regularPmtAmount: 312.45,
      PayOffAmount: 9720.55,
      Delinquent: false,
      LoanBillingFrequency: 'Monthly',
      PaymentDetails: {
        LoanAccountNumber: '01-123401-9',
        PaymentDate: SUNDAY,
        PaymentAmount: 312.45,
        Company: 0,
      },
      PaymentOptions: { AllowACH: true, AllowCards: true, NumberDaysInPeriod: 30, RecurringAllowed: true },
      ScheduledPayments: [],
      RecurringPayment: null,
      blockAchPayment: false,
      blockCardPayment: false,
      accountInfo: {
        isLOCAccount: false,
        payOffAmount: 9720.55,
        totalAmountDue: 312.45,
        isDelinquent: false,
      },
    });
    expect(info.EncryptedData).toMatch(/^[\w-]{40,}$/);
  });

  it("lists the institution's holidays from today on as non-payment days (Thanksgiving first)", async () => {
    const info = await server.info('demo.borrower', '01-123401-9');
    expect(info.NonPaymentDays.slice(0, 3)).toEqual(['2026-11-26', '2026-12-25', '2027-01-01']);
    expect(info.loanFutureNonPaymentDays).toEqual(info.NonPaymentDays);
  });

  it('answers saved methods with their last four digits only, and the default', async () => {
    const info = await server.info('demo.borrower', '01-123401-9');
    expect(info.PaymentMethods.map((method) => [method.IsCard, method.LastFour])).toEqual([
      [true, '1111'],
      [false, '6789'],
    ]);
    const ach = info.PaymentMethods[1]!;
    expect(info.DefaultPaymentMethod).toEqual({ IsCard: false, ProfileId: ach.AchInfo!.ProfileId });
    for (const method of info.PaymentMethods) {
      expect(method.CardInfo?.CardNumber ?? method.AchInfo?.AccountNumber).toMatch(/^\d{4}$/);
    }
  });

  it('answers the past-due loan as past due with its late charge, and the line of credit as one', async () => {
    const pastDue = await server.info('demo.borrower', '01-123400-1');
    expect(pastDue).toMatchObject({ PastDue: true, TotalAmountDue: 978.4, DueDate: '2026-11-10' });
    expect(pastDue.FeesAndCharges).toEqual([{ Description: 'Late charge', Amount: 35 }]);
    const line = await server.info('demo.borrower', '01-555120-3');
    expect(line.accountType).toBe(9);
    expect(line.accountInfo.isLOCAccount).toBe(true);
  });

  it("lists demo.payments' scheduled payments (the posted one not deletable) and its recurring payment", async () => {
    const civic = await server.info('demo.payments', '01-310001-4');
    expect(
      civic.ScheduledPayments.map((payment) => [
        payment.HasBeenPosted,
        payment.CanDelete,
        payment.AccountNumber,
      ]),
    ).toEqual([
      [true, false, '4321'],
      [false, true, '4321'],
    ]);
    // The first business day after 2026-11-25: Thanksgiving (the 26th) is a holiday.
    expect(civic.ScheduledPayments[1]!.PaymentDate).toBe('2026-11-27');
    const boat = await server.info('demo.payments', '01-310002-2');
    expect(boat.RecurringPayment).toMatchObject({
      IsCard: false,
      RecurringOption: 'DaysBeforeDue',
      NumberOfDays: 3,
      TotalAmount: 410,
      PaymentAccountNum: '4321',
      CanDelete: true,
      // Due 2026-12-10, three days before.
      Date: '2026-12-07',
    });
  });

  it('answers only cards allowed on the card-only loan', async () => {
    const info = await server.info('demo.limits', '01-320001-7');
    expect(info.PaymentOptions).toMatchObject({ AllowACH: false, AllowCards: true });
  });

  it.each([
    ['an account blocked from payment', '01-320002-5', 'PaymentBlocked'],
    ['a line of credit with nothing to pay', '01-555320-8', 'NoPaymentNeeded'],
    ['a deposit account', '22-004512-0', 'PaymentBlocked'],
  ])('refuses %s with the catalogue code', async (_case, account, code) => {
    const username = account.startsWith('22-') ? 'demo.borrower' : 'demo.limits';
    const { status, json } = await server.as(
      username,
      'GET',
      `PaymentInformation/GetPaymentInfo?accountNumber=${account}`,
    );
    expect(status).toBe(200);
    expectSchema('api/common.json#/$defs/ErrorResponse', json);
    expect(json.Errors[0].ErrorMessage).toBe(code);
  });

  it.each([
    ["another user's loan", 'demo.borrower', '01-310001-4'],
    ['an account no one has', 'demo.borrower', '99-999999-9'],
    ["demo.borrower's loan asked by another user", 'demo.limits', '01-123401-9'],
  ])('refuses %s with 403 and no data', async (_case, username, account) => {
    const { status, json } = await server.as(
      username,
      'GET',
      `PaymentInformation/GetPaymentInfo?accountNumber=${account}`,
    );
    expect(status).toBe(403);
    expect(json).toEqual({
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'NotYourAccount' }],
      Message: 'No account of yours has this number.',
    });
  });

  it('answers 401 without a session and 400 without an account number', async () => {
    expect(
      (await server.call('GET', 'PaymentInformation/GetPaymentInfo?accountNumber=01-123401-9')).status,
    ).toBe(401);
    expect((await server.as('demo.borrower', 'GET', 'PaymentInformation/GetPaymentInfo')).status).toBe(400);
  });

  it('flags immediate ACH blocked after the cutoff time, with the next business day', async () => {
    const late = await paymentServer();
    // 2026-11-25 18:00 UTC: past the 17:00 cutoff, the day before Thanksgiving.
    late.clock.advanceMinutes(3 * 24 * 60 + 3 * 60);
    const info = await late.info('demo.borrower', '01-123401-9');
    expect(info.BlockImmediateACHPaymentsAfterCutoffTime).toBe(true);
    expect(info.AdjustedACHPaymentDateAfterCutoffTime).toBe('2026-11-27');
  });
});

describe('payoff quotes and their breakdown', () => {
  let server: PaymentServer;
  beforeAll(async () => {
    server = await paymentServer();
  });

  it('quotes the payoff of a date: balance and fees plus daily interest until then', async () => {
    const today = await server.as(
      'demo.borrower',
      'GET',
      `PaymentInformation/GetPayOffQuote?AccountNumber=01-123401-9&PayOffDate=${SUNDAY}`,
    );
    expectSchema(`${SCHEMA}PayOffQuoteResponse`, today.json);
    expect(today.json.PayOffQuoteAmount).toBe(9720.55);
    const later = await server.as(
      'demo.borrower',
      'GET',
      'PaymentInformation/GetPayOffQuote?AccountNumber=01-123401-9&PayOffDate=2026-12-02',
    );
    // 9,720.55 at 8.25 %: 2.20 a day for 10 days.
    expect(later.json).toMatchObject({ PayOffQuoteAmount: 9742.55, PayOffDate: '2026-12-02' });
  });

  it('refuses a payoff date before today with PayOffQuote, and a date that does not exist with 400', async () => {
    const past = await server.as(
      'demo.borrower',
      'GET',
      'PaymentInformation/GetPayOffQuote?AccountNumber=01-123401-9&PayOffDate=2026-11-21',
    );
    expect(past.json.Errors[0].ErrorMessage).toBe('PayOffQuote');
    const invalid = await server.as(
      'demo.borrower',
      'GET',
      'PaymentInformation/GetPayOffQuote?AccountNumber=01-123401-9&PayOffDate=2026-02-30',
    );
    expect(invalid.status).toBe(400);
  });

  it('hands out a single-use token that opens the breakdown as a PDF', async () => {
    const { status, json: token } = await server.as(
      'demo.borrower',
      'POST',
      'PaymentInformation/RetrieveDownloadToken',
      {
        AccountNumber: '01-123401-9',
        EffectiveDate: MONDAY,
      },
    );
    expect(status).toBe(200);
    expectSchema(`${SCHEMA}DownloadTokenResponse`, token);
    const response = await server.app.request(
      `/api/PaymentInformation/DownloadPayoffQuoteBreakdown?downloadToken=${token}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe('Payoff Quote Breakdown');
    const again = await server.app.request(
      `/api/PaymentInformation/DownloadPayoffQuoteBreakdown?downloadToken=${token}`,
    );
    expect(again.status).toBe(403);
  });

  it('refuses a download token with 403 when the institution does not offer the breakdown', async () => {
    const without = await paymentServer({
      settingsFile: settingsFile({ institutionOptions: { PayoffQuotePdfDownload: false } }),
    });
    const { status, json } = await without.as(
      'demo.borrower',
      'POST',
      'PaymentInformation/RetrieveDownloadToken',
      {
        AccountNumber: '01-123401-9',
        EffectiveDate: MONDAY,
      },
    );
    expect(status).toBe(403);
    expect(json.Errors[0].ErrorMessage).toBe('NotOffered');
  });

  it("refuses a download token for another user's loan with 403", async () => {
    const { status } = await server.as('demo.limits', 'POST', 'PaymentInformation/RetrieveDownloadToken', {
      AccountNumber: '01-123401-9',
      EffectiveDate: MONDAY,
    });
    expect(status).toBe(403);
  });
});

describe('POST PaymentInformation/GetThirdPartyFee', () => {
  const fee = (overrides: object = {}) => ({
    IsAch: false,
    IsCreditCard: false,
    IsDebitCard: true,
    IsImmediate: true,
    IsOneTime: true,
    IsRecurring: false,
    LoanNumber: '01-123401-9',
    ...overrides,
  });

  it('answers 0 while third-party fees are off', async () => {
    const server = await paymentServer();
    const { json } = await server.as('demo.borrower', 'POST', 'PaymentInformation/GetThirdPartyFee', fee());
    expectSchema(`${SCHEMA}ThirdPartyFeeResponse`, json);
    expect(json.ThirdPartyFeeAmount).toBe(0);
  });

  it.each([
    ['a debit card', {}, 1.25],
    ['a credit card', { IsDebitCard: false, IsCreditCard: true }, 1.75],
    ['a bank account', { IsDebitCard: false, IsAch: true }, 0.5],
  ])('answers the fee of %s when they are on', async (_case, overrides, amount) => {
    const server = await paymentServer({
      settingsFile: settingsFile({ institutionOptions: { ThirdPartyFees: true } }),
    });
    const { json } = await server.as(
      'demo.borrower',
      'POST',
      'PaymentInformation/GetThirdPartyFee',
      fee(overrides),
    );
    expect(json.ThirdPartyFeeAmount).toBe(amount);
  });

  it('refuses two methods at once (400) and the loan of another user (403)', async () => {
    const server = await paymentServer();
    const both = await server.as(
      'demo.borrower',
      'POST',
      'PaymentInformation/GetThirdPartyFee',
      fee({ IsAch: true }),
    );
    expect(both.status).toBe(400);
    const theirs = await server.as(
      'demo.borrower',
      'POST',
      'PaymentInformation/GetThirdPartyFee',
      fee({ LoanNumber: '01-310001-4' }),
    );
    expect(theirs.status).toBe(403);
  });
});

describe('GET ACHRoutingData', () => {
  it.each([
    [
      '124000054',
      { Name: 'Zions Bancorporation, N.A.', City: 'Salt Lake City', State: 'UT', BankExists: true },
    ],
    ['021000021', { Name: 'JPMorgan Chase Bank, N.A.', BankExists: true }],
    ['123456780', { Name: '', BankExists: false }],
  ])('looks up %s in the bundled table', async (routingNumber, expected) => {
    const server = await paymentServer();
    const { status, json } = await server.as(
      'demo.borrower',
      'GET',
      `ACHRoutingData?routingNumber=${routingNumber}`,
    );
    expect(status).toBe(200);
    expectSchema(`${SCHEMA}RoutingDataResponse`, json);
    expect(json).toMatchObject({ RoutingNumber: routingNumber, ...expected });
  });

  it('is for signed-in users only', async () => {
    const server = await paymentServer();
    expect((await server.call('GET', 'ACHRoutingData?routingNumber=124000054')).status).toBe(401);
  });
});
