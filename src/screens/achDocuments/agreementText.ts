/**
 * How a signed agreement's payment reads (settings achDocuments.*): each draft's amount (or the
 * amount due, for a line of credit), with its additional principal, when it is drafted, and from
 * which bank account.
 */
import type { SignedAgreement } from '../../api/achDocuments';
import type { Settings } from '../../engine';
import type { Formatters } from '../shared/formatters';

export function paymentText(agreement: SignedAgreement, settings: Settings, format: Formatters): string {
  const each =
    agreement.Amount > 0 ? format.money(agreement.Amount) : settings.text('achDocuments.amountAtPaymentTime');
  const amount =
    agreement.AdditionalPrincipal > 0
      ? settings.text('achDocuments.additional', {
          amount: each,
          additional: format.money(agreement.AdditionalPrincipal),
        })
      : each;
  const schedule =
    agreement.DaysBeforeDue > 0
      ? settings.text('achDocuments.daysBefore', { days: agreement.DaysBeforeDue })
      : settings.text('achDocuments.onSchedule');
  return settings.text('achDocuments.payment', { amount, schedule, bankAccount: agreement.BankAccount });
}
