/**
 * A profile phone typed into the mask 000-000-0000 (spec 01 §5, imask, as the contact change's
 * PhoneInput): only digits are typed, the value is the number as shown (12 characters when
 * complete). imask owns the DOM value, so the input is uncontrolled; a new value from the form
 * (Cancel, a save) flows back in.
 */
import IMask, { type InputMask } from 'imask';
import { useEffect, useLayoutEffect, useRef } from 'react';

/** 10 digits and two dashes. */
const PHONE_MASK = '000-000-0000';

interface PhoneNumberInputProps {
  id: string;
  label: string;
  value: string;
  error: string;
  required?: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export function PhoneNumberInput({
  id,
  label,
  value,
  error,
  required,
  disabled,
  onChange,
  onBlur,
}: PhoneNumberInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const masked = useRef<InputMask | undefined>(undefined);
  const emit = useRef(onChange);
  const errorId = `${id}-error`;

  useLayoutEffect(() => {
    emit.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const instance = IMask(input.current!, { mask: PHONE_MASK, lazy: true });
    masked.current = instance;
    instance.on('accept', () => emit.current(instance.value));
    return () => {
      instance.destroy();
      masked.current = undefined;
    };
  }, []);

  useEffect(() => {
    const instance = masked.current;
    if (instance && instance.value !== value) instance.value = value;
  }, [value]);

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
        autoComplete="tel-national"
        maxLength={PHONE_MASK.length}
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
