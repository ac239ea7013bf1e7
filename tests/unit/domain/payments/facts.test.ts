/**
 * The payment facts (src/domain/payments/facts.ts): how the host's answers and the choices
 * made become what rules/payments.json reads, and that every built object matches the
 * documented context (schemas/context.schema.json, data.payment).
 */
import { describe, expect, it } from 'vitest';
import {
  billingFrequencyOf,
  branchOf,
  hostDate,
  paymentFacts,
  type PaymentFactsInput,
} from '../../../../src/domain/payments';
import { createProjectAjv, describeErrors, schemaValidator } from '../../../../tools/project.ts';

const TODAY = '2026-11-23';
const ACCOUNT = { Number: '01-123456-7', Comment: '', Balance: 1250.5 };

describe('billingFrequencyOf: the host LoanBillingFrequency (spec 02 §3)', () => {
  it.each<[string, unknown, string]>([
    ['§3 Monthly', 'Monthly', 'monthly'],
    ['§3 monthly short form M', 'M', 'monthly'],
    ['§3 Semi-Monthly with a dash', 'Semi-Monthly', 'semiMonthly'],
    ['§3 SemiMonthly', 'SemiMonthly', 'semiMonthly'],
    ['§3 BiWeekly', 'BiWeekly', 'biWeekly'],
    ['§3 Bi Weekly with a space', 'Bi Weekly', 'biWeekly'],
    ['§3 TwoWeeks', 'TwoWeeks', 'biWeekly'],
    ['§3 WEEKLY upper case', 'WEEKLY', 'weekly'],
    ['§3 unknown name', 'Quarterly', 'other'],
    ['§3 missing', undefined, 'other'],
    ['§3 a number', 12, 'other'],
  ])('%s', (_rule, value, expected) => {
    expect(billingFrequencyOf(value)).toBe(expected);
  });
});

describe('branchOf: the part of the account number before the dash (spec 02 §6)', () => {
  it.each<[string, string, number]>([
    ['§6 branch 01', '01-123456-7', 1],
    ['§6 branch 250', '250-000123', 250],
    ['§6 no dash', '1234567', -1],
    ['§6 letters before the dash', 'AB-1234', -1],
    ['§6 empty', '', -1],
  ])('%s', (_rule, number, expected) => {
    expect(branchOf(number)).toBe(expected);
  });
});

describe('hostDate: dates as the host sends them', () => {
  it.each<[string, string | null | undefined, string | undefined]>([
    ['ISO date', '2026-12-01', '2026-12-01'],
    ['ISO date-time', '2026-12-01T00:00:00', '2026-12-01'],
    ['US date MM/dd/yyyy (spec 02 §9)', '12/01/2026', '2026-12-01'],
    ['not a date', '2026-02-30', undefined],
    ['null', null, undefined],
    ['empty', '', undefined],
  ])('%s', (_rule, value, expected) => {
    expect(hostDate(value)).toBe(expected);
  });
});

describe('paymentFacts', () => {
  const base: PaymentFactsInput = { account: ACCOUNT, today: TODAY };

  it.each<[string, Partial<PaymentFactsInput>, (facts: ReturnType<typeof paymentFacts>) => unknown, unknown]>(
    [
      [
        '§4 hold comment trimmed and lower-cased',
        { account: { ...ACCOUNT, Comment: ' NOX$ ' } },
        (f) => f.account.holdComment,
        'nox$',
      ],
      ['§4 no hold comment', {}, (f) => f.account.holdComment, ''],
      [
        '§4 not loaded: the host allows both until it says otherwise',
        {},
        (f) => [f.loan.loaded, f.loan.allowAch, f.loan.allowCards],
        [false, true, true],
      ],
      [
        '§3 loaded: AllowACH and AllowCards read',
        { info: { AllowACH: false, AllowCards: true } },
        (f) => [f.loan.loaded, f.loan.allowAch, f.loan.allowCards],
        [true, false, true],
      ],
      [
        '§3 RecurringAllowed false',
        { info: { RecurringAllowed: false } },
        (f) => f.loan.recurringAllowedByHost,
        false,
      ],
      ['§3 line of credit: account type 9', { loan: { accountType: 9 } }, (f) => f.loan.lineOfCredit, true],
      ['§3 loan: account type 0', { loan: { accountType: 0 } }, (f) => f.loan.lineOfCredit, false],
      [
        '§3 line of credit from the list entry TypeCode',
        { account: { ...ACCOUNT, TypeCode: 9 } },
        (f) => f.loan.lineOfCredit,
        true,
      ],
      [
        '§3 scheduled payments: posted ones are not pending',
        { loan: { ScheduledPayments: [{ HasBeenPosted: false }, { HasBeenPosted: true }, {}] } },
        (f) => f.loan.scheduledPayments,
        2,
      ],
      [
        '§3 a recurring payment',
        { loan: { RecurringPayment: { Date: '2026-12-01' } } },
        (f) => f.loan.hasRecurringPayment,
        true,
      ],
      [
        '§3 no recurring payment (null)',
        { loan: { RecurringPayment: null } },
        (f) => f.loan.hasRecurringPayment,
        false,
      ],
      [
        '§3 past due: LoanPastDue from the list entry',
        { account: { ...ACCOUNT, LoanPastDue: true } },
        (f) => f.loan.pastDue,
        true,
      ],
      [
        '§3 past due: due yesterday with an amount due',
        { loan: { DueDate: '2026-11-22', TotalAmountDue: 10 } },
        (f) => f.loan.pastDue,
        true,
      ],
      [
        '§3 not past due: due today',
        { loan: { DueDate: TODAY, TotalAmountDue: 10 } },
        (f) => f.loan.pastDue,
        false,
      ],
      [
        '§3 not past due: nothing owed',
        { loan: { DueDate: '2026-11-01', TotalAmountDue: 0 } },
        (f) => f.loan.pastDue,
        false,
      ],
      [
        '§5 the due date is a non-payment day',
        { loan: { DueDate: '2026-12-25T00:00:00', NonPaymentDays: ['2026-12-25'] } },
        (f) => f.loan.dueDateIsNonPaymentDay,
        true,
      ],
      [
        '§5 the due date is not a non-payment day',
        { loan: { DueDate: '2026-12-24', NonPaymentDays: ['2026-12-25'] } },
        (f) => f.loan.dueDateIsNonPaymentDay,
        false,
      ],
      ['§3 payoff amount missing: 0', {}, (f) => f.loan.payoffAmount, 0],
      ['§4 future date', { choices: { date: '2026-11-24' } }, (f) => f.frequency.futureDate, true],
      ['§4 today is not a future date', { choices: { date: TODAY } }, (f) => f.frequency.futureDate, false],
      [
        '§4 an unreadable date is not a future date',
        { choices: { date: 'soon' } },
        (f) => f.frequency.futureDate,
        false,
      ],
      [
        '§3 choices carried over',
        {
          choices: {
            methodType: 'Card',
            singleUse: true,
            frequency: 'Weekly',
            isPayoff: false,
            payAmountDue: true,
          },
        },
        (f) => [f.method, f.frequency.value, f.frequency.payAmountDue],
        [{ type: 'Card', singleUse: true }, 'Weekly', true],
      ],
      ['§5 days-before-due choices counted', { daysBeforeDueChoices: 4 }, (f) => f.daysBeforeDueChoices, 4],
    ],
  )('%s', (_rule, change, read, expected) => {
    expect(read(paymentFacts({ ...base, ...change }))).toEqual(expected);
  });

  const validate = schemaValidator(createProjectAjv(), 'context.schema.json');
  it.each<[string, Partial<PaymentFactsInput>]>([
    ['nothing chosen', {}],
    [
      'everything known',
      {
        loan: {
          accountType: 9,
          Delinquent: true,
          DueDate: '12/01/2026',
          PayOffAmount: 900,
          LoanBillingFrequency: 'Weekly',
          ScheduledPayments: [{}],
          blockAchPayment: true,
          BlockImmediateACHPaymentsAfterCutoffTime: true,
        },
        info: { AllowACH: true, AllowCards: false, RecurringAllowed: true },
        choices: { methodType: 'ACH', frequency: 'DaysBeforeDue', date: '2026-12-01', isPayoff: true },
        daysBeforeDueChoices: 3,
      },
    ],
  ])('matches the documented context (data.payment): %s', (_name, change) => {
    const context = { data: { payment: paymentFacts({ ...base, ...change }) } };
    expect(validate(context), describeErrors(validate)).toBe(true);
  });
});
