/**
 * The save form around AlertPreferences that the loan's Account Alerts and the profile's
 * Notifications share (spec 03 §2.4, §4, §9): the preferences are edited against the loaded
 * settings; Reset and Save show only with changes; Save while a ticked due-date alert lacks valid
 * days sends nothing and focuses that days input (its message shows already), as the project's
 * forms do; saving shows a spinner, then a check mark for 3 seconds, and the saved settings become
 * the ones Reset returns to (the caller's cache hands them back as `loaded`). The server's refusal
 * shows its message, any other failure the generic error. The e-statement alerts are sent as
 * loaded (the e-statements section owns them). Whether there are changes goes to onDirty, which
 * the caller reports for the leave guard.
 */
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/errors';
import {
  alertsChanged,
  alertsRefusalMessage,
  anyAlertDaysInvalid,
  withEstatementAlertsOf,
  type AlertSettings,
} from '../../../domain/accounts/alerts';
import { useSettings } from '../../../engine';
import { SaveControls, saveTexts } from '../SaveControls';
import { useSaveState } from '../SaveStatus';
import { AlertPreferences } from './AlertPreferences';

function reasonOf(error: unknown): string | undefined {
  return error instanceof ApiError && 'reason' in error.problem ? error.problem.reason : undefined;
}

interface AlertsFormProps {
  /** The settings in force; until they are loaded nothing shows (and onDirty hears false). */
  loaded: AlertSettings | undefined;
  save: (settings: AlertSettings) => Promise<unknown>;
  /** The TextMessages option: whether text toggles show at all. */
  textAllowed: boolean;
  /** Whether texts can be sent now; without it the text toggles are disabled. */
  hasPhone: boolean;
  /** The hint's settings key while they are disabled (AlertPreferences' default otherwise). */
  noPhoneHint?: string;
  className: string;
  onDirty: (dirty: boolean) => void;
}

export function AlertsForm({
  loaded,
  save,
  textAllowed,
  hasPhone,
  noPhoneHint,
  className,
  onDirty,
}: AlertsFormProps) {
  const settings = useSettings();
  const [edited, setEdited] = useState<AlertSettings | null>(null);
  const [state, setState] = useSaveState();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const current = loaded && edited ? withEstatementAlertsOf(edited, loaded) : loaded;
  const dirty = loaded !== undefined && current !== undefined && alertsChanged(current, loaded);
  // The caller's callback may be a new function each render: report only when dirty changes.
  const report = useRef(onDirty);
  useEffect(() => {
    report.current = onDirty;
  });
  useEffect(() => {
    report.current(dirty);
  }, [dirty]);

  if (!current) return null;
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

  async function submit() {
    if (state === 'saving') return;
    if (invalid) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setState('saving');
    setFailure(null);
    try {
      await save(settled);
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
      className={className}
      noValidate
      aria-label={settings.text('accountAlerts.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <AlertPreferences
        value={settled}
        onChange={change}
        textAllowed={textAllowed}
        hasPhone={hasPhone}
        noPhoneHint={noPhoneHint}
        disabled={state === 'saving'}
      />
      {failure && (
        <p className="banner banner--error" role="alert">
          {settings.text(failure)}
        </p>
      )}
      <SaveControls
        className="alert-preferences__controls"
        dirty={dirty}
        state={state}
        texts={saveTexts('accountAlerts', 'reset')}
        onCancel={reset}
      />
    </form>
  );
}
