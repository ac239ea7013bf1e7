/**
 * The alert preferences form's fields (spec 03 §2.4, §4, §5): the delinquent alerts by text and
 * by e-mail, and the four due-date alerts, each a fieldset with its checkbox, a before/after
 * radio group and a days input (digits only, 3 or 20 characters; a message while a ticked alert
 * has no valid days). Presentational: it shows `value` and hands every edit to `onChange`, so
 * the loan screen (LoanAlerts) and the profile's Notifications both own their saving. The
 * e-statement alerts are not shown (the e-statements section owns them) and pass through as
 * they are. Text toggles show only when `textAllowed`; without a phone they are disabled (one
 * already on may still be turned off) with a hint.
 */
import { useId } from 'react';
import {
  alertDaysInvalid,
  alertDaysMaxLength,
  alertDaysText,
  dueDateAlert,
  DUE_DATE_ALERTS,
  setDueDateBefore,
  setDueDateDays,
  textToggleDisabled,
  tickDueDateAlert,
  type AlertSettings,
  type DueDateAlert,
} from '../../../domain/accounts/alerts';
import { useSettings } from '../../../engine';
import './alerts.css';

export interface AlertPreferencesProps {
  value: AlertSettings;
  onChange: (value: AlertSettings) => void;
  /** The TextMessages option: the text toggles show only then. */
  textAllowed: boolean;
  /** The user has a phone number to text. */
  hasPhone: boolean;
  /** The settings key of the hint while the text toggles are off for want of a phone. */
  noPhoneHint?: string;
  /** Every control disabled (while saving). */
  disabled?: boolean;
}

interface ToggleProps {
  id: string;
  label: string;
  checked: boolean;
  disabled: boolean;
  describedBy?: string;
  onChange: (checked: boolean) => void;
}

function Toggle({ id, label, checked, disabled, describedBy, onChange }: ToggleProps) {
  return (
    <div className="checkbox">
      <input
        type="checkbox"
        id={id}
        className="checkbox__input"
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="checkbox__label">
        {label}
      </label>
    </div>
  );
}

interface DueDateFieldsetProps {
  id: string;
  alert: DueDateAlert;
  value: AlertSettings;
  onChange: (value: AlertSettings) => void;
  disabled: boolean;
}

function DueDateFieldset({ id, alert, value, onChange, disabled }: DueDateFieldsetProps) {
  const settings = useSettings();
  const current = dueDateAlert(value, alert);
  const off = disabled || !current.on;
  const invalid = alertDaysInvalid(current);
  const prefix = `${id}-due${alert}`;
  const number = String(alert);
  const radio = (before: boolean, key: 'before' | 'after', label: string) => (
    <div className="radio">
      <input
        type="radio"
        id={`${prefix}-${key}`}
        name={`${prefix}-when`}
        className="radio__input"
        checked={current.before === before}
        disabled={off}
        onChange={() => onChange(setDueDateBefore(value, alert, before))}
      />
      <label htmlFor={`${prefix}-${key}`} className="radio__label">
        {label}
      </label>
    </div>
  );
  return (
    <fieldset className="alert-preferences__group">
      <legend>{settings.text('accountAlerts.dueDateLegend', { number })}</legend>
      <Toggle
        id={`${prefix}-on`}
        label={settings.text('accountAlerts.dueDateLabel')}
        checked={current.on}
        disabled={disabled}
        onChange={(on) => onChange(tickDueDateAlert(value, alert, on))}
      />
      <div
        className="radio-group alert-preferences__timing"
        role="radiogroup"
        aria-label={settings.text('accountAlerts.timingLabel', { number })}
      >
        {radio(true, 'before', settings.text('accountAlerts.before'))}
        {radio(false, 'after', settings.text('accountAlerts.after'))}
      </div>
      <div className={`field alert-preferences__days${invalid ? ' field--invalid' : ''}`}>
        <div className="field__label">
          <label htmlFor={`${prefix}-days`}>{settings.text('accountAlerts.daysLabel')}</label>
        </div>
        <input
          id={`${prefix}-days`}
          className="input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={alertDaysMaxLength(alert)}
          value={alertDaysText(current.days)}
          disabled={off}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={`${prefix}-days-error`}
          onChange={(event) => onChange(setDueDateDays(value, alert, event.target.value))}
        />
        <p id={`${prefix}-days-error`} className="field__error" aria-live="polite">
          {invalid ? settings.text('accountAlerts.daysInvalid') : ''}
        </p>
      </div>
    </fieldset>
  );
}

export function AlertPreferences({
  value,
  onChange,
  textAllowed,
  hasPhone,
  noPhoneHint = 'accountAlerts.noPhoneHint',
  disabled = false,
}: AlertPreferencesProps) {
  const settings = useSettings();
  const id = useId();
  const text = value.TextAlerts;
  const email = value.EmailAlerts;
  const hintId = `${id}-no-phone`;
  return (
    <div className="alert-preferences">
      <fieldset className="alert-preferences__group">
        <legend>{settings.text('accountAlerts.delinquentLegend')}</legend>
        {textAllowed && (
          <>
            <Toggle
              id={`${id}-delinquent-text`}
              label={settings.text('accountAlerts.delinquentText')}
              checked={text.AlertLoanDelinquent}
              disabled={disabled || textToggleDisabled(hasPhone, text.AlertLoanDelinquent)}
              describedBy={hasPhone ? undefined : hintId}
              onChange={(on) => onChange({ ...value, TextAlerts: { ...text, AlertLoanDelinquent: on } })}
            />
            {!hasPhone && (
              <p id={hintId} className="field__help">
                {settings.text(noPhoneHint)}
              </p>
            )}
          </>
        )}
        <Toggle
          id={`${id}-delinquent-email`}
          label={settings.text('accountAlerts.delinquentEmail')}
          checked={email.AlertLoanDelinquent}
          disabled={disabled}
          onChange={(on) => onChange({ ...value, EmailAlerts: { ...email, AlertLoanDelinquent: on } })}
        />
      </fieldset>
      {DUE_DATE_ALERTS.map((alert) => (
        <DueDateFieldset
          key={alert}
          id={id}
          alert={alert}
          value={value}
          onChange={onChange}
          disabled={disabled}
        />
      ))}
    </div>
  );
}
