/**
 * The selected loan's payments already made ahead (spec 02 §2): the scheduled payments table
 * (type, account or card, payment day, amount; hidden when empty) with the reschedule
 * instruction, and the recurring payment's info box (schedule, amount, additional principal for
 * bank accounts, the account or card paid from).
 */
import { formatDate } from '../../domain/accounts';
import { formatUsd, toCents } from '../../domain/payments';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { paymentInfoOf } from './wizardData';

const RECURRING_KEYS: Readonly<Record<string, string>> = {
  Weekly: 'paymentWizard.recurringWeekly',
  BiWeekly: 'paymentWizard.recurringBiWeekly',
  SemiMonthly: 'paymentWizard.recurringSemiMonthly',
  DayOfMonth: 'paymentWizard.recurringDayOfMonth',
  DaysBeforeDue: 'paymentWizard.recurringDaysBeforeDue',
};

export function ScheduledPayments({ env }: BlockWidgetProps) {
  const settings = useSettings();
  const payments = paymentInfoOf(env.context.data)?.ScheduledPayments ?? [];
  if (payments.length === 0) return null;
  const heading = settings.text('paymentWizard.scheduledHeading');
  return (
    <section className="payment-scheduled">
      <table className="list-table">
        <caption>{heading}</caption>
        <thead>
          <tr>
            <th scope="col">{settings.text('paymentWizard.scheduledType')}</th>
            <th scope="col">{settings.text('paymentWizard.scheduledAccount')}</th>
            <th scope="col">{settings.text('paymentWizard.scheduledDate')}</th>
            <th scope="col">{settings.text('paymentWizard.scheduledAmount')}</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.EncryptedString}>
              <td>{settings.text(payment.IsCard ? 'paymentWizard.typeCard' : 'paymentWizard.typeAch')}</td>
              <td>
                {settings.text('paymentWizard.lastFour', { lastFour: payment.AccountNumber.slice(-4) })}
              </td>
              <td>{formatDate(payment.PaymentDate)}</td>
              <td>{formatUsd(toCents(payment.PaymentAmount))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text">{settings.text('paymentWizard.rescheduleInstruction')}</p>
    </section>
  );
}

export function RecurringPaymentInfo({ env }: BlockWidgetProps) {
  const settings = useSettings();
  const recurring = paymentInfoOf(env.context.data)?.RecurringPayment;
  if (!recurring) return null;
  const schedule = settings.text(
    RECURRING_KEYS[recurring.RecurringOption] ?? 'paymentWizard.recurringDayOfMonth',
    {
      date: formatDate(recurring.Date),
      days: String(recurring.NumberOfDays),
    },
  );
  const amount =
    recurring.TotalAmount > 0
      ? formatUsd(toCents(recurring.TotalAmount))
      : settings.text('paymentAmounts.calculatedAtPaymentTime');
  return (
    <section
      className="payment-recurring banner banner--info"
      aria-label={settings.text('paymentWizard.recurringHeading')}
    >
      <p>
        <strong>{settings.text('paymentWizard.recurringHeading')}</strong>
      </p>
      <p>{schedule}</p>
      <p>{settings.text('paymentWizard.recurringAmount', { amount })}</p>
      {!recurring.IsCard && recurring.AdditionalPrincipalAmount > 0 && (
        <p>
          {settings.text('paymentWizard.recurringAdditionalPrincipal', {
            amount: formatUsd(toCents(recurring.AdditionalPrincipalAmount)),
          })}
        </p>
      )}
      <p>{settings.text('paymentWizard.lastFour', { lastFour: recurring.PaymentAccountNum.slice(-4) })}</p>
    </section>
  );
}
