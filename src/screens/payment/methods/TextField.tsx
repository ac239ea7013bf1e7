/**
 * One text field of the new-method forms, laid out as the form theme lays out its fields:
 * a visible label, the input with its spec length, an optional help line and an inline
 * error that is a polite live region referenced by aria-describedby.
 */
import type { ReactNode } from 'react';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The message shown (already in words), or '' when the field is fine. */
  error: string;
  maxLength: number;
  required?: boolean;
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
  help?: ReactNode;
  disabled?: boolean;
}

export function TextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  maxLength,
  required = true,
  inputMode,
  autoComplete = 'off',
  help,
  disabled,
}: TextFieldProps) {
  const helpId = `${id}__help`;
  const errorId = `${id}__error`;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <div className="field__label">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <input
        id={id}
        className="input"
        type="text"
        value={value}
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete={autoComplete}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={help ? `${errorId} ${helpId}` : errorId}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
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
