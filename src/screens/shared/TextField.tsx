/**
 * One field of a hand-written form (the payment's new card and bank account, the loan's mailing
 * address, the contact info change), laid out as the form theme lays out its fields: a visible
 * label (with the required mark), a text input or a list, an optional help line, and an inline
 * message that is a polite live region referenced by aria-describedby.
 */
import type { ChangeEvent, ReactNode } from 'react';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The message shown (already in words), or '' when the field is fine. */
  error: string;
  disabled?: boolean;
  /** Marks the field required (to assistive technology and with the visible mark). */
  required?: boolean;
  /** The choices of a list (the states); without them the field is a text input. */
  options?: readonly { value: string; text: string }[];
  maxLength?: number;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text';
  help?: ReactNode;
}

export function TextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  required,
  options,
  help,
  ...input
}: TextFieldProps) {
  const helpId = `${id}__help`;
  const errorId = `${id}__error`;
  const common = {
    id,
    value,
    disabled,
    onBlur,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': help ? `${errorId} ${helpId}` : errorId,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(event.target.value),
  };
  return (
    <div className={`field${error ? ' field--invalid' : ''}${disabled ? ' field--disabled' : ''}`}>
      <div className="field__label">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
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
      {help && (
        <p id={helpId} className="field__help">
          {help}
        </p>
      )}
      <p id={errorId} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
