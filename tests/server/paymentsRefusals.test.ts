// @vitest-environment node
/**
 * Every submission rule of spec 02 §4–§6 enforced by the server when the portal is bypassed:
 * a request the portal would never send (or one sent after the loan changed) is refused with
 * the catalogue's code (schemas/api/payments.json RefusalCode, spec 02 §8), answered 200 with
 * HasNoErrors false and no payment made; bad input is a 400 and another user's loan, method or
 * stale token a 403. One row per rule, on Monday 2026-11-23 unless the row says otherwise.
 */
import { describe, expect, it } from 'vitest';
import { settingsFile } from './support';
import {
  MONDAY,
  paymentRequest,
  paymentServer,
  SUNDAY,
  type PaymentChoice,
  type PaymentServer,
} from './paymentsSupport';

interface Case {
  rule: string;
  code: string;
  status?: number;
  options?: Record<string, unknown>;
  user?: string;
  account?: string;
  /** The last four digits of the saved method that pays. */
  paidFrom?: string;
  choice?: Partial<PaymentChoice>;
  /** The day the payment is made (Monday at 15:00 UTC unless said). */
  today?: string;
  /** Days to move the clock on from Monday before the payment information is read. */
  days?: number;
  /** Pay at 18:00 UTC, past the 17:00 ACH cutoff (after the payment information was read). */
  afterCutoff?: boolean;
  /** A change to the data once the payment information is read. */
  change?: (server: PaymentServer) => void;
  /** A change to the request the portal would send. */
  tamper?: (body: Record<string, any>) => void; // eslint-disable-line @typescript-eslint/no-explicit-any -- requests are tampered with field by field
}

const BORROWER = { user: 'demo.borrower', account: '01-123401-9', paidFrom: '6789' };
const loanSql = (server: PaymentServer, set: string, number = '01-123401-9') =>
  server.deps.db.run(`UPDATE accounts SET ${set} WHERE number = :number`, { number });

const CASES: Case[] = [
  // Amounts (spec 02 §5 "Payment amount", "Minimum", "Maximum")
  { rule: 'an amount of 0', code: 'PaymentAmountMinimumError', choice: { amountCents: 0 } },
  {
    rule: 'an amount above the payoff',
    code: 'PaymentAmountMaximumError',
    choice: { amountCents: 1_000_000 },
  },
  {
    rule: 'an amount below the ACH minimum',
    code: 'PaymentAmountMinimumError',
    options: { MinimumAchAmount: 50 },
    choice: { amountCents: 4_999 },
  },
  {
    rule: 'a card amount above the card maximum',
    code: 'PaymentAmountMaximumError',
    options: { MaxCardAmount: 100 },
    paidFrom: '1111',
    choice: { amountCents: 10_001 },
  },
  {
    rule: 'a card payment where the card minimum reaches the card maximum',
    code: 'PaymentAmountMaximumError',
    options: { MaxCardAmount: 100, MinimumCardAmount: 100 },
    paidFrom: '1111',
    choice: { amountCents: 5_000 },
  },
  {
    rule: 'less than the total due where it is forced',
    code: 'PaymentAmountMinimumError',
    options: { ForceTotalAmountDue: true },
    choice: { amountCents: 31_244 },
  },
  {
    rule: 'less than the total due of a delinquent loan where it is forced',
    code: 'PaymentAmountMinimumError',
    options: { ForceTotalDueAsMinimumPaymentWhenDelinquent: true },
    change: (s) => loanSql(s, 'delinquent = 1'),
    choice: { amountCents: 100 },
  },
  {
    rule: 'a recurring amount above the regular payment',
    code: 'PaymentAmountMaximumError',
    choice: { amountCents: 31_246, frequency: 'Weekly', date: '2026-11-27' },
  },
  {
    rule: 'an amount with a fraction of a cent',
    code: 'BadRequest',
    status: 400,
    tamper: (body) => (body.Payment.Details.PaymentAmount = 10.005),
  },
  {
    rule: 'a negative amount',
    code: 'BadRequest',
    status: 400,
    tamper: (body) => (body.Payment.Details.PaymentAmount = -5),
  },
  {
    rule: 'additional principal on a one-time payment',
    code: 'InvalidInfo',
    choice: { additionalPrincipalCents: 1_000 },
  },
  {
    rule: 'additional principal on a recurring payment where it is off',
    code: 'InvalidInfo',
    choice: { frequency: 'Weekly', date: '2026-11-27', additionalPrincipalCents: 1_000 },
  },
  {
    rule: 'a days-before-due amount other than the regular payment',
    code: 'InvalidInfo',
    choice: { frequency: 'DaysBeforeDue', numDays: 2, amountCents: 20_000 },
  },
  // Fees (spec 02 §3 Total)
  {
    rule: 'a card payment without its card fee',
    code: 'InvalidInfo',
    paidFrom: '1111',
    choice: { firstPartyFeeCents: 0 },
  },
  { rule: 'a third-party fee while they are off', code: 'InvalidInfo', choice: { thirdPartyFeeCents: 100 } },
  { rule: 'no third-party fee while they are on', code: 'InvalidInfo', options: { ThirdPartyFees: true } },
  // Payoff (spec 02 §5 "Payoff toggle")
  {
    rule: 'a payoff of another amount',
    code: 'InvalidInfo',
    choice: { isPayoff: true, amountCents: 31_245 },
  },
  {
    rule: 'a payoff where it is hidden',
    code: 'PayOffQuote',
    options: { HidePayoffOption: true },
    choice: { isPayoff: true, amountCents: 972_055 },
  },
  {
    rule: 'a payoff where the payoff percent is below 100 %',
    code: 'PayOffQuote',
    options: { MaxPayoffPercent: 0.9 },
    choice: { isPayoff: true, amountCents: 972_055 },
  },
  {
    rule: 'a future payoff without its permission',
    code: 'CannotScheduleAch',
    choice: { isPayoff: true, amountCents: 973_375, date: '2026-11-30' },
  },
  // One-time dates (spec 02 §5 "Payment date (one-time)")
  {
    rule: 'an immediate payment dated tomorrow',
    code: 'PaymentDateMaximum',
    tamper: (body) => (body.Payment.Details.PaymentDate = '2026-11-24'),
  },
  {
    rule: 'a scheduled payment dated today',
    code: 'PaymentDateMinimum',
    tamper: (body) => (body.Payment.Details.PaymentDate = MONDAY),
    choice: { date: '2026-11-24' },
  },
  { rule: 'a scheduled payment in the past', code: 'PaymentDateMinimum', choice: { date: '2026-11-20' } },
  { rule: 'a scheduled payment on Thanksgiving', code: 'PaymentDateHoliday', choice: { date: '2026-11-26' } },
  {
    rule: 'a scheduled ACH payment on a Saturday',
    code: 'PaymentDateWeekend',
    choice: { date: '2026-11-28' },
  },
  {
    rule: 'a scheduled payment beyond the period',
    code: 'PaymentDateMaximum',
    choice: { date: '2026-12-24' },
  },
  { rule: 'an immediate ACH payment on a Sunday', code: 'PaymentDateWeekend', today: SUNDAY },
  {
    rule: 'an immediate ACH payment after the cutoff where it is blocked',
    code: 'PaymentDateBeforeCutoff',
    options: { BlockImmediateAchAfterCutoff: true },
    afterCutoff: true,
  },
  { rule: 'a date that does not exist', code: 'BadRequest', status: 400, choice: { date: '2026-11-31' } },
  // Scheduling (spec 02 §5 "Scheduling is disallowed when")
  {
    rule: 'a scheduled ACH payment where they are off',
    code: 'CannotScheduleAch',
    options: { AllowScheduledAchPayments: false },
    choice: { date: '2026-11-30' },
  },
  {
    rule: 'a scheduled card payment where they are off',
    code: 'CannotScheduleCard',
    options: { AllowScheduledCardPayments: false },
    paidFrom: '1111',
    choice: { date: '2026-11-30' },
  },
  {
    rule: 'a second scheduled payment over the quota',
    code: 'ReachedMaxScheduledAllowed',
    user: 'demo.payments',
    account: '01-310001-4',
    paidFrom: '4321',
    choice: { amountCents: 1_000, date: '2026-11-30' },
  },
  {
    rule: 'a scheduled payment of a loan with a recurring payment',
    code: 'CannotScheduleAch',
    user: 'demo.payments',
    account: '01-310002-2',
    paidFrom: '4321',
    choice: { amountCents: 1_000, date: '2026-11-30' },
  },
  {
    rule: 'a scheduled payment of a past-due loan where it is blocked',
    code: 'CannotScheduleAch',
    options: { BlockFuturePaymentsWhenPastDue: true },
    account: '01-123400-1',
    choice: { date: '2026-11-30' },
  },
  {
    rule: 'a scheduled payment of a delinquent loan where it is not allowed',
    code: 'CannotScheduleAch',
    options: { AllowFuturePaymentsWhenDelinquent: false },
    change: (s) => loanSql(s, 'delinquent = 1'),
    choice: { date: '2026-11-30' },
  },
  // Recurring (spec 02 §5 "Recurring is not allowed when", "Frequency availability", "Recurring first date")
  {
    rule: 'a recurring payment of a loan with a scheduled payment',
    code: 'CannotRecurringAch',
    user: 'demo.payments',
    account: '01-310001-4',
    paidFrom: '4321',
    choice: { amountCents: 32_500, frequency: 'Weekly', date: '2026-11-27' },
  },
  {
    rule: 'a second recurring payment of a loan',
    code: 'CannotRecurringAch',
    user: 'demo.payments',
    account: '01-310002-2',
    paidFrom: '4321',
    choice: { amountCents: 41_000, frequency: 'Weekly', date: '2026-11-27' },
  },
  {
    rule: 'a recurring card payment where they are off',
    code: 'CannotRecurringCard',
    options: { AllowRecurringCardPayments: false },
    paidFrom: '1111',
    choice: { frequency: 'Weekly', date: '2026-11-27' },
  },
  {
    rule: 'a recurring payment the host does not allow',
    code: 'CannotRecurringAch',
    change: (s) => loanSql(s, 'recurring_allowed = 0'),
    choice: { frequency: 'Weekly', date: '2026-11-27' },
  },
  {
    rule: 'a weekly payment where weekly is off',
    code: 'CannotRecurringAch',
    options: { AllowWeekly: false },
    choice: { frequency: 'Weekly', date: '2026-11-27' },
  },
  {
    rule: 'a weekly payment where only On Due Date is offered',
    code: 'CannotRecurringAch',
    options: { ForceOnlyOnDueDate: true },
    choice: { frequency: 'Weekly', date: '2026-11-27' },
  },
  {
    rule: 'a weekly payment of a loan billed weekly',
    code: 'CannotRecurringAch',
    change: (s) => loanSql(s, "billing_frequency = 'Weekly'"),
    choice: { frequency: 'Weekly', date: '2026-11-27' },
  },
  {
    rule: 'a recurring first date of today',
    code: 'PaymentDateMinimum',
    choice: { frequency: 'Weekly', date: MONDAY },
  },
  {
    rule: 'a recurring first date beyond 31 days',
    code: 'PaymentDateMaximum',
    choice: { frequency: 'Weekly', date: '2026-12-25' },
  },
  {
    rule: 'a recurring ACH first date on a Saturday',
    code: 'PaymentDateWeekend',
    choice: { frequency: 'Weekly', date: '2026-11-28' },
  },
  {
    rule: 'a recurring first date on a holiday',
    code: 'PaymentDateHoliday',
    choice: { frequency: 'Weekly', date: '2026-11-26' },
  },
  {
    rule: 'a monthly first date after day 30',
    code: 'PaymentDateMaximum',
    choice: { frequency: 'MonthlyOnDate', date: '2026-12-31' },
    days: 7,
  },
  {
    rule: 'days before due landing on a holiday',
    code: 'InvalidInfo',
    choice: { frequency: 'DaysBeforeDue', numDays: 5 },
  },
  {
    rule: 'a recurring ACH payment without its draft agreement where one is required',
    code: 'AchDraftAgreementRequired',
    options: { RequireAchDraftAgreement: true },
    choice: { frequency: 'Weekly', date: '2026-11-27' },
  },
  {
    rule: 'a recurring ACH payment with a made-up draft agreement token',
    code: 'AchDraftAgreementRequired',
    options: { RequireAchDraftAgreement: true },
    choice: { frequency: 'Weekly', date: '2026-11-27', achDraftAgreementToken: 'made-up-token' },
  },
  // Methods (spec 02 §4 "Account eligibility", §6 settings and security flags)
  {
    rule: 'a bank account on the card-only loan',
    code: 'AchNotAllowed',
    user: 'demo.limits',
    account: '01-320001-7',
    paidFrom: 'inline',
  },
  { rule: 'a bank account where ACH is off', code: 'AchNotAllowed', options: { AllowAchPayments: false } },
  {
    rule: 'a card where cards are off',
    code: 'CardNotAllowed',
    options: { AllowCardPayments: false },
    paidFrom: '1111',
  },
  {
    rule: 'a card of a brand switched off',
    code: 'CardNotAllowed',
    options: { AllowVisa: false },
    paidFrom: '1111',
  },
  {
    rule: 'a credit card where only debit cards are taken',
    code: 'CreditCardsNotAccepted',
    options: { DebitCardsOnly: true },
    user: 'demo.payments',
    account: '01-310002-2',
    paidFrom: '4444',
    choice: { amountCents: 1_000, firstPartyFeeCents: 395 },
  },
  {
    rule: 'an expired saved card',
    code: 'Expired',
    paidFrom: '1111',
    change: (s) => s.deps.db.run("UPDATE payment_methods SET expiration = '10/26' WHERE last_four = '1111'"),
  },
  {
    rule: 'a bank account used once where single use is off',
    code: 'MustSavePaymentMethod',
    options: { AllowSingleUseAch: false },
    paidFrom: 'inline',
  },
  {
    rule: 'a bank account of no bank in the table',
    code: 'RoutingNumberInvalid',
    paidFrom: 'inline',
    tamper: (body) => (body.Payment.Method.AchInfo.RoutingNumber = '123456780'),
  },
  {
    rule: 'a bank account with the ACH security flag',
    code: 'SecurityAchNotAllowed',
    change: (s) => loanSql(s, "payment_security = 'NoAchPayments'"),
  },
  {
    rule: 'any payment with the online payments security flag',
    code: 'SecurityNotAllowed',
    paidFrom: '1111',
    change: (s) => loanSql(s, "payment_security = 'NoPayments'"),
  },
  {
    rule: 'a loan whose ACH and card holds block both',
    code: 'PaymentBlocked',
    options: { BlockPaymentsOnAchHold: true, BlockPaymentsOnCardHold: true },
    change: (s) => loanSql(s, 'ach_hold = 1, card_hold = 1'),
  },
  {
    rule: 'a bank account of a loan whose ACH hold blocks it',
    code: 'AchNotAllowed',
    options: { BlockPaymentsOnAchHold: true },
    change: (s) => loanSql(s, 'ach_hold = 1'),
  },
  { rule: 'a closed loan', code: 'PaymentBlocked', change: (s) => loanSql(s, "comment = 'closed'") },
  { rule: 'a loan with no balance', code: 'NoPaymentNeeded', change: (s) => loanSql(s, 'balance_cents = 0') },
  {
    rule: 'immediate ACH after the cutoff with a scheduled payment pending and no cards',
    code: 'DisabledPaymentsAfterCutoffTime',
    options: { BlockImmediateAchAfterCutoff: true, AllowCardPayments: false },
    user: 'demo.payments',
    account: '01-310001-4',
    paidFrom: '4321',
    afterCutoff: true,
    choice: { amountCents: 1_000 },
  },
  // The caller's own loan, method and token (spec 02 §6)
  {
    rule: "another user's loan",
    code: 'NotYourAccount',
    status: 403,
    tamper: (body) => (body.Payment.Details.LoanAccountNumber = '01-310001-4'),
  },
  {
    rule: "another user's saved method",
    code: 'NotYourPaymentMethod',
    status: 403,
    tamper: (body) => (body.Payment.Method.AchInfo.ProfileId = 'pm_someone-else'),
  },
  {
    rule: 'a made-up account token',
    code: 'InvalidToken',
    status: 403,
    tamper: (body) => (body.EncryptedData = 'made-up'),
  },
  {
    rule: 'a card method sent to SubmitAch',
    code: 'BadRequest',
    status: 400,
    tamper: (body) => (body.Payment.Method = { IsCard: true, CardInfo: { ProfileId: 'pm_x' } }),
  },
  {
    rule: 'a full card number in the payment',
    code: 'BadRequest',
    status: 400,
    paidFrom: '1111',
    tamper: (body) => (body.Payment.Method.CardInfo.CardNumber = '4111111111111111'),
  },
];

const INLINE = {
  IsCard: false as const,
  AchInfo: {
    AccountType: 'Checking' as const,
    AccountNumber: '987654321',
    ProfileId: '',
    RoutingNumber: '021000021',
    OwnerName: 'Drew Carter',
  },
};

async function attempt(row: Case) {
  const user = row.user ?? BORROWER.user;
  const account = row.account ?? BORROWER.account;
  // The demo requires the ACH draft agreement; each rule is refused here for itself, so the
  // agreement is required only where a row says so.
  const server = await paymentServer({
    settingsFile: settingsFile({ institutionOptions: { RequireAchDraftAgreement: false, ...row.options } }),
  });
  if ((row.today ?? MONDAY) === MONDAY) server.toMonday();
  server.clock.advanceMinutes((row.days ?? 0) * 24 * 60);
  const info = await server.info(user, account);
  const paidFrom = row.paidFrom ?? BORROWER.paidFrom;
  const method = paidFrom === 'inline' ? INLINE : await server.savedMethod(user, account, paidFrom);
  if (row.afterCutoff) {
    server.clock.advanceMinutes(3 * 60);
    server.signOut(user);
  }
  row.change?.(server);
  const { path, body } = paymentRequest(info, server.clock.now().toISOString().slice(0, 10), {
    method,
    amountCents: 10_000,
    ...row.choice,
  });
  row.tamper?.(body);
  const answer = await server.as(user, 'POST', path, body);
  const payments = server.deps.db.get<{ n: number }>(
    `SELECT (SELECT COUNT(*) FROM payments) + (SELECT COUNT(*) FROM recurring_payments) AS n`,
  )!.n;
  return { answer, payments };
}

describe('a submission the portal would not send', () => {
  it.each(CASES.map((row) => [row.rule, row] as const))('%s is refused', async (_rule, row) => {
    const { answer, payments } = await attempt(row);
    expect(answer.status).toBe(row.status ?? 200);
    expect(answer.json.HasNoErrors).toBe(false);
    expect(answer.json.Errors[0].ErrorMessage).toBe(row.code);
    // The seed's payments only: demo.payments' two scheduled and one recurring.
    expect(payments).toBe(3);
  });
});
