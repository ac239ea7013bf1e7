import { useSettings } from '../../engine';
import { EyeIcon } from './icons';

interface RevealButtonProps {
  shown: boolean;
  label: string;
  controls: string;
  disabled?: boolean;
  onToggle: () => void;
}

/** Shows or hides a secret value; its name says what pressing it will do ("Show Password"). */
export function RevealButton({ shown, label, controls, disabled, onToggle }: RevealButtonProps) {
  const settings = useSettings();
  const name = settings.text(shown ? 'widgets.conceal' : 'widgets.reveal', { label });
  return (
    <button
      type="button"
      className="input-group__button"
      aria-controls={controls}
      disabled={disabled}
      onClick={onToggle}
    >
      <EyeIcon crossed={shown} />
      <span className="visually-hidden">{name}</span>
    </button>
  );
}
