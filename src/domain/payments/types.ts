/**
 * The vocabulary of the payment flow (spec 02 §3), shared by the computations of this
 * folder and the facts that rules/payments.json reads. Dates are `YYYY-MM-DD` strings;
 * amounts are dollars as the host sends them, computed in integer cents.
 */

/** How the borrower pays: by card (debit or credit) or by bank transfer. */
export type PaymentMethodType = 'Card' | 'ACH';

export type DebitCreditType = 'DebitCard' | 'CreditCard';

/** The frequency values of spec 02 §3, in the order the dropdown lists them. */
export const FREQUENCIES = [
  'OneTime',
  'OnDueDate',
  'DaysBeforeDue',
  'MonthlyOnDate',
  'SemiMonthly',
  'TwoWeeks',
  'Weekly',
] as const;

export type Frequency = (typeof FREQUENCIES)[number];

/** A payment made now, on a later date, or repeatedly (spec 02 §4 "Payment kind"). */
export type PaymentKind = 'immediate' | 'scheduled' | 'recurring';

/** The loan's billing frequency, read from the host's LoanBillingFrequency. */
export type BillingFrequency = 'monthly' | 'semiMonthly' | 'biWeekly' | 'weekly' | 'other';

/** The recurring option names the host knows (spec 02 §3 RecurringPayment, §7 mapping). */
export type RecurringOption = 'Weekly' | 'BiWeekly' | 'SemiMonthly' | 'DayOfMonth' | 'DaysBeforeDue';
