/** The frequency dropdown (spec 02 §2): Pay Once and the recurring options offered, labelled by settings. */
import { useSettings } from '../../../engine';
import type { Frequency } from '../../../domain/payments';

/** The settings key of a frequency's label: paymentFrequency.oneTime, paymentFrequency.onDueDate … */
export function frequencyLabelKey(frequency: Frequency): string {
  return `paymentFrequency.${frequency.charAt(0).toLowerCase()}${frequency.slice(1)}`;
}

interface FrequencySelectProps {
  id: string;
  value: Frequency;
  frequencies: readonly Frequency[];
  onChange: (frequency: Frequency) => void;
}

export function FrequencySelect({ id, value, frequencies, onChange }: FrequencySelectProps) {
  const settings = useSettings();
  return (
    <div className="field">
      <div className="field__label">
        <label htmlFor={id}>{settings.text('paymentFrequency.label')}</label>
      </div>
      <select
        id={id}
        className="input input--select"
        value={value}
        onChange={(event) => {
          const next = frequencies.find((frequency) => frequency === event.target.value);
          if (next) onChange(next);
        }}
      >
        {frequencies.map((frequency) => (
          <option key={frequency} value={frequency}>
            {settings.text(frequencyLabelKey(frequency))}
          </option>
        ))}
      </select>
    </div>
  );
}
