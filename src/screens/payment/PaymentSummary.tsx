/**
 * What a payment is, line by line (spec 02 §2 "Payment confirmation page"): the loan, what it is
 * paid from (brand or account type and last four digits), the frequency, the payment date, the
 * days prior, the amount, the fee, the additional principal and the total. The confirm dialog
 * shows these lines before the payment is sent, so that the borrower confirms what they see; the
 * confirmation page shows the same lines after, between its number and the total to draft.
 */
import { formatDate } from '../../domain/accounts';
import { formatUsd, paymentTotalCents, type PaymentConfirmation } from '../../domain/payments';
import { useSettings, type Settings } from '../../engine';
import { paidFromText } from './methods/labels';
import './payment.css';

/** A line: the settings key of its name, and its value as shown. */
export type SummaryRow = readonly [label: string, value: string];

const FREQUENCY_KEYS: Readonly<Record<string, string>> = {
  OneTime: 'paymentConfirm.frequencyOneTime',
  OnDueDate: 'paymentConfirm.frequencyOnDueDate',
  DaysBeforeDue: 'paymentConfirm.frequencyDaysBeforeDue',
  MonthlyOnDate: 'paymentConfirm.frequencyMonthlyOnDate',
  SemiMonthly: 'paymentConfirm.frequencySemiMonthly',
  TwoWeeks: 'paymentConfirm.frequencyTwoWeeks',
  Weekly: 'paymentConfirm.frequencyWeekly',
};

/** The payment's total in cents (spec 02 §3 "Total = amount + fees + additional principal"). */
export function totalOf({ submissionInfo: info }: PaymentConfirmation): number {
  return paymentTotalCents({
    amountCents: info.amount,
    firstPartyFeeCents: info.fees.firstParty,
    thirdPartyFeeCents: info.fees.thirdParty,
    additionalPrincipalCents: info.additionalPrincipalAmount,
  });
}

/** The amount as shown: 'calculated at payment time' for a recurring line of credit paying the amount due. */
export function amountTextOf(confirmation: PaymentConfirmation, settings: Settings): string {
  return confirmation.isRecurringLOCPayingTotalDue
    ? settings.text('paymentAmounts.calculatedAtPaymentTime')
    : formatUsd(confirmation.submissionInfo.amount, settings.text('app.locale'));
}

export function paymentRows(confirmation: PaymentConfirmation, settings: Settings): SummaryRow[] {
  const locale = settings.text('app.locale');
  const { submissionInfo: info } = confirmation;
  const { frequency, numDays } = info.frequencyInfo;
  const money = (cents: number) => formatUsd(cents, locale);
  return [
    ['paymentConfirm.loan', info.accountNumber],
    ['paymentConfirm.method', paidFromText(settings, info.method)],
    ['paymentConfirm.frequency', settings.text(FREQUENCY_KEYS[frequency] ?? FREQUENCY_KEYS.OneTime!)],
    ['paymentConfirm.paymentDate', formatDate(confirmation.payDate, locale)],
    ...(frequency === 'DaysBeforeDue' ? [['paymentConfirm.daysPrior', String(numDays)] as const] : []),
    ['paymentConfirm.amount', amountTextOf(confirmation, settings)],
    ['paymentConfirm.fee', money(info.fees.firstParty + info.fees.thirdParty)],
    ...(info.additionalPrincipalAmount > 0
      ? [['paymentConfirm.additionalPrincipal', money(info.additionalPrincipalAmount)] as const]
      : []),
    ['paymentConfirm.total', money(totalOf(confirmation))],
  ];
}

export function PaymentSummary({ rows }: { rows: readonly SummaryRow[] }) {
  const settings = useSettings();
  return (
    <dl className="payment-summary">
      {rows.map(([label, value]) => (
        <div key={label} className="payment-summary__row">
          <dt>{settings.text(label)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
