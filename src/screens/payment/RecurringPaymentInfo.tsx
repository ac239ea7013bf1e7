/**
 * The selected loan's recurring payment (spec 02 §2 "Recurring payment info box"), block widget
 * `paymentRecurringInfo`: schedule, amount, additional principal for bank accounts, the account
 * or card paid from, and its delete icon when the host's CanDelete and the setting allow it, else
 * the blocked message (spec 02 §6). A delete confirms first (spec 02 §4).
 */
import { useEffect, useRef } from 'react';
import { formatDate } from '../../domain/accounts';
import { formatUsd, recurringPaymentDeletable, toCents } from '../../domain/payments';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { DeleteIconButton, DeletePaymentDialog, DeleteStatus } from './DeletePaymentDialog';
import { useDeletePayment } from './useDeletePayment';
import { paymentInfoOf } from './wizardData';

const RECURRING_KEYS: Readonly<Record<string, string>> = {
  Weekly: 'paymentWizard.recurringWeekly',
  BiWeekly: 'paymentWizard.recurringBiWeekly',
  SemiMonthly: 'paymentWizard.recurringSemiMonthly',
  DayOfMonth: 'paymentWizard.recurringDayOfMonth',
  DaysBeforeDue: 'paymentWizard.recurringDaysBeforeDue',
};

/** The schedule's wording: on the due date, one day before it, or some days before it. */
function scheduleKeyOf(option: string, days: number): string {
  if (option === 'DaysBeforeDue' && days === 0) return 'paymentFrequency.onDueDate';
  if (option === 'DaysBeforeDue' && days === 1) return 'paymentWizard.recurringDaysBeforeDueOne';
  return RECURRING_KEYS[option] ?? 'paymentWizard.recurringDayOfMonth';
}

export function RecurringPaymentInfo({ env, setData }: BlockWidgetProps) {
  const settings = useSettings();
  const locale = settings.text('app.locale');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const deletion = useDeletePayment('recurring', { env, setData });
  // After a delete the box is gone: focus lands on the status message.
  useEffect(() => {
    if (deletion.landings > 0) statusRef.current?.focus();
  }, [deletion.landings]);
  const found = paymentInfoOf(env.context.data)?.RecurringPayment;
  const recurring = found && !deletion.removed.has(found.EncryptedData) ? found : undefined;
  const status = <DeleteStatus status={deletion.status} ref={statusRef} />;
  if (!recurring) return <>{status}</>;
  const heading = settings.text('paymentWizard.recurringHeading');
  const schedule = settings.text(scheduleKeyOf(recurring.RecurringOption, recurring.NumberOfDays), {
    date: formatDate(recurring.Date, locale),
    days: String(recurring.NumberOfDays),
  });
  const amount =
    recurring.TotalAmount > 0
      ? formatUsd(toCents(recurring.TotalAmount), locale)
      : settings.text('paymentAmounts.calculatedAtPaymentTime');
  const deletable = recurringPaymentDeletable(
    recurring,
    settings.flag('paymentDeletion.allowDeleteRecurring'),
  );
  const blocked = settings.text('paymentErrors.recurringDeleteBlocked');
  return (
    <>
      {status}
      <section className="payment-recurring banner banner--info" aria-label={heading}>
        <p>
          <strong>{heading}</strong>
        </p>
        <p>{schedule}</p>
        <p>{settings.text('paymentWizard.recurringAmount', { amount })}</p>
        {!recurring.IsCard && recurring.AdditionalPrincipalAmount > 0 && (
          <p>
            {settings.text('paymentWizard.recurringAdditionalPrincipal', {
              amount: formatUsd(toCents(recurring.AdditionalPrincipalAmount), locale),
            })}
          </p>
        )}
        <p>{settings.text('paymentWizard.lastFour', { lastFour: recurring.PaymentAccountNum.slice(-4) })}</p>
        {deletable ? (
          <DeleteIconButton
            label={settings.text('paymentDeletion.deleteRecurringLabel')}
            disabled={deletion.stale}
            onClick={() => deletion.ask({ handle: recurring.EncryptedData, isCard: recurring.IsCard })}
          />
        ) : (
          blocked && <p>{blocked}</p>
        )}
        <DeletePaymentDialog kind="recurring" deletion={deletion} />
      </section>
    </>
  );
}
