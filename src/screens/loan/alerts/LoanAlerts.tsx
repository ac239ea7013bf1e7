/**
 * The loan screen's Account Alerts section (spec 03 §2.4, §4, §8): the alert preferences of the
 * cached AccountDetails, edited against that copy. Reset and Save show only with changes; Save
 * while a ticked due-date alert lacks valid days sends nothing and focuses that days input (its
 * message shows already), as the project's forms do; saving shows a spinner, then a check mark
 * for 3 seconds, and the saved settings become the ones Reset returns to. The server's
 * refusal shows its message, any other failure the generic error. The e-statement alerts are
 * sent as last saved (the e-statements section owns them). Text toggles follow the textAllowed
 * prop (the TextMessages option) and AccountDetails.HasPhone. It reports data.loanAlerts.dirty,
 * which the leave guard reads; the definition hides it for closed loans.
 */
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/errors';
import { useSaveAlerts } from '../../../api/loans/alerts';
import { useAccountDetails } from '../../../api/loans/details';
import {
  alertsChanged,
  alertsRefusalMessage,
  anyAlertDaysInvalid,
  withEstatementAlertsOf,
  type AlertSettings,
} from '../../../domain/accounts/alerts';
import { useSettings, type BlockWidgetProps } from '../../../engine';
import { AlertPreferences } from '../../shared/alerts/AlertPreferences';
import { SaveStatus, useSaveState } from '../../shared/SaveStatus';
import { flagProp, textProp } from '../../shared/widgetProps';

function reasonOf(error: unknown): string | undefined {
  return error instanceof ApiError && 'reason' in error.problem ? error.problem.reason : undefined;
}

export function LoanAlerts({ props, setData }: BlockWidgetProps) {
  const settings = useSettings();
  const accountNumber = textProp(props, 'accountNumber');
  const textAllowed = flagProp(props, 'textAllowed');
  const details = useAccountDetails(accountNumber || undefined);
  const saveAlerts = useSaveAlerts();
  const loaded = details.data?.Alerts;
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
    report.current({ loanAlerts: { dirty } });
  }, [dirty]);

  if (!current || !details.data) return null;
  const settled = current;
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
      await saveAlerts(accountNumber, settled);
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
      className="loan-alerts"
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
        hasPhone={details.data.HasPhone}
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
