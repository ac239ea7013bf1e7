/**
 * A password field of the profile's User Information (current, new and confirm password), laid
 * out as TextField lays out a field: a visible label, the input with its reveal button, the
 * inline message (a polite live region) and, for the new password, the rule checklist, which
 * describes the input to screen readers too.
 */
import { useState, type ReactNode } from 'react';
import { RevealButton } from '../../widgets/common/RevealButton';

export interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error: string;
  disabled?: boolean;
  maxLength?: number;
  autoComplete: 'current-password' | 'new-password';
  /** Shown under the input (the checklist); its element's id is `${id}__rules`. */
  rules?: ReactNode;
}

export function PasswordField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  maxLength,
  autoComplete,
  rules,
}: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const errorId = `${id}__error`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${disabled ? ' field--disabled' : ''}`}>
      <div className="field__label">
        <label htmlFor={id}>{label}</label>
      </div>
      <div className="input-group">
        <input
          id={id}
          className="input"
          type={shown ? 'text' : 'password'}
          value={value}
          disabled={disabled}
          maxLength={maxLength}
          autoComplete={autoComplete}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={rules ? `${errorId} ${id}__rules` : errorId}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <RevealButton
          shown={shown}
          label={label}
          controls={id}
          disabled={disabled}
          onToggle={() => setShown((now) => !now)}
        />
      </div>
      <p id={errorId} className="field__error" aria-live="polite">
        {error}
      </p>
      {rules}
    </div>
  );
}
