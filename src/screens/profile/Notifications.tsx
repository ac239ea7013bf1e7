/**
 * The profile's Notifications section (spec 01 §2 Profile, spec 03 §2.4, §4): the user's alert
 * preferences (the shared AlertPreferences) edited against the cached profile's UserAlertsInfo.
 * Reset and Save show only with changes; Save while a ticked due-date alert lacks valid days
 * sends nothing and focuses that days input; saving shows a spinner, then a check mark for 3
 * seconds, and the saved settings become the ones Reset returns to. The server's refusal
 * (TextNotAllowed, DaysInvalid) shows its message, any other failure the generic one. Text toggles
 * follow the textAllowed prop (the TextMessages option) and are disabled without a phone, or while
 * no phone is opted in to texting (AlertsContext.TextingNotAgreed). It reports
 * data.notifications.dirty, which the leave guard reads.
 */
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/errors';
import { useProfile, useProfileUpdates } from '../../api/profile';
import {
  alertsChanged,
  alertsInForce,
  alertsRefusalMessage,
  anyAlertDaysInvalid,
  withEstatementAlertsOf,
  type AlertSettings,
} from '../../domain/accounts/alerts';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { AlertPreferences } from '../shared/alerts/AlertPreferences';
import { SaveStatus, useSaveState } from '../shared/SaveStatus';
import { flagProp } from '../shared/widgetProps';

function reasonOf(error: unknown): string | undefined {
  return error instanceof ApiError && 'reason' in error.problem ? error.problem.reason : undefined;
}

export function Notifications({ props, env, setData }: BlockWidgetProps) {
  const settings = useSettings();
  const username = env.context.session.username;
  const textAllowed = flagProp(props, 'textAllowed');
  const profile = useProfile(username);
  const updates = useProfileUpdates(username);
  const stored = profile.data?.UserAlertsInfo;
  const loaded = stored ? alertsInForce(stored, textAllowed) : undefined;
  const [edited, setEdited] = useState<AlertSettings | null>(null);
  const [state, setState] = useSaveState();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const current = loaded && edited ? withEstatementAlertsOf(edited, loaded) : loaded;
  const dirty = loaded !== undefined && current !== undefined && alertsChanged(current, loaded);
  const report = useRef(setData);
  useEffect(() => {
    report.current = setData;
  });
  useEffect(() => {
    report.current({ notifications: { dirty } });
  }, [dirty]);

  if (!current || !profile.data) return null;
  const settled = current;
  const context = profile.data.AlertsContext;
  const invalid = anyAlertDaysInvalid(settled);

  function change(value: AlertSettings) {
    setEdited(value);
    setFailure(null);
    setState('idle');
  }

  function reset() {
    setEdited(null);
    setFailure(null);
  }

  async function save() {
    if (state === 'saving') return;
    if (invalid) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setState('saving');
    setFailure(null);
    try {
      await updates.alerts(settled);
      setEdited(null);
      setState('saved');
    } catch (error) {
      setFailure(alertsRefusalMessage(reasonOf(error)));
      setState('idle');
    }
  }

  return (
    <form
      ref={form}
      className="profile-notifications"
      noValidate
      aria-label={settings.text('accountAlerts.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <AlertPreferences
        value={settled}
        onChange={change}
        textAllowed={textAllowed}
        hasPhone={context.HasPhone && !context.TextingNotAgreed}
        disabled={state === 'saving'}
      />
      {failure && (
        <p className="banner banner--error" role="alert">
          {settings.text(failure)}
        </p>
      )}
      <div className="alert-preferences__controls">
        {dirty && (
          <>
            <button type="submit" className="button button--primary" disabled={state === 'saving'}>
              {settings.text('accountAlerts.save')}
            </button>
            <button type="button" className="button button--secondary" onClick={reset}>
              {settings.text('accountAlerts.reset')}
            </button>
          </>
        )}
        <SaveStatus
          state={state}
          saving={settings.text('accountAlerts.saving')}
          saved={settings.text('accountAlerts.saved')}
        />
      </div>
    </form>
  );
}
