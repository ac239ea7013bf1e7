/**
 * The portal's switch (the dashboard's closed accounts, the statement type and alerts, the
 * contact change's sections, the profile's phones): a checkbox with the switch role, so Space
 * turns it, labelled by its text.
 */
import { useId } from 'react';
import './switch.css';

interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The id of what it shows while on. */
  controls?: string;
  describedBy?: string;
  /** The input's id, when something else refers to it (otherwise one is made). */
  id?: string;
  className?: string;
}

export function Switch({
  label,
  checked,
  onChange,
  disabled,
  controls,
  describedBy,
  id,
  className,
}: SwitchProps) {
  const made = useId();
  const inputId = id ?? made;
  return (
    <div className={className ? `switch ${className}` : 'switch'}>
      <input
        id={inputId}
        type="checkbox"
        role="switch"
        className="switch__input"
        checked={checked}
        disabled={disabled}
        aria-controls={controls}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={inputId} className="switch__label">
        {label}
      </label>
    </div>
  );
}
