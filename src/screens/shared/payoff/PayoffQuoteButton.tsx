/**
 * The Get Payoff Quote action: a button that opens the payoff quote dialog for one account
 * (focus returns to it when the dialog closes), and the block widget that places it on a screen
 * from a definition's props: accountNumber, pdfDownload (the PDF option, as json-logic) and an
 * optional payoff date to start on.
 */
import { useState } from 'react';
import { localDateOf } from '../../../domain/dates';
import { useSettings, type BlockWidgetProps } from '../../../engine';
import { flagProp, textProp } from '../widgetProps';
import { PayoffQuoteDialog, type PayoffQuoteDialogProps } from './PayoffQuoteDialog';

export type PayoffQuoteButtonProps = Omit<PayoffQuoteDialogProps, 'onClose'>;

export function PayoffQuoteButton(props: PayoffQuoteButtonProps) {
  const settings = useSettings();
  const [open, setOpen] = useState(false);
  return (
    <div className="payoff-quote-action">
      <button
        type="button"
        className="button button--secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {settings.text('payoffQuote.open')}
      </button>
      {open && <PayoffQuoteDialog {...props} onClose={() => setOpen(false)} />}
    </div>
  );
}

/** The block widget: nothing until the definition names an account. */
export function PayoffQuoteBlock({ props, env }: BlockWidgetProps) {
  const accountNumber = textProp(props, 'accountNumber');
  if (!accountNumber) return null;
  const { now } = env.context;
  return (
    <PayoffQuoteButton
      accountNumber={accountNumber}
      today={localDateOf(now) ?? now.slice(0, 10)}
      pdfDownload={flagProp(props, 'pdfDownload')}
      date={textProp(props, 'date') || undefined}
    />
  );
}
