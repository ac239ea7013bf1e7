/**
 * The message box (spec 03 §2.10, §5, §9): at most 300 characters, with a counter of the
 * characters left that the box is described by (so it is read when the box is focused), in a
 * warning style under 100 and an error style at 50 or fewer. A screen reader also hears the
 * count when it crosses 100, 50 and 0, through a polite live region, not on every keystroke.
 */
import { useEffect, useRef, useState } from 'react';
import { charactersLeft, counterBand, counterLevel, MESSAGE_MAX_LENGTH } from '../../domain/messages';
import { useSettings } from '../../engine';

interface MessageBoxProps {
  id: string;
  value: string;
  required: boolean;
  error: string;
  disabled?: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** The count to announce: set when the band changes, not when the box is emptied (a reset). */
function useBandAnnouncement(left: number, empty: boolean, text: string): string {
  const band = counterBand(left);
  const previous = useRef(band);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (band === previous.current) return;
    previous.current = band;
    setAnnounced(empty ? '' : text);
  }, [band, empty, text]);
  return announced;
}

export function MessageBox({ id, value, required, error, disabled, onChange, onBlur }: MessageBoxProps) {
  const settings = useSettings();
  const left = charactersLeft(value);
  const count = settings.text('messages.charactersLeft', { count: left });
  const announced = useBandAnnouncement(left, value === '', count);
  const counterId = `${id}__counter`;
  const errorId = `${id}__error`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <div className="field__label">
        <label htmlFor={id}>{settings.text('messages.messageLabel')}</label>
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <textarea
        id={id}
        className="input input--textarea"
        rows={5}
        maxLength={MESSAGE_MAX_LENGTH}
        value={value}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${errorId} ${counterId}`}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <p id={counterId} className={`field__counter message-counter message-counter--${counterLevel(left)}`}>
        {count}
      </p>
      <p className="visually-hidden" aria-live="polite" data-testid="counter-announcement">
        {announced}
      </p>
      <p id={errorId} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
