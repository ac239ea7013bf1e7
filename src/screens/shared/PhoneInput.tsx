/**
 * A phone number typed into a mask (imask): only digits are typed, the value is the number as
 * shown. The contact change uses (999) 999-9999 (widgets' MASK_PRESETS.phone, 14 characters),
 * the profile 000-000-0000 (spec 01 §5, 12), through the masked-text hook every hand-written
 * masked field uses: a new value from the form (a reset, Cancel, a save) flows back in.
 */
import { useMaskedText } from '../../widgets/masked/useMaskedText';

interface PhoneInputProps {
  id: string;
  label: string;
  value: string;
  error: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The imask pattern; the input's max length is its length. */
  mask: string;
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
}

export function PhoneInput({
  id,
  label,
  value,
  error,
  onChange,
  onBlur,
  mask,
  autoComplete = 'off',
  required,
  disabled,
}: PhoneInputProps) {
  const input = useMaskedText(mask, value, onChange);
  const errorId = `${id}-error`;

  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <div className="field__label">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <input
        ref={input}
        id={id}
        className="input"
        type="tel"
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={mask.length}
        defaultValue={value}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onBlur={onBlur}
      />
      <p id={errorId} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
