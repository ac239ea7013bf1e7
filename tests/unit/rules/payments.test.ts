/**
 * The decisions of the payment flow, as named rules of rules/payments.json evaluated by
 * the engine over the payment facts (spec 02 §4, §5, §6). One row per case, each naming the
 * spec rule it proves.
 */
import { describe, expect, it } from 'vitest';
import { decide, type Case } from './paymentsSupport';

type Row = [string, Case, unknown];

const card = { method: { type: 'Card' as const } };
const ach = { method: { type: 'ACH' as const } };

describe('account eligibility before the payment information (spec 02 §4 "Account eligibility")', () => {
  it.each<Row>([
    ['§4 open: empty hold comment', {}, 'Open'],
    ['§4 open: NOX$ (compared lower-cased)', { facts: { account: { holdComment: 'nox$' } } }, 'Open'],
    ['§4 closed: comment closed', { facts: { account: { holdComment: 'closed' } } }, 'Closed'],
    [
      '§4 another hold comment: not open, blocked',
      { facts: { account: { holdComment: 'irso' } } },
      'PaymentBlocked',
    ],
    [
      '§4 both holds with both blocking options: PaymentBlocked',
      {
        facts: { loan: { blockAch: true, blockCard: true } },
        options: { BlockPaymentsOnAchHold: true, BlockPaymentsOnCardHold: true },
      },
      'PaymentBlocked',
    ],
    [
      '§4 ACH hold, cards allowed: card only',
      { facts: { loan: { blockAch: true } }, options: { BlockPaymentsOnAchHold: true } },
      'CardOnly',
    ],
    [
      '§4 ACH hold, cards not allowed: blocked',
      {
        facts: { loan: { blockAch: true } },
        options: { BlockPaymentsOnAchHold: true, AllowCardPayments: false },
      },
      'PaymentBlocked',
    ],
    [
      '§4 card hold, ACH allowed: ACH only',
      { facts: { loan: { blockCard: true } }, options: { BlockPaymentsOnCardHold: true } },
      'AchOnly',
    ],
    [
      '§4 card hold, ACH not allowed: blocked',
      {
        facts: { loan: { blockCard: true } },
        options: { BlockPaymentsOnCardHold: true, AllowAchPayments: false },
      },
      'PaymentBlocked',
    ],
    [
      '§4 hold codes ignored when the blocking options are off',
      { facts: { loan: { blockAch: true, blockCard: true } } },
      'Open',
    ],
    ['§4 zero balance: NoPaymentNeeded', { facts: { account: { balance: 0 } } }, 'NoPaymentNeeded'],
    ['§4 a credit balance: NoPaymentNeeded', { facts: { account: { balance: -5 } } }, 'NoPaymentNeeded'],
    ['§4 one cent owed: open', { facts: { account: { balance: 0.01 } } }, 'Open'],
  ])('%s', (_rule, given, expected) => {
    expect(decide('paymentAccountStatus', given)).toBe(expected);
  });

  it.each<[string, string, string, boolean]>([
    ['§4 open: empty', 'paymentAccountOpen', '', true],
    ['§4 open: nox$', 'paymentAccountOpen', 'nox$', true],
    ['§4 open: irso is not open', 'paymentAccountOpen', 'irso', false],
    ['§4 open: closed is not open', 'paymentAccountOpen', 'closed', false],
    ['§4 lenient helper: irso is open', 'paymentAccountOpenLenient', 'irso', true],
    ['§4 lenient helper: nox$', 'paymentAccountOpenLenient', 'nox$', true],
    ['§4 lenient helper: closed', 'paymentAccountOpenLenient', 'closed', false],
    ['§4 closed', 'paymentAccountClosed', 'closed', true],
    ['§4 not closed', 'paymentAccountClosed', 'nox$', false],
  ])('%s', (_rule, name, holdComment, expected) => {
    expect(decide(name, { facts: { account: { holdComment } } })).toBe(expected);
  });
});

describe('account eligibility with the payment information (spec 02 §4)', () => {
  it.each<Row>([
    ['§4 both methods offered: Ok', {}, 'Ok'],
    [
      '§4 48-hour hold: the host does not allow ACH and the option is on -> ACH blocked; cards still: Ok',
      { facts: { loan: { allowAch: false } }, options: { AchHold48Hours: true } },
      'Ok',
    ],
    [
      '§4 48-hour hold and card hold: both blocked -> PaymentBlocked',
      {
        facts: { loan: { allowAch: false, blockCard: true } },
        options: { AchHold48Hours: true, BlockPaymentsOnCardHold: true },
      },
      'PaymentBlocked',
    ],
    [
      '§4 neither method offered by the host: PaymentBlocked',
      { facts: { loan: { allowAch: false, allowCards: false } } },
      'PaymentBlocked',
    ],
    [
      '§4 cutoff: immediate ACH blocked, a scheduled payment, no cards -> DisabledPaymentsAfterCutoffTime',
      {
        facts: { loan: { achBlockedAfterCutoff: true, scheduledPayments: 1, allowCards: false } },
        options: { BlockImmediateAchAfterCutoff: true },
      },
      'DisabledPaymentsAfterCutoffTime',
    ],
    [
      '§4 cutoff: cards allowed -> Ok',
      {
        facts: { loan: { achBlockedAfterCutoff: true, scheduledPayments: 1 } },
        options: { BlockImmediateAchAfterCutoff: true },
      },
      'Ok',
    ],
    [
      '§4 cutoff: no scheduled payment -> Ok',
      {
        facts: { loan: { achBlockedAfterCutoff: true, allowCards: false } },
        options: { BlockImmediateAchAfterCutoff: true },
      },
      'Ok',
    ],
    [
      '§4 cutoff: the institution option off -> Ok',
      { facts: { loan: { achBlockedAfterCutoff: true, scheduledPayments: 1, allowCards: false } } },
      'Ok',
    ],
  ])('%s', (_rule, given, expected) => {
    expect(decide('paymentInfoStatus', given)).toBe(expected);
  });

  it.each<Row>([
    ['§2 both types: Card then E-Check', {}, ['Card', 'ACH']],
    ['§6 allow card off', { options: { AllowCardPayments: false } }, ['ACH']],
    ['§6 allow ACH off', { options: { AllowAchPayments: false } }, ['Card']],
    ['§3 the host does not allow cards on the loan', { facts: { loan: { allowCards: false } } }, ['ACH']],
    [
      '§4 the host does not allow ACH, 48-hour hold off: ACH still not offered',
      { facts: { loan: { allowAch: false } } },
      ['Card'],
    ],
    [
      '§4 ACH hold code with its option: cards only',
      { facts: { loan: { blockAch: true } }, options: { BlockPaymentsOnAchHold: true } },
      ['Card'],
    ],
    [
      '§4 card hold code with its option: ACH only',
      { facts: { loan: { blockCard: true } }, options: { BlockPaymentsOnCardHold: true } },
      ['ACH'],
    ],
    ['§6 neither', { options: { AllowCardPayments: false, AllowAchPayments: false } }, []],
  ])('%s', (_rule, given, expected) => {
    expect(decide('paymentMethodTypes', given)).toEqual(expected);
  });
});

describe('payment methods by user and setting (spec 02 §1, §6)', () => {
  it.each<[string, string, Case, boolean]>([
    ['§6 a personal user may save ACH profiles', 'paymentCanSaveAch', {}, true],
    ['§1 a company user may not save ACH profiles', 'paymentCanSaveAch', { personal: false }, false],
    ['§6 ACH profiles off', 'paymentCanSaveAch', { options: { AllowAchProfiles: false } }, false],
    ['§6 card profiles on', 'paymentCanSaveCard', { personal: false }, true],
    ['§6 card profiles off', 'paymentCanSaveCard', { options: { AllowCardProfiles: false } }, false],
    ['§6 single-use card allowed', 'paymentOffersSingleUse', { facts: card }, true],
    [
      '§6 single-use card off',
      'paymentOffersSingleUse',
      { facts: card, options: { AllowSingleUseCard: false } },
      false,
    ],
    ['§6 single-use ACH allowed', 'paymentOffersSingleUse', { facts: ach }, true],
    [
      '§6 single-use ACH off',
      'paymentOffersSingleUse',
      { facts: ach, options: { AllowSingleUseAch: false } },
      false,
    ],
    ['§6 no type chosen yet', 'paymentOffersSingleUse', {}, false],
    ['§4 third-party card link off', 'paymentThirdPartyCardLink', {}, false],
    [
      '§4 third-party card link on',
      'paymentThirdPartyCardLink',
      { options: { ThirdPartyCardPayments: true } },
      true,
    ],
  ])('%s', (_rule, name, given, expected) => {
    expect(decide(name, given)).toBe(expected);
  });
});

describe('third-party payment applicability by branch range (spec 02 §6)', () => {
  const range = { ThirdPartyPayments: true, ThirdPartyBranchMinimum: 10, ThirdPartyBranchMaximum: 20 };
  it.each<[string, number, Record<string, unknown>, boolean]>([
    ['§6 off by setting', 15, { ...range, ThirdPartyPayments: false }, false],
    ['§6 branch at the minimum', 10, range, true],
    ['§6 branch inside', 15, range, true],
    ['§6 branch at the maximum', 20, range, true],
    ['§6 branch one below the minimum', 9, range, false],
    ['§6 branch one above the maximum', 21, range, false],
    ['§6 unreadable branch (-1) with a range from 0', -1, { ...range, ThirdPartyBranchMinimum: 0 }, false],
  ])('%s', (_rule, branch, options, expected) => {
    expect(decide('paymentThirdPartyApplies', { facts: { account: { branch } }, options })).toBe(expected);
  });
});

describe('scheduling disallowed: the seven reasons (spec 02 §5)', () => {
  it.each<Row>([
    ['§5 nothing blocks', { facts: ach }, ''],
    [
      '§5 past due and blocked by setting',
      { facts: { ...ach, loan: { pastDue: true } }, options: { BlockFuturePaymentsWhenPastDue: true } },
      'pastDue',
    ],
    ['§5 past due, setting off: allowed', { facts: { ...ach, loan: { pastDue: true } } }, ''],
    [
      '§5 delinquent and not allowed',
      {
        facts: { ...ach, loan: { delinquent: true } },
        options: { AllowFuturePaymentsWhenDelinquent: false },
      },
      'delinquent',
    ],
    ['§5 delinquent and allowed', { facts: { ...ach, loan: { delinquent: true } } }, ''],
    [
      '§5 quota met: default maximum 1, one pending',
      { facts: { ...ach, loan: { scheduledPayments: 1 } } },
      'quota',
    ],
    [
      '§5 quota not met: maximum 2, one pending',
      { facts: { ...ach, loan: { scheduledPayments: 1 } }, options: { MaxScheduledPayments: 2 } },
      '',
    ],
    [
      '§5 quota met: maximum 2, two pending',
      { facts: { ...ach, loan: { scheduledPayments: 2 } }, options: { MaxScheduledPayments: 2 } },
      'quota',
    ],
    [
      '§5 method: scheduled card payments off',
      { facts: card, options: { AllowScheduledCardPayments: false } },
      'method',
    ],
    [
      '§5 method: scheduled ACH payments off',
      { facts: ach, options: { AllowScheduledAchPayments: false } },
      'method',
    ],
    [
      '§5 method: the other method is not concerned',
      { facts: card, options: { AllowScheduledAchPayments: false } },
      '',
    ],
    [
      '§5 payoff without future-payoff permission',
      { facts: { ...ach, frequency: { isPayoff: true } } },
      'payoff',
    ],
    [
      '§5 payoff with future payoff by ACH',
      { facts: { ...ach, frequency: { isPayoff: true } }, options: { AllowFuturePayoffAch: true } },
      '',
    ],
    [
      '§5 payoff by card with only ACH future payoff',
      { facts: { ...card, frequency: { isPayoff: true } }, options: { AllowFuturePayoffAch: true } },
      'payoff',
    ],
    [
      '§5 the loan already has a recurring payment',
      { facts: { ...ach, loan: { hasRecurringPayment: true } } },
      'recurring',
    ],
    ['§5 only immediate payments', { facts: { ...ach, onlyImmediate: true } }, 'onlyImmediate'],
  ])('%s', (_rule, given, expected) => {
    expect(decide('paymentSchedulingBlockedReason', given)).toBe(expected);
    expect(decide('paymentCanSchedule', given)).toBe(expected === '');
  });
});

describe('recurring disallowed: each reason (spec 02 §5)', () => {
  it.each<Row>([
    ['§5 nothing blocks', { facts: card }, ''],
    ['§5 the host disallows it', { facts: { loan: { recurringAllowedByHost: false } } }, 'host'],
    [
      '§5 delinquent and not allowed',
      { facts: { loan: { delinquent: true } }, options: { AllowFuturePaymentsWhenDelinquent: false } },
      'delinquent',
    ],
    ['§5 delinquent and allowed', { facts: { loan: { delinquent: true } } }, ''],
    [
      '§5 past due and blocked',
      { facts: { loan: { pastDue: true } }, options: { BlockFuturePaymentsWhenPastDue: true } },
      'pastDue',
    ],
    ['§5 scheduled payments exist', { facts: { loan: { scheduledPayments: 1 } } }, 'scheduled'],
    ['§2 one recurring payment per loan', { facts: { loan: { hasRecurringPayment: true } } }, 'recurring'],
    [
      '§6 recurring card payments off',
      { facts: card, options: { AllowRecurringCardPayments: false } },
      'method',
    ],
    [
      '§6 recurring ACH payments off',
      { facts: ach, options: { AllowRecurringAchPayments: false } },
      'method',
    ],
    [
      '§5 card recurring is not for single-use cards',
      { facts: { method: { type: 'Card', singleUse: true } } },
      'singleUseCard',
    ],
    ['§5 a single-use bank account may recur', { facts: { method: { type: 'ACH', singleUse: true } } }, ''],
  ])('%s', (_rule, given, expected) => {
    expect(decide('paymentRecurringBlockedReason', given)).toBe(expected);
    expect(decide('paymentRecurringAllowed', given)).toBe(expected === '');
  });
});

describe('frequency availability (spec 02 §4 force options, §5 "Frequency availability")', () => {
  const ALL = ['OneTime', 'OnDueDate', 'DaysBeforeDue', 'MonthlyOnDate', 'SemiMonthly', 'TwoWeeks', 'Weekly'];
  it.each<Row>([
    ['§5 a monthly loan: every frequency', {}, ALL],
    [
      '§5 a weekly loan: no weekly, no bi-weekly, no monthly ones',
      { facts: { loan: { billing: 'weekly' } } },
      ['OneTime', 'OnDueDate', 'DaysBeforeDue'],
    ],
    [
      '§5 a bi-weekly loan: weekly but no bi-weekly',
      { facts: { loan: { billing: 'biWeekly' } } },
      ['OneTime', 'OnDueDate', 'DaysBeforeDue', 'Weekly'],
    ],
    [
      '§5 a semi-monthly loan: bi-weekly and weekly, no monthly ones',
      { facts: { loan: { billing: 'semiMonthly' } } },
      ['OneTime', 'OnDueDate', 'DaysBeforeDue', 'TwoWeeks', 'Weekly'],
    ],
    [
      '§5 days-before-due only with a non-empty list',
      { facts: { daysBeforeDueChoices: 0 } },
      ['OneTime', 'OnDueDate', 'MonthlyOnDate', 'SemiMonthly', 'TwoWeeks', 'Weekly'],
    ],
    [
      '§5 on-due-date only when the due date is not a non-payment day',
      { facts: { loan: { dueDateIsNonPaymentDay: true } } },
      ['OneTime', 'DaysBeforeDue', 'MonthlyOnDate', 'SemiMonthly', 'TwoWeeks', 'Weekly'],
    ],
    ['§4 force only OnDueDate', { options: { ForceOnlyOnDueDate: true } }, ['OneTime', 'OnDueDate']],
    [
      '§4 force only DaysBeforeDue',
      { options: { ForceOnlyDaysBeforeDue: true } },
      ['OneTime', 'DaysBeforeDue'],
    ],
    [
      '§4 both force options: those two',
      { options: { ForceOnlyOnDueDate: true, ForceOnlyDaysBeforeDue: true } },
      ['OneTime', 'OnDueDate', 'DaysBeforeDue'],
    ],
    [
      '§4 force only OnDueDate on a non-payment due date: Pay Once alone',
      { facts: { loan: { dueDateIsNonPaymentDay: true } }, options: { ForceOnlyOnDueDate: true } },
      ['OneTime'],
    ],
    [
      '§5 each frequency needs its setting',
      {
        options: {
          AllowOnDueDate: false,
          AllowDaysBeforeDue: false,
          AllowMonthlyOnDate: false,
          AllowSemiMonthly: false,
        },
      },
      ['OneTime', 'TwoWeeks', 'Weekly'],
    ],
    [
      '§5 weekly and bi-weekly settings off',
      { options: { AllowTwoWeeks: false, AllowWeekly: false } },
      ['OneTime', 'OnDueDate', 'DaysBeforeDue', 'MonthlyOnDate', 'SemiMonthly'],
    ],
    ['§5 recurring not allowed: Pay Once alone', { facts: { loan: { scheduledPayments: 1 } } }, ['OneTime']],
    [
      '§5 single-use card: Pay Once alone',
      { facts: { method: { type: 'Card', singleUse: true } } },
      ['OneTime'],
    ],
    [
      '§5 an unknown billing frequency: no monthly ones, no weekly exclusions',
      { facts: { loan: { billing: 'other' } } },
      ['OneTime', 'OnDueDate', 'DaysBeforeDue', 'TwoWeeks', 'Weekly'],
    ],
  ])('%s', (_rule, given, expected) => {
    expect(decide('paymentFrequencies', given)).toEqual(expected);
  });
});

describe('the payoff toggle: the five reasons it is hidden (spec 02 §5)', () => {
  it.each<Row>([
    ['§5 shown: a payoff amount, defaults', { facts: ach }, ''],
    ['§5 no payoff amount', { facts: { ...ach, loan: { payoffAmount: 0 } } }, 'noPayoffAmount'],
    ['§5 hidden by setting', { facts: ach, options: { HidePayoffOption: true } }, 'setting'],
    ['§5 max payoff percent 0 means 100%', { facts: ach, options: { MaxPayoffPercent: 0 } }, ''],
    ['§5 max payoff percent 1 means 100%', { facts: ach, options: { MaxPayoffPercent: 1 } }, ''],
    ['§5 max payoff percent 0.9: hidden', { facts: ach, options: { MaxPayoffPercent: 0.9 } }, 'percent'],
    [
      '§5 card payoff above the max card amount',
      { facts: { ...card, loan: { payoffAmount: 1000.01 } }, options: { MaxCardAmount: 1000 } },
      'cardMaximum',
    ],
    [
      '§5 card payoff at the max card amount: shown',
      { facts: { ...card, loan: { payoffAmount: 1000 } }, options: { MaxCardAmount: 1000 } },
      '',
    ],
    ['§5 no max card amount (0): shown', { facts: { ...card, loan: { payoffAmount: 99999 } } }, ''],
    [
      '§5 an ACH payoff ignores the max card amount',
      { facts: { ...ach, loan: { payoffAmount: 1000.01 } }, options: { MaxCardAmount: 1000 } },
      '',
    ],
    [
      '§5 future date without future-payoff permission',
      { facts: { ...ach, frequency: { futureDate: true } } },
      'futureDate',
    ],
    [
      '§5 future date with future payoff by ACH',
      { facts: { ...ach, frequency: { futureDate: true } }, options: { AllowFuturePayoffAch: true } },
      '',
    ],
    [
      '§5 future date by card with future payoff by card',
      { facts: { ...card, frequency: { futureDate: true } }, options: { AllowFuturePayoffCard: true } },
      '',
    ],
  ])('%s', (_rule, given, expected) => {
    expect(decide('paymentPayoffHiddenReason', given)).toBe(expected);
    expect(decide('paymentOffersPayoff', given)).toBe(expected === '');
  });
});

describe('the amount step (spec 02 §4 wizard, §5 "Pay-amount-due", "Additional principal")', () => {
  const days = (type: 'Card' | 'ACH', value = 'DaysBeforeDue') =>
    ({ method: { type }, frequency: { value } }) as Case['facts'];
  it.each<[string, string, Case, boolean]>([
    [
      '§4 skipped: payoff',
      'paymentSkipsAmount',
      { facts: { frequency: { value: 'OneTime', isPayoff: true } } },
      true,
    ],
    ['§4 not skipped: one-time', 'paymentSkipsAmount', { facts: { frequency: { value: 'OneTime' } } }, false],
    [
      '§4 skipped: days-before-due without custom amounts',
      'paymentSkipsAmount',
      { facts: days('Card') },
      true,
    ],
    [
      '§4 skipped: on-due-date without custom amounts',
      'paymentSkipsAmount',
      { facts: days('Card', 'OnDueDate') },
      true,
    ],
    [
      '§4 not skipped: custom amounts allowed',
      'paymentSkipsAmount',
      { facts: days('Card'), options: { AllowCustomAmountOnDaysBeforeDue: true } },
      false,
    ],
    [
      '§4 not skipped: additional principal on recurring ACH',
      'paymentSkipsAmount',
      { facts: days('ACH'), options: { AllowAdditionalPrincipalOnRecurringACH: true } },
      false,
    ],
    [
      '§4 skipped: additional principal is for ACH only, a card pays',
      'paymentSkipsAmount',
      { facts: days('Card'), options: { AllowAdditionalPrincipalOnRecurringACH: true } },
      true,
    ],
    ['§4 not skipped: monthly on date', 'paymentSkipsAmount', { facts: days('ACH', 'MonthlyOnDate') }, false],
    [
      '§5 checkbox for recurring payments',
      'paymentOffersPayAmountDue',
      { facts: days('ACH', 'Weekly') },
      true,
    ],
    ['§5 no checkbox for one-time', 'paymentOffersPayAmountDue', { facts: days('ACH', 'OneTime') }, false],
    ['§5 no checkbox before a frequency', 'paymentOffersPayAmountDue', {}, false],
    ['§5 checkbox forced: days-before-due', 'paymentPayAmountDueForced', { facts: days('ACH') }, true],
    [
      '§5 checkbox not forced: custom amount allowed',
      'paymentPayAmountDueForced',
      { facts: days('ACH'), options: { AllowCustomAmountOnDaysBeforeDue: true } },
      false,
    ],
    ['§5 checkbox not forced: weekly', 'paymentPayAmountDueForced', { facts: days('ACH', 'Weekly') }, false],
    [
      '§5 checkbox forced: on due date (days before due 0)',
      'paymentPayAmountDueForced',
      { facts: days('Card', 'OnDueDate') },
      true,
    ],
    [
      '§5 checkbox not forced: on due date with custom amounts',
      'paymentPayAmountDueForced',
      { facts: days('Card', 'OnDueDate'), options: { AllowCustomAmountOnDaysBeforeDue: true } },
      false,
    ],
    [
      '§5 checkbox not forced: monthly on date',
      'paymentPayAmountDueForced',
      { facts: days('ACH', 'MonthlyOnDate') },
      false,
    ],
    [
      '§5 checkbox not forced: one-time',
      'paymentPayAmountDueForced',
      { facts: days('ACH', 'OneTime') },
      false,
    ],
    [
      '§5 additional principal: recurring ACH when allowed',
      'paymentOffersAdditionalPrincipal',
      { facts: days('ACH', 'Weekly'), options: { AllowAdditionalPrincipalOnRecurringACH: true } },
      true,
    ],
    [
      '§5 additional principal: not by card',
      'paymentOffersAdditionalPrincipal',
      { facts: days('Card', 'Weekly'), options: { AllowAdditionalPrincipalOnRecurringACH: true } },
      false,
    ],
    [
      '§5 additional principal: not one-time',
      'paymentOffersAdditionalPrincipal',
      { facts: days('ACH', 'OneTime'), options: { AllowAdditionalPrincipalOnRecurringACH: true } },
      false,
    ],
    [
      '§5 additional principal: off by default',
      'paymentOffersAdditionalPrincipal',
      { facts: days('ACH', 'Weekly') },
      false,
    ],
  ])('%s', (_rule, name, given, expected) => {
    expect(decide(name, given)).toBe(expected);
  });

  const loc = (value: string, extra: Record<string, boolean> = {}) =>
    ({
      loan: { lineOfCredit: true },
      method: { type: 'ACH' },
      frequency: { value, ...extra },
    }) as Case['facts'];
  it.each<[string, Case, boolean]>([
    [
      '§4 line of credit, weekly, paying the amount due: calculated at payment time',
      { facts: loc('Weekly', { payAmountDue: true }) },
      true,
    ],
    ['§4 line of credit, weekly, a typed amount: not', { facts: loc('Weekly') }, false],
    [
      '§4 line of credit, days-before-due (forced regular amount): calculated at payment time',
      { facts: loc('DaysBeforeDue') },
      true,
    ],
    [
      '§4 line of credit, days-before-due with custom amounts, none ticked: not',
      { facts: loc('DaysBeforeDue'), options: { AllowCustomAmountOnDaysBeforeDue: true } },
      false,
    ],
    ['§4 line of credit, one-time: not', { facts: loc('OneTime', { payAmountDue: true }) }, false],
    [
      '§4 a loan (not a line of credit): not',
      { facts: { frequency: { value: 'Weekly', payAmountDue: true } } },
      false,
    ],
  ])('%s', (_rule, given, expected) => {
    expect(decide('paymentAmountAtPaymentTime', given)).toBe(expected);
  });
});

describe('kind and dialogs (spec 02 §2, §4)', () => {
  it.each<[string, string, Case, boolean]>([
    ['§4 recurring: weekly', 'paymentIsRecurring', { facts: { frequency: { value: 'Weekly' } } }, true],
    [
      '§4 recurring: on due date',
      'paymentIsRecurring',
      { facts: { frequency: { value: 'OnDueDate' } } },
      true,
    ],
    [
      '§4 not recurring: pay once',
      'paymentIsRecurring',
      { facts: { frequency: { value: 'OneTime' } } },
      false,
    ],
    [
      '§2 disclaimer: not one-time',
      'paymentShowsRecurringDisclaimer',
      { facts: { frequency: { value: 'SemiMonthly' } } },
      true,
    ],
    [
      '§2 no disclaimer: one-time',
      'paymentShowsRecurringDisclaimer',
      { facts: { frequency: { value: 'OneTime' } } },
      false,
    ],
    [
      '§4 draft agreement: recurring ACH with the option',
      'paymentNeedsDraftAgreement',
      {
        facts: { method: { type: 'ACH' }, frequency: { value: 'Weekly' } },
        options: { RequireAchDraftAgreement: true },
      },
      true,
    ],
    [
      '§4 draft agreement: ACH on due date',
      'paymentNeedsDraftAgreement',
      {
        facts: { method: { type: 'ACH' }, frequency: { value: 'OnDueDate' } },
        options: { RequireAchDraftAgreement: true },
      },
      true,
    ],
    [
      '§4 draft agreement: ACH days before due',
      'paymentNeedsDraftAgreement',
      {
        facts: { method: { type: 'ACH' }, frequency: { value: 'DaysBeforeDue' } },
        options: { RequireAchDraftAgreement: true },
      },
      true,
    ],
    [
      '§4 no draft agreement: option off',
      'paymentNeedsDraftAgreement',
      { facts: { method: { type: 'ACH' }, frequency: { value: 'Weekly' } } },
      false,
    ],
    [
      '§4 no draft agreement: a card',
      'paymentNeedsDraftAgreement',
      {
        facts: { method: { type: 'Card' }, frequency: { value: 'Weekly' } },
        options: { RequireAchDraftAgreement: true },
      },
      false,
    ],
    [
      '§4 no draft agreement: one-time',
      'paymentNeedsDraftAgreement',
      {
        facts: { method: { type: 'ACH' }, frequency: { value: 'OneTime' } },
        options: { RequireAchDraftAgreement: true },
      },
      false,
    ],
    [
      '§2 past-due warning: past due with the blocking option',
      'paymentFuturePaymentsBlockedByPastDue',
      { facts: { loan: { pastDue: true } }, options: { BlockFuturePaymentsWhenPastDue: true } },
      true,
    ],
    [
      '§2 no past-due warning: not past due',
      'paymentFuturePaymentsBlockedByPastDue',
      { options: { BlockFuturePaymentsWhenPastDue: true } },
      false,
    ],
  ])('%s', (_rule, name, given, expected) => {
    expect(decide(name, given)).toBe(expected);
  });
});
