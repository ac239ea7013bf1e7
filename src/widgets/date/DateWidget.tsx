/**
 * A date typed as MM/DD/YYYY (masked) or picked from the calendar dialog. The value is
 * stored as typed; options.minDate and options.maxDate (YYYY-MM-DD, usually computed
 * from today by json-logic) bound the calendar, and options.disabledDates (a list of YYYY-MM-DD)
 * names days inside it that cannot be chosen. Today comes from the form's context.
 */
import type { WidgetProps } from '@rjsf/utils';
import { useRef, useState } from 'react';
import { isoToUsDate, usToIsoDate } from '../../domain/dates';
import { useSettings, type FormContext } from '../../engine';
import { CalendarIcon } from '../common/icons';
import { MaskedInput } from '../masked/MaskedInput';
import { MASK_PRESETS } from '../masked/pattern';
import { Calendar } from './Calendar';

function isoOption(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/** The days options.disabledDates names, as a test of one day, or undefined when it names none. */
function disabledDays(value: unknown): ((iso: string) => boolean) | undefined {
  if (!Array.isArray(value)) return undefined;
  const days = new Set(value.filter((day): day is string => typeof day === 'string'));
  return days.size > 0 ? (iso) => days.has(iso) : undefined;
}

export function DateWidget(props: WidgetProps) {
  const settings = useSettings();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const { id, value, label, disabled, readonly, options, registry, onChange } = props;
  const today = (registry.formContext as FormContext | undefined)?.today ?? '1970-01-01';

  function close() {
    setOpen(false);
    opener.current?.focus();
  }

  return (
    <MaskedInput {...props} mask={MASK_PRESETS.date} unmask={false}>
      <button
        ref={opener}
        type="button"
        className="input-group__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled || readonly}
        onClick={() => setOpen((now) => !now)}
      >
        <CalendarIcon />
        <span className="visually-hidden">{settings.text('widgets.openCalendar', { label })}</span>
      </button>
      {open && (
        <Calendar
          id={id}
          value={typeof value === 'string' ? usToIsoDate(value) : undefined}
          today={today}
          min={isoOption(options.minDate)}
          max={isoOption(options.maxDate)}
          isDisabled={disabledDays(options.disabledDates)}
          onSelect={(iso) => {
            onChange(isoToUsDate(iso));
            close();
          }}
          onClose={close}
        />
      )}
    </MaskedInput>
  );
}
