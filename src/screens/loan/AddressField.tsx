/** One field of the mailing address form: its label, a text input or the state list, and its message. */
import type { ChangeEvent } from 'react';

interface AddressFieldProps {
  id: string;
  label: string;
  value: string;
  /** A message to show (the field is then invalid), or ''. */
  error: string;
  disabled: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The choices of a list (the states); without them the field is a text input. */
  options?: readonly { value: string; text: string }[];
  maxLength?: number;
  autoComplete?: string;
  inputMode?: 'numeric';
}

export function AddressField({
  id,
  label,
  value,
  error,
  disabled,
  onChange,
  onBlur,
  options,
  ...input
}: AddressFieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    value,
    disabled,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': errorId,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(event.target.value),
  };
  return (
    <div className={`field${error ? ' field--invalid' : ''}${disabled ? ' field--disabled' : ''}`}>
      <div className="field__label">
        <label htmlFor={id}>{label}</label>
      </div>
      {options ? (
        <select className="input input--select" {...common}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </select>
      ) : (
        <input className="input" type="text" {...input} {...common} />
      )}
      <p id={errorId} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
