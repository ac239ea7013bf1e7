import { useSettings, type BlockWidgetProps } from '../../engine';
import { Switch } from '../shared/Switch';
import { flagProp } from '../shared/widgetProps';
import './dashboard.css';

/**
 * The Show closed accounts switch (spec 03 §4): props.checked is the screen's
 * data.showClosed, which the switch sets; the lists read it back from the definition.
 */
export function ClosedAccountsToggle({ props, setData }: BlockWidgetProps) {
  const settings = useSettings();
  return (
    <Switch
      label={settings.text('accounts.showClosed')}
      checked={flagProp(props, 'checked')}
      onChange={(checked) => setData({ showClosed: checked })}
    />
  );
}
