/**
 * A dollar amount typed as text (spec 02 §5, §9): only what can be money is typed (the mask
 * AMOUNT_TYPING: digits, thousands commas, one decimal point, at most 2 decimals, through imask),
 * at most 15 characters, shown as USD with 2 decimals on blur ('12' -> '$12.00', empty ->
 * '$0.00'); an entry that is not an amount yet ('1,23') stays as typed and gets its message.
 * The message is inline, announced and referenced by the input.
 */
import { AMOUNT_MAX_LENGTH, AMOUNT_TYPING, formatAmountInput } from '../../../domain/payments';
import { useMaskedText } from '../../../widgets/masked/useMaskedText';

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
  const input = useMaskedText(AMOUNT_TYPING, value, onChange);
  const errorId = `${id}__error`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <div className="field__label">
        <label htmlFor={id}>{label}</label>
      </div>
      <input
        ref={input}
        id={id}
        className="input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        maxLength={AMOUNT_MAX_LENGTH}
        defaultValue={value}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onBlur={(event) => {
          // The field's own text: the last keystroke may not have reached `value` yet.
          onChange(formatAmountInput(event.currentTarget.value));
          onBlur?.();
        }}
      />
      <p id={errorId} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
