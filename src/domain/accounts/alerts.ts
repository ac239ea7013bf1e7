/**
 * A loan's alert preferences (spec 03 §2.4, §3 Alerts, §4, §5, §9): the settings of a loan that
 * never saved any, the edits the form makes (ticking due-date alert 1 with empty days sets
 * before-due and 15 days), change detection against the loaded copy, the day inputs' rules
 * and the refusal rule the server applies to a save (server/services/loans/alerts.ts). Pure;
 * the types are those of schemas/api/loans.json AlertSettings.
 *
 * Choices where the spec is silent: a days value of 0 is "empty" (the contract's "0 when
 * unset"), so a ticked due-date alert needs 1 to ALERT_DAYS_MAX days; alerts 2 to 4 ticked with
 * empty days stay empty (their days are then required); the inputs keep the spec's lengths (3
 * and 20 characters) but every alert has the same ceiling, 999 days (the contract's maximum),
 * since no due-date reminder is meaningful years away.
 */

export interface TextAlerts {
  AlertLoanDelinquent: boolean;
  EstatementAlert: boolean;
}

export interface EmailAlerts extends TextAlerts {
  AlertLoanDueDate1: boolean;
  AlertLoanDueDate2: boolean;
  AlertLoanDueDate3: boolean;
  AlertLoanDueDate4: boolean;
  AlertLoanDueDate1Before: boolean;
  AlertLoanDueDate2Before: boolean;
  AlertLoanDueDate3Before: boolean;
  AlertLoanDueDate4Before: boolean;
  AlertLoanDueDate1Days: number;
  AlertLoanDueDate2Days: number;
  AlertLoanDueDate3Days: number;
  AlertLoanDueDate4Days: number;
}

export interface AlertSettings {
  TextAlerts: TextAlerts;
  EmailAlerts: EmailAlerts;
}

/** The four due-date alerts, by number. */
export type DueDateAlert = 1 | 2 | 3 | 4;
export const DUE_DATE_ALERTS: readonly DueDateAlert[] = [1, 2, 3, 4];

/** Spec 03 §9: the days due-date alert 1 gets when ticked with none. */
export const FIRST_ALERT_DEFAULT_DAYS = 15;
/** The most days before or after the due date (schemas/api/loans.json EmailAlerts maximum). */
export const ALERT_DAYS_MAX = 999;

/** The settings of a loan that never saved any: every alert off, due-date alerts before the due date. */
export const DEFAULT_ALERTS: AlertSettings = {
  TextAlerts: { AlertLoanDelinquent: false, EstatementAlert: false },
  EmailAlerts: {
    AlertLoanDelinquent: false,
    EstatementAlert: false,
    AlertLoanDueDate1: false,
    AlertLoanDueDate2: false,
    AlertLoanDueDate3: false,
    AlertLoanDueDate4: false,
    AlertLoanDueDate1Before: true,
    AlertLoanDueDate2Before: true,
    AlertLoanDueDate3Before: true,
    AlertLoanDueDate4Before: true,
    AlertLoanDueDate1Days: 0,
    AlertLoanDueDate2Days: 0,
    AlertLoanDueDate3Days: 0,
    AlertLoanDueDate4Days: 0,
  },
};

/** One due-date alert as the form shows it. */
export interface DueDateAlertValue {
  on: boolean;
  before: boolean;
  days: number;
}

export function dueDateAlert(settings: AlertSettings, alert: DueDateAlert): DueDateAlertValue {
  const email = settings.EmailAlerts;
  return {
    on: email[`AlertLoanDueDate${alert}`],
    before: email[`AlertLoanDueDate${alert}Before`],
    days: email[`AlertLoanDueDate${alert}Days`],
  };
}

function withDueDateAlert(settings: AlertSettings, alert: DueDateAlert, value: DueDateAlertValue) {
  return {
    ...settings,
    EmailAlerts: {
      ...settings.EmailAlerts,
      [`AlertLoanDueDate${alert}`]: value.on,
      [`AlertLoanDueDate${alert}Before`]: value.before,
      [`AlertLoanDueDate${alert}Days`]: value.days,
    },
  };
}

/** Ticks or unticks a due-date alert; alert 1 ticked with empty days becomes 15 days before (§4). */
export function tickDueDateAlert(settings: AlertSettings, alert: DueDateAlert, on: boolean): AlertSettings {
  const current = dueDateAlert(settings, alert);
  const defaults = on && alert === 1 && current.days === 0;
  return withDueDateAlert(
    settings,
    alert,
    defaults ? { on, before: true, days: FIRST_ALERT_DEFAULT_DAYS } : { ...current, on },
  );
}

export function setDueDateBefore(
  settings: AlertSettings,
  alert: DueDateAlert,
  before: boolean,
): AlertSettings {
  return withDueDateAlert(settings, alert, { ...dueDateAlert(settings, alert), before });
}

/** Sets a due-date alert's days from the input's text (sanitised first; empty is 0). */
export function setDueDateDays(settings: AlertSettings, alert: DueDateAlert, text: string): AlertSettings {
  return withDueDateAlert(settings, alert, {
    ...dueDateAlert(settings, alert),
    days: parseAlertDays(sanitiseAlertDays(text, alert)),
  });
}

/** Spec 03 §5: the days input holds 3 characters for alerts 1 and 2, 20 for alerts 3 and 4. */
export function alertDaysMaxLength(alert: DueDateAlert): number {
  return alert <= 2 ? 3 : 20;
}

/** The days input as typed: digits only, cut to the alert's length. */
export function sanitiseAlertDays(text: string, alert: DueDateAlert): string {
  return text.replace(/\D/g, '').slice(0, alertDaysMaxLength(alert));
}

/** The days of the input's (sanitised) text; empty is 0. */
export function parseAlertDays(text: string): number {
  return text === '' ? 0 : Number(text);
}

/** The input's text for a days value: 0 (unset) shows empty. */
export function alertDaysText(days: number): string {
  return days === 0 ? '' : String(days);
}

/**
 * Whether a due-date alert's days break the rules: any alert's days must be a whole number
 * from 0 to 999, a ticked one's at least 1 (0 is empty).
 */
export function alertDaysInvalid(value: DueDateAlertValue): boolean {
  const { on, days } = value;
  return !Number.isInteger(days) || days < (on ? 1 : 0) || days > ALERT_DAYS_MAX;
}

export function anyAlertDaysInvalid(settings: AlertSettings): boolean {
  return DUE_DATE_ALERTS.some((alert) => alertDaysInvalid(dueDateAlert(settings, alert)));
}

/** Whether any text alert is on. */
export function textAlertsOn(settings: AlertSettings): boolean {
  return settings.TextAlerts.AlertLoanDelinquent || settings.TextAlerts.EstatementAlert;
}

const TEXT_KEYS = Object.keys(DEFAULT_ALERTS.TextAlerts) as (keyof TextAlerts)[];
const EMAIL_KEYS = Object.keys(DEFAULT_ALERTS.EmailAlerts) as (keyof EmailAlerts)[];

/** Whether the settings differ from the loaded copy (Save and Reset show only then, §4). */
export function alertsChanged(settings: AlertSettings, loaded: AlertSettings): boolean {
  return (
    TEXT_KEYS.some((key) => settings.TextAlerts[key] !== loaded.TextAlerts[key]) ||
    EMAIL_KEYS.some((key) => settings.EmailAlerts[key] !== loaded.EmailAlerts[key])
  );
}

/**
 * Whether a text toggle is disabled for a customer without a phone (§2.4): yes, unless it is on
 * (saved before the phone was removed), so that it can still be turned off.
 */
export function textToggleDisabled(hasPhone: boolean, on: boolean): boolean {
  return !hasPhone && !on;
}

/**
 * The settings with the e-statement alerts (text and e-mail) of `from`: the alert preferences
 * do not show them (the e-statements section owns them), so they send them as last saved.
 */
export function withEstatementAlertsOf(settings: AlertSettings, from: AlertSettings): AlertSettings {
  return {
    TextAlerts: { ...settings.TextAlerts, EstatementAlert: from.TextAlerts.EstatementAlert },
    EmailAlerts: { ...settings.EmailAlerts, EstatementAlert: from.EmailAlerts.EstatementAlert },
  };
}

/**
 * The settings in force: while the institution does not offer texts (TextMessages off), no text
 * alert is on, whatever was saved before the option was turned off. The portal then shows and
 * sends them off, so a save is never refused for a text alert the user cannot see.
 */
export function alertsInForce(settings: AlertSettings, textAllowed: boolean): AlertSettings {
  if (textAllowed) return settings;
  return { ...settings, TextAlerts: { AlertLoanDelinquent: false, EstatementAlert: false } };
}

/** What the save of a loan's alerts depends on besides the settings. */
export interface AlertsContext {
  /** The loan is closed: its alerts are hidden and not saved (§2.3). */
  closed: boolean;
  /** The institution's TextMessages option (the spec's allow-text option). */
  textAllowed: boolean;
  /** The customer has a phone number to text. */
  hasPhone: boolean;
}

export type AlertsRefusal = 'AccountClosed' | 'TextNotAllowed' | 'DaysInvalid';

/**
 * Why a save of these settings is refused, or undefined: a closed loan; a text alert on while
 * texting is not offered or the customer has no phone; a due-date alert's days out of bounds.
 */
export function alertsRefusal(context: AlertsContext, settings: AlertSettings): AlertsRefusal | undefined {
  if (context.closed) return 'AccountClosed';
  if (textAlertsOn(settings) && !(context.textAllowed && context.hasPhone)) return 'TextNotAllowed';
  if (anyAlertDaysInvalid(settings)) return 'DaysInvalid';
  return undefined;
}

/** The settings key of a refusal's message (group accountAlerts); any other failure the generic one. */
export function alertsRefusalMessage(reason: string | undefined): string {
  switch (reason) {
    case 'AccountClosed':
      return 'accountAlerts.accountClosed';
    case 'TextNotAllowed':
      return 'accountAlerts.textNotAllowed';
    case 'DaysInvalid':
      return 'accountAlerts.daysInvalid';
    default:
      return 'accountAlerts.saveFailed';
  }
}
