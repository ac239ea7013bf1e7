import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AchInfo,
  buildPaymentRequest,
  type CardInfo,
  confirmationOf,
  type DeletePaymentBody,
  deletePaymentRequest,
  draftAgreementRequest,
  type DraftAgreementRequest,
  methodTypeOf,
  type PaymentConfirmation,
  type PaymentMethodChoice,
  type PaymentRequest,
  type PaymentSubmission,
  paymentKindOf,
  paymentMethodOf,
  recurringOptionOf,
  submitPath,
} from '../../../../src/domain/payments/payload';
import type {
  Frequency,
  PaymentKind,
  PaymentMethodType,
  RecurringOption,
} from '../../../../src/domain/payments/types';

const TODAY = '2025-03-14';

const CARD_INFO: CardInfo = {
  CardType: 'visa',
  CardNumber: '1111',
  ExpirationDate: '12/27',
  ProfileId: 'card-1',
  DebitCreditType: 'DebitCard',
};
const ACH_INFO: AchInfo = { AccountType: 'Checking', AccountNumber: '6789', ProfileId: 'ach-1' };
const CARD: PaymentMethodChoice = { IsCard: true, CardInfo: CARD_INFO };
const ACH: PaymentMethodChoice = { IsCard: false, AchInfo: ACH_INFO };

const BASE: PaymentSubmission = {
  encryptedData: 'enc-token',
  logonName: 'alex',
  accountNumber: '12-3456',
  company: 0,
  accountType: 0,
  method: CARD,
  frequency: 'OneTime',
  date: TODAY,
  numDays: 0,
  today: TODAY,
  amountCents: 12_550,
  firstPartyFeeCents: 295,
  thirdPartyFeeCents: 150,
  additionalPrincipalCents: 0,
  isPayoff: false,
};

const submission = (changes: Partial<PaymentSubmission>): PaymentSubmission => ({ ...BASE, ...changes });

/** The expected body with the base amounts (125.50, fee 2.95, third-party 1.50, principal 0). */
function expectedBody(
  paymentDate: string,
  method: PaymentMethodChoice,
  extra: Pick<PaymentRequest, 'AchDraftAgreementToken' | 'RecurringDetails'> = {},
): PaymentRequest {
  return {
    EncryptedData: 'enc-token',
    Payment: {
      LogonName: 'alex',
      Details: {
        PaymentDate: paymentDate,
        LoanAccountNumber: '12-3456',
        Company: 0,
        PaymentAmount: 125.5,
        FirstPartyFee: 2.95,
        ThirdPartyFee: 1.5,
        AdditionalPrincipalAmount: 0,
      },
      AccountType: 0,
      IsPayoff: false,
      Method: method,
    },
    ...extra,
  };
}

describe('recurringOptionOf (spec 02 §7 "Recurring option mapping on submit")', () => {
  it.each<[string, Frequency, RecurringOption | undefined]>([
    ['§7 monthly-on-date gives DayOfMonth', 'MonthlyOnDate', 'DayOfMonth'],
    ['§7 days before due gives DaysBeforeDue', 'DaysBeforeDue', 'DaysBeforeDue'],
    ['§7 on due date gives DaysBeforeDue', 'OnDueDate', 'DaysBeforeDue'],
    ['§7 semi-monthly gives SemiMonthly', 'SemiMonthly', 'SemiMonthly'],
    ['§7 two weeks gives BiWeekly', 'TwoWeeks', 'BiWeekly'],
    ['§7 weekly gives Weekly', 'Weekly', 'Weekly'],
    ['§7 one-time has no recurring option', 'OneTime', undefined],
  ])('%s', (_rule, frequency, option) => {
    expect(recurringOptionOf(frequency)).toBe(option);
  });
});

describe('paymentKindOf (spec 02 §4 "Payment kind")', () => {
  it.each<[string, Frequency, string, PaymentKind]>([
    ['§4 OneTime today is immediate', 'OneTime', TODAY, 'immediate'],
    ['§4 OneTime tomorrow is scheduled', 'OneTime', '2025-03-15', 'scheduled'],
    ['§4 OneTime a month later is scheduled', 'OneTime', '2025-04-14', 'scheduled'],
    ['§4 OneTime on another date (past) is scheduled', 'OneTime', '2025-03-13', 'scheduled'],
    ['§4 OnDueDate is recurring', 'OnDueDate', '2025-03-20', 'recurring'],
    ['§4 DaysBeforeDue is recurring', 'DaysBeforeDue', '2025-03-20', 'recurring'],
    ['§4 MonthlyOnDate is recurring', 'MonthlyOnDate', '2025-03-20', 'recurring'],
    ['§4 SemiMonthly is recurring', 'SemiMonthly', '2025-03-20', 'recurring'],
    ['§4 TwoWeeks is recurring', 'TwoWeeks', '2025-03-20', 'recurring'],
    ['§4 Weekly is recurring', 'Weekly', '2025-03-20', 'recurring'],
    ['§4 a recurring frequency dated today is still recurring', 'Weekly', TODAY, 'recurring'],
  ])('%s', (_rule, frequency, date, kind) => {
    expect(paymentKindOf(frequency, date, TODAY)).toBe(kind);
  });
});

describe('submitPath (spec 02 §7 Submit calls)', () => {
  it.each<[string, PaymentKind, PaymentMethodType, string]>([
    ['§7 immediate card', 'immediate', 'Card', '/api/PaymentImmediate/SubmitCard'],
    ['§7 immediate ACH', 'immediate', 'ACH', '/api/PaymentImmediate/SubmitAch'],
    ['§7 scheduled card', 'scheduled', 'Card', '/api/PaymentScheduled/SubmitCard'],
    ['§7 scheduled ACH', 'scheduled', 'ACH', '/api/PaymentScheduled/SubmitAch'],
    ['§7 recurring card', 'recurring', 'Card', '/api/PaymentRecurring/SubmitCard'],
    ['§7 recurring ACH', 'recurring', 'ACH', '/api/PaymentRecurring/SubmitAch'],
  ])('%s', (_rule, kind, method, path) => {
    expect(submitPath(kind, method)).toBe(path);
  });
});

describe('methodTypeOf and paymentMethodOf (spec 02 §4 "a card method drops ACH info")', () => {
  it.each<[string, PaymentMethodChoice, PaymentMethodType]>([
    ['§3 IsCard true is a card', CARD, 'Card'],
    ['§3 IsCard false is ACH', ACH, 'ACH'],
  ])('%s', (_rule, method, type) => {
    expect(methodTypeOf(method)).toBe(type);
  });

  it.each<[string, PaymentMethodChoice, PaymentMethodChoice]>([
    ['§4 a card keeps its card info', CARD, CARD],
    ['§4 an ACH method keeps its ACH info', ACH, ACH],
    [
      '§4 a card drops stray ACH info',
      { ...CARD, AchInfo: ACH_INFO } as PaymentMethodChoice,
      { IsCard: true, CardInfo: CARD_INFO },
    ],
    [
      '§4 an ACH method drops stray card info',
      { ...ACH, CardInfo: CARD_INFO } as PaymentMethodChoice,
      { IsCard: false, AchInfo: ACH_INFO },
    ],
  ])('%s', (_rule, method, sent) => {
    expect(paymentMethodOf(method)).toStrictEqual(sent);
  });
});

describe('buildPaymentRequest (spec 02 §3 "Payment request", §7)', () => {
  it.each<[string, Partial<PaymentSubmission>, string, PaymentRequest]>([
    ['§7 immediate card: dated today', {}, '/api/PaymentImmediate/SubmitCard', expectedBody(TODAY, CARD)],
    [
      '§7 immediate ACH: dated today',
      { method: ACH },
      '/api/PaymentImmediate/SubmitAch',
      expectedBody(TODAY, ACH),
    ],
    [
      '§7 scheduled card: the chosen date',
      { date: '2025-03-20' },
      '/api/PaymentScheduled/SubmitCard',
      expectedBody('2025-03-20', CARD),
    ],
    [
      '§7 scheduled ACH: the chosen date',
      { method: ACH, date: '2025-03-20' },
      '/api/PaymentScheduled/SubmitAch',
      expectedBody('2025-03-20', ACH),
    ],
    [
      '§7 scheduled ACH: a token is never sent',
      { method: ACH, date: '2025-03-20', achDraftAgreementToken: 'draft-1' },
      '/api/PaymentScheduled/SubmitAch',
      expectedBody('2025-03-20', ACH),
    ],
    [
      '§7 immediate ACH: a token is never sent',
      { method: ACH, achDraftAgreementToken: 'draft-1' },
      '/api/PaymentImmediate/SubmitAch',
      expectedBody(TODAY, ACH),
    ],
    [
      '§7 recurring card: first date and RecurringDetails',
      { frequency: 'MonthlyOnDate', date: '2025-03-20' },
      '/api/PaymentRecurring/SubmitCard',
      expectedBody('2025-03-20', CARD, {
        RecurringDetails: { RecurringOption: 'DayOfMonth', DaysBeforeDue: 0 },
      }),
    ],
    [
      '§7 recurring card: a token is not sent for a card',
      { frequency: 'Weekly', date: '2025-03-20', achDraftAgreementToken: 'draft-1' },
      '/api/PaymentRecurring/SubmitCard',
      expectedBody('2025-03-20', CARD, { RecurringDetails: { RecurringOption: 'Weekly', DaysBeforeDue: 0 } }),
    ],
    [
      '§7 recurring ACH with a draft agreement token',
      { method: ACH, frequency: 'SemiMonthly', date: '2025-03-20', achDraftAgreementToken: 'draft-1' },
      '/api/PaymentRecurring/SubmitAch',
      expectedBody('2025-03-20', ACH, {
        AchDraftAgreementToken: 'draft-1',
        RecurringDetails: { RecurringOption: 'SemiMonthly', DaysBeforeDue: 0 },
      }),
    ],
    [
      '§7 recurring ACH without a token: none sent',
      { method: ACH, frequency: 'TwoWeeks', date: '2025-03-20' },
      '/api/PaymentRecurring/SubmitAch',
      expectedBody('2025-03-20', ACH, {
        RecurringDetails: { RecurringOption: 'BiWeekly', DaysBeforeDue: 0 },
      }),
    ],
    [
      '§7 recurring ACH with an empty token: none sent',
      { method: ACH, frequency: 'TwoWeeks', date: '2025-03-20', achDraftAgreementToken: '' },
      '/api/PaymentRecurring/SubmitAch',
      expectedBody('2025-03-20', ACH, {
        RecurringDetails: { RecurringOption: 'BiWeekly', DaysBeforeDue: 0 },
      }),
    ],
    [
      '§7 days before due: DaysBeforeDue is numDays',
      { method: ACH, frequency: 'DaysBeforeDue', date: '2025-03-27', numDays: 3 },
      '/api/PaymentRecurring/SubmitAch',
      expectedBody('2025-03-27', ACH, {
        RecurringDetails: { RecurringOption: 'DaysBeforeDue', DaysBeforeDue: 3 },
      }),
    ],
    [
      '§7 on due date: DaysBeforeDue 0 whatever numDays says',
      { method: ACH, frequency: 'OnDueDate', date: '2025-03-30', numDays: 5 },
      '/api/PaymentRecurring/SubmitAch',
      expectedBody('2025-03-30', ACH, {
        RecurringDetails: { RecurringOption: 'DaysBeforeDue', DaysBeforeDue: 0 },
      }),
    ],
    [
      '§7 weekly: numDays is not sent as DaysBeforeDue',
      { frequency: 'Weekly', date: '2025-03-20', numDays: 4 },
      '/api/PaymentRecurring/SubmitCard',
      expectedBody('2025-03-20', CARD, { RecurringDetails: { RecurringOption: 'Weekly', DaysBeforeDue: 0 } }),
    ],
    [
      '§7 recurring dated today is still recurring',
      { frequency: 'Weekly' },
      '/api/PaymentRecurring/SubmitCard',
      expectedBody(TODAY, CARD, { RecurringDetails: { RecurringOption: 'Weekly', DaysBeforeDue: 0 } }),
    ],
  ])('%s', (_rule, changes, path, body) => {
    expect(buildPaymentRequest(submission(changes))).toStrictEqual({ path, body });
  });

  it.each<[string, Partial<PaymentSubmission>, Partial<PaymentRequest['Payment']>]>([
    ['§3 IsPayoff is passed on', { isPayoff: true }, { IsPayoff: true }],
    ['§3 AccountType 9 (line of credit) is passed on', { accountType: 9 }, { AccountType: 9 }],
    ['§3 LogonName is passed on', { logonName: 'sam' }, { LogonName: 'sam' }],
  ])('%s', (_rule, changes, payment) => {
    expect(buildPaymentRequest(submission(changes)).body.Payment).toMatchObject(payment);
  });

  it.each<[string, Partial<PaymentSubmission>, string]>([
    ['§3 EncryptedData is the account token', { encryptedData: 'other' }, 'other'],
  ])('%s', (_rule, changes, encrypted) => {
    expect(buildPaymentRequest(submission(changes)).body.EncryptedData).toBe(encrypted);
  });

  it.each<[string, Partial<PaymentSubmission>, Partial<PaymentRequest['Payment']['Details']>]>([
    ['§3 Company is passed on', { company: 4 }, { Company: 4 }],
    ['§3 LoanAccountNumber is passed on', { accountNumber: '7-1' }, { LoanAccountNumber: '7-1' }],
  ])('%s', (_rule, changes, details) => {
    expect(buildPaymentRequest(submission(changes)).body.Payment.Details).toMatchObject(details);
  });
});

describe('buildPaymentRequest money fields: dollars with 2 decimals from integer cents', () => {
  const money = (cents: number) =>
    buildPaymentRequest(
      submission({
        amountCents: cents,
        firstPartyFeeCents: cents,
        thirdPartyFeeCents: cents,
        additionalPrincipalCents: cents,
      }),
    ).body.Payment.Details;

  it.each<[string, number, number]>([
    ['float trap: 1999 cents is 19.99', 1999, 19.99],
    ['float trap: 30 cents is 0.3, not 0.1 + 0.2', 30, 0.3],
    ['float trap: 1005 cents is 10.05', 1005, 10.05],
    ['float trap: 29 cents is 0.29', 29, 0.29],
    ['float trap: 57 cents is 0.57', 57, 0.57],
    ['one cent', 1, 0.01],
    ['zero (recurring line of credit paying total due)', 0, 0],
    ['large amount', 123_456_789, 1_234_567.89],
    ['a fractional cent rounds to the nearest cent', 1999.6, 20],
    ['a fractional cent below half rounds down', 1999.4, 19.99],
  ])('%s', (_rule, cents, dollars) => {
    expect(money(cents)).toMatchObject({
      PaymentAmount: dollars,
      FirstPartyFee: dollars,
      ThirdPartyFee: dollars,
      AdditionalPrincipalAmount: dollars,
    });
  });

  it.each<[string, Partial<PaymentSubmission>, Partial<PaymentRequest['Payment']['Details']>]>([
    [
      'each field from its own cents: 1999 + 0 cents',
      { amountCents: 1999, firstPartyFeeCents: 0, thirdPartyFeeCents: 0, additionalPrincipalCents: 0 },
      { PaymentAmount: 19.99, FirstPartyFee: 0, ThirdPartyFee: 0, AdditionalPrincipalAmount: 0 },
    ],
    [
      'each field from its own cents: 10, 20, 30, 40',
      { amountCents: 10, firstPartyFeeCents: 20, thirdPartyFeeCents: 30, additionalPrincipalCents: 40 },
      { PaymentAmount: 0.1, FirstPartyFee: 0.2, ThirdPartyFee: 0.3, AdditionalPrincipalAmount: 0.4 },
    ],
  ])('%s', (_rule, changes, details) => {
    expect(buildPaymentRequest(submission(changes)).body.Payment.Details).toMatchObject(details);
  });

  it('property: every whole cent amount is sent as dollars with at most 2 decimals that round-trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_00 }), (cents) => {
        const dollars = money(cents).PaymentAmount;
        return Math.round(dollars * 100) === cents && /^\d+(\.\d{1,2})?$/.test(String(dollars));
      }),
    );
  });
});

describe('confirmationOf (spec 02 §3 "Confirmation data")', () => {
  const info = (
    method: PaymentMethodChoice,
    frequency: Frequency,
    numDays: number,
  ): PaymentConfirmation['submissionInfo'] => ({
    method,
    accountNumber: '12-3456',
    amount: 12_550,
    additionalPrincipalAmount: 0,
    fees: { firstParty: 295, thirdParty: 150 },
    frequencyInfo: { frequency, numDays },
  });

  /** The confirmation expected for a pay date, method, frequency and days sent. */
  const confirmed = (
    payDate: string,
    method: PaymentMethodChoice,
    frequency: Frequency,
    numDays: number,
    isRecurringLOCPayingTotalDue = false,
  ): PaymentConfirmation => ({
    referenceNumber: 'REF-1',
    payDate,
    dueDate: '2025-03-30',
    isRecurringLOCPayingTotalDue,
    submissionInfo: info(method, frequency, numDays),
  });

  it.each<[string, Partial<PaymentSubmission>, boolean, PaymentConfirmation]>([
    ['§3 immediate card: paid today', {}, false, confirmed(TODAY, CARD, 'OneTime', 0)],
    [
      '§3 scheduled ACH: paid on the chosen date',
      { method: ACH, date: '2025-03-20' },
      false,
      confirmed('2025-03-20', ACH, 'OneTime', 0),
    ],
    [
      '§3 days before due: numDays is the days sent',
      { method: ACH, frequency: 'DaysBeforeDue', date: '2025-03-27', numDays: 3 },
      false,
      confirmed('2025-03-27', ACH, 'DaysBeforeDue', 3),
    ],
    [
      '§3 on due date: numDays 0',
      { method: ACH, frequency: 'OnDueDate', date: '2025-03-30', numDays: 2 },
      true,
      confirmed('2025-03-30', ACH, 'OnDueDate', 0, true),
    ],
    [
      '§3 a card drops stray ACH info in the confirmation too',
      { method: { ...CARD, AchInfo: ACH_INFO } as PaymentMethodChoice },
      false,
      confirmed(TODAY, CARD, 'OneTime', 0),
    ],
  ])('%s', (_rule, changes, locTotalDue, confirmation) => {
    expect(confirmationOf(submission(changes), 'REF-1', '2025-03-30', locTotalDue)).toStrictEqual(
      confirmation,
    );
  });
});

describe('deletePaymentRequest (spec 02 §7 Delete calls)', () => {
  const body: DeletePaymentBody = {
    Token: 'account-token',
    Payment: { EncryptedString: 'payment-enc', LoanAccountNumber: '12-3456' },
  };

  it.each<[string, 'recurring' | 'scheduled', boolean, string]>([
    ['§7 recurring ACH', 'recurring', false, '/api/PaymentRecurring/DeleteAch'],
    ['§7 recurring card', 'recurring', true, '/api/PaymentRecurring/DeleteCard'],
    ['§7 scheduled ACH', 'scheduled', false, '/api/PaymentScheduled/DeleteAch'],
    ['§7 scheduled card', 'scheduled', true, '/api/PaymentScheduled/DeleteCard'],
  ])('%s', (_rule, kind, isCard, path) => {
    expect(deletePaymentRequest(kind, isCard, 'account-token', 'payment-enc', '12-3456')).toStrictEqual({
      path,
      body,
    });
  });
});

describe('draftAgreementRequest (spec 02 §7 PrepareAchDraftAgreementPreview)', () => {
  const ach = (changes: Partial<PaymentSubmission>) =>
    submission({ method: ACH, frequency: 'MonthlyOnDate', ...changes });
  it.each<[string, PaymentSubmission, number, DraftAgreementRequest | undefined]>([
    ['a card is never drafted', submission({ frequency: 'MonthlyOnDate' }), 0, undefined],
    [
      'a monthly bank-account payment: its account, amount in dollars, 0 days before due',
      ach({}),
      300,
      {
        LoanAccountNumber: '12-3456',
        AchInfo: ACH_INFO,
        Amount: 125.5,
        AdditionalPrincipal: 0,
        LocalTimeOffset: 300,
        daysBeforeDue: 0,
      },
    ],
    [
      'days before due carries its days and the additional principal',
      ach({ frequency: 'DaysBeforeDue', numDays: 5, additionalPrincipalCents: 2_001 }),
      -60,
      {
        LoanAccountNumber: '12-3456',
        AchInfo: ACH_INFO,
        Amount: 125.5,
        AdditionalPrincipal: 20.01,
        LocalTimeOffset: -60,
        daysBeforeDue: 5,
      },
    ],
    [
      'on the due date is 0 days before due',
      ach({ frequency: 'OnDueDate', numDays: 7 }),
      0,
      {
        LoanAccountNumber: '12-3456',
        AchInfo: ACH_INFO,
        Amount: 125.5,
        AdditionalPrincipal: 0,
        LocalTimeOffset: 0,
        daysBeforeDue: 0,
      },
    ],
  ])('%s', (_name, given, offset, expected) => {
    expect(draftAgreementRequest(given, offset)).toEqual(expected);
  });
});
