/**
 * A dollar amount typed as text (spec 02 §5, §9): at most 15 characters, shown as USD with 2
 * decimals on blur ('12' -> '$12.00', empty -> '$0.00'); an unreadable entry stays as typed and
 * gets its message. The message is inline, announced and referenced by the input.
 */
import { AMOUNT_MAX_LENGTH, formatAmountInput } from '../../../domain/payments';

interface CurrencyInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  error?: string;
  readOnly?: boolean;
}

export function CurrencyInput({ id, label, value, onChange, onBlur, error, readOnly }: CurrencyInputProps) {
  const errorId = `${id}__error`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <div className="field__label">
        <label htmlFor={id}>{label}</label>
      </div>
      <input
        id={id}
        className="input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        maxLength={AMOUNT_MAX_LENGTH}
        value={value}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          onChange(formatAmountInput(value));
          onBlur?.();
        }}
      />
      <p id={errorId} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
