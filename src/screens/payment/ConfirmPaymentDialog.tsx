/**
 * The submit confirm dialog (spec 02 §2 "Submit: a confirm dialog (Submit and No), 400 px
 * wide"): the question, then what is being paid, line by line (PaymentSummary: the loan, what it
 * is paid from, masked to its brand or account type and last four digits, the frequency, the
 * date, the amount, the fees and the total), so that the borrower confirms what they see.
 */
import type { PaymentConfirmation } from '../../domain/payments';
import { useSettings } from '../../engine';
import { Dialog } from '../../widgets';
import { PaymentSummary, paymentRows } from './PaymentSummary';

interface ConfirmPaymentDialogProps {
  /** The payment as it will be sent; the dialog is closed without one. */
  payment: PaymentConfirmation | undefined;
  open: boolean;
  onNo: () => void;
  onSubmit: () => void;
}

export function ConfirmPaymentDialog({ payment, open, onNo, onSubmit }: ConfirmPaymentDialogProps) {
  const settings = useSettings();
  return (
    <Dialog
      open={open && payment !== undefined}
      title={settings.text('paymentWizard.confirmTitle')}
      width={400}
      onClose={onNo}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onNo}>
            {settings.text('paymentWizard.confirmNo')}
          </button>
          <button type="button" className="button button--primary" onClick={onSubmit}>
            {settings.text('paymentWizard.confirmSubmit')}
          </button>
        </>
      }
    >
      <p className="text">{settings.text('paymentWizard.confirmText')}</p>
      {payment && <PaymentSummary rows={paymentRows(payment, settings)} />}
    </Dialog>
  );
}
