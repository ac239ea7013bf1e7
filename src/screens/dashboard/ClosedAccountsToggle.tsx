import { useId } from 'react';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { flagProp } from '../shared/widgetProps';
import './dashboard.css';

/**
 * The Show closed accounts switch (spec 03 §4): props.checked is the screen's
 * data.showClosed, which the switch sets; the lists read it back from the definition.
 */
export function ClosedAccountsToggle({ props, setData }: BlockWidgetProps) {
  const settings = useSettings();
  const id = useId();
  return (
    <div className="switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch__input"
        checked={flagProp(props, 'checked')}
        onChange={(event) => setData({ showClosed: event.target.checked })}
      />
      <label htmlFor={id} className="switch__label">
        {settings.text('accounts.showClosed')}
      </label>
    </div>
  );
}
