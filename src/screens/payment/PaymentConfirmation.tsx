/**
 * The confirmation page's details (spec 02 §2 "Payment confirmation page"): confirmation number,
 * loan paid down, account or card used (type and last four digits), frequency, payment date,
 * days prior, amount, fee, additional principal, total and total payment to draft, the warning
 * of a recurring payment, and Print (the definition hides it in the mobile app). Without a
 * confirmation (the page reloaded) it says there is none to show.
 */
import type { ReactNode } from 'react';
import { formatDate } from '../../domain/accounts';
import { formatUsd, paymentTotalCents } from '../../domain/payments';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { flagProp } from '../shared/widgetProps';
import { confirmationOf } from './confirmationData';
import { paidFromText } from './methods/labels';
import './payment.css';

const FREQUENCY_KEYS: Readonly<Record<string, string>> = {
  OneTime: 'paymentConfirm.frequencyOneTime',
  OnDueDate: 'paymentConfirm.frequencyOnDueDate',
  DaysBeforeDue: 'paymentConfirm.frequencyDaysBeforeDue',
  MonthlyOnDate: 'paymentConfirm.frequencyMonthlyOnDate',
  SemiMonthly: 'paymentConfirm.frequencySemiMonthly',
  TwoWeeks: 'paymentConfirm.frequencyTwoWeeks',
  Weekly: 'paymentConfirm.frequencyWeekly',
};

export function PaymentConfirmation({ props, env }: BlockWidgetProps) {
  const settings = useSettings();
  const locale = settings.text('app.locale');
  const text = (key: string, params?: Record<string, string>) => settings.text(key, params);
  const confirmation = confirmationOf(env.context.data);
  if (!confirmation) return <p className="text">{text('paymentConfirm.none')}</p>;

  const { submissionInfo: info } = confirmation;
  const { frequency, numDays } = info.frequencyInfo;
  const recurring = frequency !== 'OneTime';
  const total = paymentTotalCents({
    amountCents: info.amount,
    firstPartyFeeCents: info.fees.firstParty,
    thirdPartyFeeCents: info.fees.thirdParty,
    additionalPrincipalCents: info.additionalPrincipalAmount,
  });
  const amountText = confirmation.isRecurringLOCPayingTotalDue
    ? text('paymentAmounts.calculatedAtPaymentTime')
    : formatUsd(info.amount, locale);
  const rows: [string, ReactNode][] = [
    ['paymentConfirm.confirmationNumber', confirmation.referenceNumber],
    ['paymentConfirm.loan', info.accountNumber],
    ['paymentConfirm.method', paidFromText(settings, info.method)],
    ['paymentConfirm.frequency', text(FREQUENCY_KEYS[frequency] ?? 'paymentConfirm.frequencyOneTime')],
    ['paymentConfirm.paymentDate', formatDate(confirmation.payDate, locale)],
    ...(frequency === 'DaysBeforeDue'
      ? [['paymentConfirm.daysPrior', String(numDays)] as [string, string]]
      : []),
    ['paymentConfirm.amount', amountText],
    ['paymentConfirm.fee', formatUsd(info.fees.firstParty + info.fees.thirdParty, locale)],
    ...(info.additionalPrincipalAmount > 0
      ? [
          ['paymentConfirm.additionalPrincipal', formatUsd(info.additionalPrincipalAmount, locale)] as [
            string,
            string,
          ],
        ]
      : []),
    ['paymentConfirm.total', formatUsd(total, locale)],
    [
      'paymentConfirm.totalToDraft',
      confirmation.isRecurringLOCPayingTotalDue ? amountText : formatUsd(total, locale),
    ],
  ];
  return (
    <div className="payment-confirmation">
      <dl className="payment-confirmation__details">
        {rows.map(([label, value]) => (
          <div key={label} className="payment-confirmation__row">
            <dt>{text(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {recurring && (
        <p className="banner banner--warning" role="note">
          {text('paymentConfirm.recurringWarning')}
        </p>
      )}
      {flagProp(props, 'printable', true) && (
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          {text('paymentConfirm.print')}
        </button>
      )}
    </div>
  );
}
