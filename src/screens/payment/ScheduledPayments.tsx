/**
 * The selected loan's scheduled payments (spec 02 §2 "Scheduled payment list"), block widget
 * `paymentScheduledList`: a table of type, account or card, payment day and amount, with a delete
 * column (an icon per payment, hidden for posted ones, without CanDelete or with the setting off)
 * and the reschedule instruction; hidden when empty. The blocked message shows when the payments
 * cannot be deleted and one is configured (spec 02 §6). A delete confirms first (spec 02 §4).
 * Where the list's box is narrow (a phone) each payment lays out as a small card, every value
 * beside its column's name (data-label), as the shared lists' cards do.
 */
import { useEffect, useRef } from 'react';
import type { ScheduledPayment } from '../../api/payments';
import { formatDate } from '../../domain/accounts';
import { formatUsd, scheduledDeleteBlocked, scheduledPaymentDeletable, toCents } from '../../domain/payments';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { DeleteIconButton, DeletePaymentDialog, DeleteStatus } from './DeletePaymentDialog';
import { useDeletePayment } from './useDeletePayment';
import { paymentInfoOf } from './wizardData';

export function ScheduledPayments({ env, setData }: BlockWidgetProps) {
  const settings = useSettings();
  const locale = settings.text('app.locale');
  const table = useRef<HTMLTableElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const deletion = useDeletePayment('scheduled', { env, setData });
  // After a delete, focus lands on the table, or on the status message when the list is empty.
  useEffect(() => {
    if (deletion.landings > 0) (table.current ?? statusRef.current)?.focus();
  }, [deletion.landings]);
  const payments = (paymentInfoOf(env.context.data)?.ScheduledPayments ?? []).filter(
    (payment) => !deletion.removed.has(payment.EncryptedString),
  );
  const allowed = settings.flag('paymentDeletion.allowDeleteScheduled');
  const deletable = (payment: ScheduledPayment) => scheduledPaymentDeletable(payment, allowed);
  const deleteColumn = payments.some(deletable);
  const blockedText = settings.text('paymentDeletion.scheduledBlocked');
  const blocked = scheduledDeleteBlocked({
    payments,
    allowed,
    manager: settings.flag('paymentDeletion.scheduledPaymentManager'),
    messageConfigured: blockedText.trim() !== '',
  });
  const status = <DeleteStatus status={deletion.status} ref={statusRef} />;
  if (payments.length === 0) return <>{status}</>;
  const columns = [
    settings.text('paymentWizard.scheduledType'),
    settings.text('paymentWizard.scheduledAccount'),
    settings.text('paymentWizard.scheduledDate'),
    settings.text('paymentWizard.scheduledAmount'),
    ...(deleteColumn ? [settings.text('paymentDeletion.deleteColumn')] : []),
  ];
  return (
    <>
      {status}
      <section className="payment-scheduled">
        <table className="payment-scheduled__table" tabIndex={-1} ref={table}>
          <caption>{settings.text('paymentWizard.scheduledHeading')}</caption>
          <thead>
            <tr>
              {columns.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => {
              const date = formatDate(payment.PaymentDate, locale);
              return (
                <tr key={payment.EncryptedString}>
                  <td data-label={columns[0]}>
                    {settings.text(payment.IsCard ? 'paymentWizard.typeCard' : 'paymentWizard.typeAch')}
                  </td>
                  <td data-label={columns[1]}>
                    {settings.text('paymentWizard.lastFour', { lastFour: payment.AccountNumber.slice(-4) })}
                  </td>
                  <td data-label={columns[2]}>{date}</td>
                  <td data-label={columns[3]}>{formatUsd(toCents(payment.PaymentAmount), locale)}</td>
                  {deleteColumn && (
                    <td className="payment-scheduled__delete">
                      {deletable(payment) && (
                        <DeleteIconButton
                          label={settings.text('paymentDeletion.deleteScheduledLabel', { date })}
                          disabled={deletion.stale}
                          onClick={() =>
                            deletion.ask({ handle: payment.EncryptedString, isCard: payment.IsCard })
                          }
                        />
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
        {blocked && <p className="text">{blockedText}</p>}
        <p className="text">{settings.text('paymentWizard.rescheduleInstruction')}</p>
        <DeletePaymentDialog kind="scheduled" deletion={deletion} />
      </section>
    </>
  );
}
