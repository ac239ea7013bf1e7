// @vitest-environment node
/**
 * An institution's paymentCalendar through HTTP: with no holidays and a cutoff that never
 * passes ("24:00"), a bank account pays "now" on any day at any hour (the browser tests' setup:
 * here Thanksgiving, the day before and a Sunday, at 23:59 server time, with ACH allowed on
 * weekends), where the demo calendar refuses the same payment; and the fees, period and
 * interest basis it names are the ones the payment information, quotes and submits use.
 */
import { describe, expect, it } from 'vitest';
import { todayOf } from '../../server/services/payments/calendar.ts';
import { settingsFile } from './support';
import { paymentServer, type PaymentServer } from './paymentsSupport';

const LOAN = '01-123401-9';
const THANKSGIVING = '2026-11-26';

const ANY_DAY_ANY_HOUR = {
  institutionOptions: {
    AllowSaturdayAchPayments: true,
    AllowSundayAchPayments: true,
    BlockImmediateAchAfterCutoff: true,
  },
  paymentCalendar: { achCutoffTime: '24:00', holidays: [] },
};

/** Moves the test clock to `date` (after the clock's day) at 23:59 server local time. */
function lateOn(server: PaymentServer, date: string) {
  const now = server.clock.now();
  const target = new Date(`${date}T23:59:00`);
  server.clock.advanceMinutes(Math.round((target.getTime() - now.getTime()) / 60_000));
  expect([server.clock.now().getHours(), server.clock.now().getMinutes()]).toEqual([23, 59]);
}

async function payNowByBankAccount(server: PaymentServer, today: string) {
  const method = await server.savedMethod('demo.borrower', LOAN, '6789');
  return server.pay('demo.borrower', LOAN, today, { method, amountCents: 10_000 });
}

describe('with no holidays and no cutoff', () => {
  it('the payment information has no holidays and no date after the cutoff', async () => {
    const server = await paymentServer({ settingsFile: settingsFile(ANY_DAY_ANY_HOUR) });
    lateOn(server, THANKSGIVING);
    const info = await server.info('demo.borrower', LOAN);
    expect(info.NonPaymentDays).toEqual([]);
    expect(info.loanFutureNonPaymentDays).toEqual([]);
    expect(info.BlockImmediateACHPaymentsAfterCutoffTime).toBe(false);
    expect(info.AdjustedACHPaymentDateAfterCutoffTime).toBeNull();
    expect(info.PaymentDetails.PaymentDate).toBe(THANKSGIVING);
  });

  it.each([
    ['on Thanksgiving', THANKSGIVING],
    ['on the Wednesday before', '2026-11-25'],
    ['on a Sunday (the weekend options on)', '2026-11-29'],
  ])('an immediate bank-account payment at 23:59 %s is accepted', async (_case, today) => {
    const server = await paymentServer({ settingsFile: settingsFile(ANY_DAY_ANY_HOUR) });
    lateOn(server, today);
    const { status, json } = await payNowByBankAccount(server, today);
    expect(status).toBe(200);
    expect(json).toMatchObject({ HasNoErrors: true, PaymentDate: today, TotalAmount: 100 });
  });
});

describe('the same payment on the demo calendar', () => {
  const demoCalendar = () =>
    paymentServer({
      settingsFile: settingsFile({ institutionOptions: ANY_DAY_ANY_HOUR.institutionOptions }),
    });

  it('is past the cutoff: the payment information moves it to the next business day', async () => {
    const server = await demoCalendar();
    lateOn(server, THANKSGIVING);
    const info = await server.info('demo.borrower', LOAN);
    expect(info.NonPaymentDays).toContain(THANKSGIVING);
    expect(info.BlockImmediateACHPaymentsAfterCutoffTime).toBe(true);
    expect(info.AdjustedACHPaymentDateAfterCutoffTime).toBe('2026-11-27');
  });

  it.each([
    ['on Thanksgiving', THANKSGIVING, 'PaymentDateHoliday'],
    ['on the Wednesday before', '2026-11-25', 'PaymentDateBeforeCutoff'],
  ])('is refused at 23:59 %s', async (_case, today, code) => {
    const server = await demoCalendar();
    lateOn(server, today);
    const { json } = await payNowByBankAccount(server, today);
    expect(json).toMatchObject({ HasNoErrors: false, Errors: [{ ErrorMessage: code }] });
  });
});

describe('the fees, period and interest basis of the paymentCalendar', () => {
  it('are the ones the payment information, the third-party fee and a card payment use', async () => {
    const server = await paymentServer({
      settingsFile: settingsFile({
        institutionOptions: { ThirdPartyFees: true },
        paymentCalendar: {
          numberDaysInPeriod: 10,
          firstPartyFees: { DebitCardFeeAmount: 1 },
          thirdPartyFees: { debitCard: 0.4 },
        },
      }),
    });
    const today = todayOf(server.clock);
    const info = await server.info('demo.borrower', LOAN);
    expect(info.PaymentOptions.NumberDaysInPeriod).toBe(10);
    expect(info.PaymentOptions.FirstPartyFees).toMatchObject({
      DebitCardFeeAmount: 1,
      CreditCardFeeAmount: 3.95,
    });
    const fee = await server.as('demo.borrower', 'POST', 'PaymentInformation/GetThirdPartyFee', {
      IsAch: false,
      IsCreditCard: false,
      IsDebitCard: true,
      IsImmediate: true,
      IsOneTime: true,
      IsRecurring: false,
      LoanNumber: LOAN,
    });
    expect(fee.json.ThirdPartyFeeAmount).toBe(0.4);
    const method = await server.savedMethod('demo.borrower', LOAN, '1111');
    const paid = await server.pay('demo.borrower', LOAN, today, {
      method,
      amountCents: 10_000,
      thirdPartyFeeCents: 40,
    });
    expect(paid.json).toMatchObject({ HasNoErrors: true, TotalAmount: 101.4 });
  });

  it('quotes the payoff with its interest basis', async () => {
    const quote = async (paymentCalendar: object) => {
      const server = await paymentServer({ settingsFile: settingsFile({ paymentCalendar }) });
      const { json } = await server.as(
        'demo.borrower',
        'GET',
        `PaymentInformation/GetPayOffQuote?AccountNumber=${LOAN}&PayOffDate=2027-11-22`,
      );
      return json.PayOffQuoteAmount as number;
    };
    // A year of daily interest: more of it on a 360-day basis.
    expect(await quote({ interestDaysInYear: 360 })).toBeGreaterThan(await quote({}));
  });
});
