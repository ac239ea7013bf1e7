/**
 * The confirmation page's details (spec 02 §2 "Payment confirmation page"): confirmation number,
 * then the lines the confirm dialog showed (PaymentSummary: loan paid down, account or card used,
 * frequency, payment date, days prior, amount, fee, additional principal, total), then the total
 * payment to draft; the warning of a recurring payment, and Print (the definition hides it in
 * the mobile app). Without a confirmation (the page reloaded) it says there is none to show.
 */
import { formatUsd } from '../../domain/payments';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { flagProp } from '../shared/widgetProps';
import { confirmationOf } from './confirmationData';
import { amountTextOf, PaymentSummary, paymentRows, totalOf } from './PaymentSummary';
import './payment.css';

export function PaymentConfirmation({ props, env }: BlockWidgetProps) {
  const settings = useSettings();
  const locale = settings.text('app.locale');
  const text = (key: string, params?: Record<string, string>) => settings.text(key, params);
  const confirmation = confirmationOf(env.context.data);
  if (!confirmation) return <p className="text">{text('paymentConfirm.none')}</p>;

  const recurring = confirmation.submissionInfo.frequencyInfo.frequency !== 'OneTime';
  const toDraft = confirmation.isRecurringLOCPayingTotalDue
    ? amountTextOf(confirmation, settings)
    : formatUsd(totalOf(confirmation), locale);
  const rows = [
    ['paymentConfirm.confirmationNumber', confirmation.referenceNumber] as const,
    ...paymentRows(confirmation, settings),
    ['paymentConfirm.totalToDraft', toDraft] as const,
  ];
  return (
    <div className="payment-confirmation">
      <PaymentSummary rows={rows} />
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
