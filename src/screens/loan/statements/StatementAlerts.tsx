/**
 * The generated-statement alerts of the E-statements section (spec 03 §2.5, §3 Alerts
 * EstatementAlert): a text and an e-mail switch, each saved when switched through
 * useSaveAlerts with the rest of the cached Alerts unchanged. The text switch shows only
 * with the TextMessages option and is disabled without a phone number.
 */
import { useId, useState } from 'react';
import { useSaveAlerts, type AlertSettings } from '../../../api/loans/alerts';
import { useSettings } from '../../../engine';
import { SaveStatus, useSaveState } from '../../shared/SaveStatus';
import { Switch } from '../../shared/Switch';
import { saveFailureKey } from './messages';

interface StatementAlertsProps {
  accountNumber: string;
  alerts: AlertSettings;
  textAllowed: boolean;
  hasPhone: boolean;
  readOnly: boolean;
}

type Channel = 'TextAlerts' | 'EmailAlerts';

export function StatementAlerts({
  accountNumber,
  alerts,
  textAllowed,
  hasPhone,
  readOnly,
}: StatementAlertsProps) {
  const settings = useSettings();
  const id = useId();
  const saveAlerts = useSaveAlerts();
  const [state, setState] = useSaveState();
  const [failure, setFailure] = useState('');

  async function change(channel: Channel, on: boolean) {
    if (state === 'saving') return;
    setState('saving');
    setFailure('');
    try {
      await saveAlerts(accountNumber, { ...alerts, [channel]: { ...alerts[channel], EstatementAlert: on } });
      setState('saved');
    } catch (error) {
      setFailure(saveFailureKey(error));
      setState('idle');
    }
  }

  const toggle = (channel: Channel, label: string, disabled: boolean, describedBy?: string) => (
    // Not disabled while saving: the focus stays on it (a change then is ignored).
    <Switch
      id={`${id}-${channel}`}
      label={settings.text(label)}
      checked={alerts[channel].EstatementAlert}
      disabled={disabled || readOnly}
      describedBy={describedBy}
      onChange={(on) => void change(channel, on)}
    />
  );

  return (
    <fieldset className="estatements__alerts">
      <legend>{settings.text('eStatements.alertsHeading')}</legend>
      {textAllowed &&
        toggle('TextAlerts', 'eStatements.alertText', !hasPhone, hasPhone ? undefined : `${id}-nophone`)}
      {textAllowed && !hasPhone && (
        <p id={`${id}-nophone`} className="field__help">
          {settings.text('eStatements.alertNoPhone')}
        </p>
      )}
      {toggle('EmailAlerts', 'eStatements.alertEmail', false)}
      <SaveStatus
        state={state}
        saving={settings.text('eStatements.saving')}
        saved={settings.text('eStatements.saved')}
      />
      {failure && (
        <p className="banner banner--error" role="alert">
          {settings.text(failure)}
        </p>
      )}
    </fieldset>
  );
}
