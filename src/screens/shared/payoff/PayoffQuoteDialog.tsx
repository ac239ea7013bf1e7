/**
 * The Get Payoff Quote dialog (spec 02 §2 "Payoff quote", §4 "Payoff quote dialog"; spec 03
 * §2.7, §5 "Payoff date"), shared by the payment screen and the loan screen: a payoff date,
 * today by default and never before today (the date's message and a disabled Submit
 * otherwise), Submit shows a spinner, then the amount with the success message or the request's
 * error. Quotes are cached per account and date (usePayOffQuote). With the PDF option on, the
 * quote's breakdown opens in a new window. The dialog is 500 px wide, as the loan screen's
 * action modals are; Escape and Close close it.
 */
import { useId, useState } from 'react';
import { usePayOffQuote } from '../../../api/payments';
import { isoToUsDate, usToIsoDate } from '../../../domain/dates';
import { payoffDateIsNone, payoffDateMessage, payoffRequestMessage, toCents } from '../../../domain/payments';
import { useSettings } from '../../../engine';
import { Dialog, Spinner } from '../../../widgets';
import { PayoffBreakdownLink } from './PayoffBreakdownLink';
import { DateField } from '../DateField';
import { useFormatters } from '../formatters';
import './payoff.css';

export interface PayoffQuoteDialogProps {
  accountNumber: string;
  /** Today as YYYY-MM-DD (from the screen's context: widgets never read the clock). */
  today: string;
  /** The PDF breakdown is offered (institution option PayoffQuotePdfDownload). */
  pdfDownload: boolean;
  /** A payoff date to start on; none (0001-01-01), an unreadable or a past date start on today. */
  date?: string;
  onClose: () => void;
}

/** The date the dialog starts on (spec 03 §5: today by default, 0001-01-01 treated as none). */
function startDate(date: string | undefined, today: string): string {
  if (!date || payoffDateIsNone(date) || payoffDateMessage(date, today)) return today;
  return date;
}

export function PayoffQuoteDialog({
  accountNumber,
  today,
  pdfDownload,
  date,
  onClose,
}: PayoffQuoteDialogProps) {
  const settings = useSettings();
  const format = useFormatters();
  const id = useId();
  const formId = `${id}-form`;
  const [text, setText] = useState(() => isoToUsDate(startDate(date, today)) ?? '');
  const [asked, setAsked] = useState<string | null>(null);
  const quote = usePayOffQuote(accountNumber, asked);

  const typed = usToIsoDate(text) ?? '';
  const dateMessage = payoffDateMessage(typed, today);
  const loading = asked !== null && quote.isValidating;
  const failed = asked !== null && !loading && quote.error !== undefined;
  const amount = asked !== null && !loading && quote.error === undefined ? quote.data : undefined;

  function submit() {
    if (dateMessage || loading) return;
    if (typed === asked) void quote.mutate();
    else setAsked(typed);
  }

  const success = payoffRequestMessage(true);
  const failure = payoffRequestMessage(false);
  return (
    <Dialog
      open
      title={settings.text('payoffQuote.title')}
      width={500}
      focusTitle
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {settings.text('payoffQuote.close')}
          </button>
          <button
            type="submit"
            form={formId}
            className="button button--primary"
            disabled={dateMessage !== undefined || loading}
            aria-busy={loading || undefined}
          >
            {settings.text('payoffQuote.submit')}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className="payoff-quote"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DateField
          id={`${id}-date`}
          label={settings.text('payoffQuote.dateLabel')}
          value={text}
          onChange={setText}
          error={dateMessage && settings.text(dateMessage.key)}
          today={today}
          min={today}
          selected={usToIsoDate(text)}
          calendarInFlow
        />
      </form>
      {loading && <Spinner label={settings.text('payoffQuote.loading')} />}
      {failed && (
        <p className="banner banner--error" role="alert">
          {settings.text(failure.key)}
        </p>
      )}
      {amount !== undefined && asked !== null && (
        <div className="banner banner--success" role="status">
          <p>{settings.text(success.key)}</p>
          <p>
            {settings.text('payoffQuote.amount', {
              date: format.date(asked) || asked,
              amount: format.usd(toCents(amount)),
            })}
          </p>
        </div>
      )}
      {amount !== undefined && asked !== null && pdfDownload && (
        <PayoffBreakdownLink accountNumber={accountNumber} date={asked} />
      )}
    </Dialog>
  );
}
