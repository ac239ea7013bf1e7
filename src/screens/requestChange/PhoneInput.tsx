/**
 * A phone number typed into the mask (999) 999-9999 (widgets' MASK_PRESETS.phone, imask): only
 * digits are typed, the value is the number as shown (14 characters when complete). imask owns
 * the DOM value, so the input is uncontrolled; a new value from the form (the reset) flows back in.
 */
import IMask, { type InputMask } from 'imask';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { PHONE_LENGTH } from '../../domain/contactChange';
import { MASK_PRESETS } from '../../widgets';

interface PhoneInputProps {
  id: string;
  label: string;
  value: string;
  error: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export function PhoneInput({ id, label, value, error, onChange, onBlur }: PhoneInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const masked = useRef<InputMask | undefined>(undefined);
  const emit = useRef(onChange);
  const errorId = `${id}-error`;

  useLayoutEffect(() => {
    emit.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const instance = IMask(input.current!, { mask: MASK_PRESETS.phone, lazy: true });
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
      </div>
      <input
        ref={input}
        id={id}
        className="input"
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PHONE_LENGTH}
        defaultValue={value}
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
