/**
 * The 'days before due date' selector (spec 02 §2, §5 "Days-before-due list"): the numbers
 * daysBeforeDueChoices leaves, each with the date it pays on; none chosen at first.
 */
import { daysBeforeDueDate } from '../../../domain/payments';
import { useSettings } from '../../../engine';
import { useFormatters } from '../../shared/formatters';

interface DaysBeforeDueSelectProps {
  id: string;
  value: number | undefined;
  dueDate: string | undefined;
  choices: readonly number[];
  onChange: (days: number | undefined) => void;
}

export function DaysBeforeDueSelect({ id, value, dueDate, choices, onChange }: DaysBeforeDueSelectProps) {
  const settings = useSettings();
  const errorId = `${id}__error`;
  const missing = value === undefined;
  const format = useFormatters();
  const dateOf = (days: number) => format.date(dueDate && daysBeforeDueDate(dueDate, days));
  return (
    <div className={`field${missing ? ' field--invalid' : ''}`}>
      <div className="field__label">
        <label htmlFor={id}>{settings.text('paymentFrequency.daysBeforeDueLabel')}</label>
      </div>
      <select
        id={id}
        className="input input--select"
        value={value === undefined ? '' : String(value)}
        aria-describedby={errorId}
        aria-invalid={missing ? true : undefined}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      >
        <option value="">{settings.text('widgets.selectPrompt')}</option>
        {choices.map((days) => (
          <option key={days} value={String(days)}>
            {settings.text(
              days === 1 ? 'paymentFrequency.daysBeforeDueChoiceOne' : 'paymentFrequency.daysBeforeDueChoice',
              { days, date: dateOf(days) },
            )}
          </option>
        ))}
      </select>
      <p id={errorId} className="field__error" aria-live="polite">
        {missing ? settings.text('paymentFrequency.daysBeforeDueRequired') : ''}
      </p>
    </div>
  );
}
