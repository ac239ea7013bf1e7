/**
 * A date typed into the mask MM/DD/YYYY (spec 02 §9; the slashes are typed for the user, as in
 * the rjsf date widget, MASK_PRESETS.date) or picked from the calendar dialog, whose days that
 * the date rules refuse cannot be chosen (src/widgets/date/Calendar.tsx: outside min/max
 * disabled, the others aria-disabled): the payment date and the payoff date. The typed date gets the message of the
 * same rules, shown inline, announced, and referenced by the input. In a modal dialog the
 * calendar opens in the flow under the field (calendarInFlow), so the dialog grows to hold it.
 */
import { useRef, useState } from 'react';
import { isoToUsDate } from '../../domain/dates';
import { useSettings } from '../../engine';
import { CalendarIcon } from '../../widgets/common/icons';
import { Calendar } from '../../widgets/date/Calendar';
import { MASK_PRESETS } from '../../widgets/masked/pattern';
import { useMaskedText } from '../../widgets/masked/useMaskedText';
import './dateField.css';

export interface DateFieldProps {
  id: string;
  label: string;
  /** The text as typed (MM/DD/YYYY). */
  value: string;
  onChange: (text: string) => void;
  /** The message of the typed date, shown once the field was used. */
  error?: string;
  disabled?: boolean;
  today: string;
  min?: string;
  max?: string;
  /** The days inside min/max the rules refuse. */
  isDisabled?: (iso: string) => boolean;
  /** The calendar's date to open on (the typed one, as YYYY-MM-DD). */
  selected?: string;
  /** Open the calendar in the flow under the field instead of over the page (in a dialog). */
  calendarInFlow?: boolean;
}

export function DateField(props: DateFieldProps) {
  const { id, label, value, onChange, error, disabled, today, min, max, isDisabled, selected } = props;
  const { calendarInFlow = false } = props;
  const settings = useSettings();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const input = useMaskedText(MASK_PRESETS.date, value, onChange);
  const errorId = `${id}__error`;

  function close() {
    setOpen(false);
    opener.current?.focus();
  }

  const calendar = open && (
    <Calendar
      id={id}
      value={selected}
      today={today}
      min={min}
      max={max}
      isDisabled={isDisabled}
      onSelect={(iso) => {
        onChange(isoToUsDate(iso) ?? '');
        close();
      }}
      onClose={close}
    />
  );

  return (
    <div
      className={`field${error ? ' field--invalid' : ''}${disabled ? ' field--disabled' : ''}${calendarInFlow ? ' date-field--in-flow' : ''}`}
    >
      <div className="field__label">
        <label htmlFor={id}>{label}</label>
      </div>
      <div className="input-group">
        <input
          ref={input}
          id={id}
          className="input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={settings.text('paymentFrequency.datePlaceholder')}
          maxLength={MASK_PRESETS.date.length}
          defaultValue={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
        <button
          ref={opener}
          type="button"
          className="input-group__button"
          aria-haspopup="dialog"
          aria-expanded={open}
          disabled={disabled}
          onClick={() => setOpen((now) => !now)}
        >
          <CalendarIcon />
          <span className="visually-hidden">{settings.text('widgets.openCalendar', { label })}</span>
        </button>
        {!calendarInFlow && calendar}
      </div>
      {calendarInFlow && calendar}
      <p id={errorId} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
