/** A slide toggle (a checkbox with the switch role: Space switches it), labelled by its text. */
import { useId } from 'react';

interface SlideToggleProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The id of the section it shows, while shown. */
  controls?: string;
}

export function SlideToggle({ label, checked, onChange, controls }: SlideToggleProps) {
  const id = useId();
  return (
    <div className="request-change__switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="request-change__switch-input"
        checked={checked}
        aria-controls={controls}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="request-change__switch-label">
        {label}
      </label>
    </div>
  );
}
