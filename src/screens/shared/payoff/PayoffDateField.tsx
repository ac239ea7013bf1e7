/**
 * The payoff quote dialog's date: typed as MM/DD/YYYY or picked from the calendar, whose days
 * before today cannot be chosen (spec 03 §5 "Payoff date"). Its message is shown inline,
 * announced, and referenced by the input, as the payment date's is. The calendar opens under
 * the field, in the dialog's flow, so the modal grows to hold it instead of scrolling it away.
 */
import { useRef, useState } from 'react';
import { isoToUsDate, usToIsoDate } from '../../../domain/dates';
import { useSettings } from '../../../engine';
import { CalendarIcon } from '../../../widgets/common/icons';
import { Calendar } from '../../../widgets/date/Calendar';
import './payoff.css';

/** MM/DD/YYYY. */
export const PAYOFF_DATE_LENGTH = 10;

interface PayoffDateFieldProps {
  id: string;
  /** The text as typed (MM/DD/YYYY). */
  value: string;
  onChange: (text: string) => void;
  /** The message of the typed date, or undefined when it is valid. */
  error?: string;
  /** Today as YYYY-MM-DD: the calendar's first day that can be chosen. */
  today: string;
}

export function PayoffDateField({ id, value, onChange, error, today }: PayoffDateFieldProps) {
  const settings = useSettings();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const label = settings.text('payoffQuote.dateLabel');
  const errorId = `${id}__error`;

  function close() {
    setOpen(false);
    opener.current?.focus();
  }

  return (
    <div className={`field payoff-date${error ? ' field--invalid' : ''}`}>
      <div className="field__label">
        <label htmlFor={id}>{label}</label>
      </div>
      <div className="input-group">
        <input
          id={id}
          className="input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={settings.text('paymentFrequency.datePlaceholder')}
          maxLength={PAYOFF_DATE_LENGTH}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          ref={opener}
          type="button"
          className="input-group__button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen((now) => !now)}
        >
          <CalendarIcon />
          <span className="visually-hidden">{settings.text('widgets.openCalendar', { label })}</span>
        </button>
      </div>
      {open && (
        <Calendar
          id={id}
          value={usToIsoDate(value)}
          today={today}
          min={today}
          onSelect={(iso) => {
            onChange(isoToUsDate(iso) ?? '');
            close();
          }}
          onClose={close}
        />
      )}
      <p id={errorId} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
