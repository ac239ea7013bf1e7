/**
 * The days-to-display toggle of the account history (spec 03 §2.6): 30, 60, 90 days and
 * All, as a group of radio buttons (arrow keys move between them) drawn as one segmented
 * control.
 */
import { useId } from 'react';
import type { HistoryWindow, HistoryWindowChoice } from '../../../domain/accounts/history';
import { useSettings } from '../../../engine';

const LABELS: Readonly<Record<HistoryWindow, string>> = {
  '30': 'accountHistory.window30',
  '60': 'accountHistory.window60',
  '90': 'accountHistory.window90',
  all: 'accountHistory.windowAll',
};

interface HistoryWindowToggleProps {
  choices: readonly HistoryWindowChoice[];
  value: HistoryWindow;
  onChange: (window: HistoryWindow) => void;
}

export function HistoryWindowToggle({ choices, value, onChange }: HistoryWindowToggleProps) {
  const settings = useSettings();
  const name = useId();
  return (
    <fieldset className="history-window">
      <legend className="history-window__legend">{settings.text('accountHistory.windowLabel')}</legend>
      <div className="history-window__choices">
        {choices.map((choice) => (
          <label key={choice.id} className="history-window__choice">
            <input
              type="radio"
              className="history-window__input"
              name={name}
              value={choice.id}
              checked={choice.id === value}
              onChange={() => onChange(choice.id)}
            />
            <span className="history-window__text">{settings.text(LABELS[choice.id])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
