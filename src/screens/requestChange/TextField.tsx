/** One field of the contact info change: its label, a text input or a list, and its message (announced). */
import type { ChangeEvent } from 'react';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  /** A message to show (the field is then invalid), or ''. */
  error: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  required?: boolean;
  /** The choices of a list (the states); without them the field is a text input. */
  options?: readonly { value: string; text: string }[];
  maxLength?: number;
  autoComplete?: string;
  inputMode?: 'numeric';
}

export function TextField({
  id,
  label,
  value,
  error,
  onChange,
  onBlur,
  options,
  required,
  ...input
}: TextFieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    value,
    onBlur,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': errorId,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(event.target.value),
  };
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
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
