import { describe, expect, it } from 'vitest';
import {
  alertsInForce,
  alertDaysInvalid,
  alertDaysMaxLength,
  alertDaysText,
  alertsChanged,
  alertsRefusal,
  alertsRefusalMessage,
  DEFAULT_ALERTS,
  dueDateAlert,
  parseAlertDays,
  sanitiseAlertDays,
  setDueDateBefore,
  setDueDateDays,
  textToggleDisabled,
  tickDueDateAlert,
  withEstatementAlertsOf,
  type AlertsContext,
  type AlertSettings,
  type DueDateAlert,
  type DueDateAlertValue,
  type EmailAlerts,
} from '../../../../src/domain/accounts/alerts';

const email = (change: Partial<EmailAlerts>): AlertSettings => ({
  ...DEFAULT_ALERTS,
  EmailAlerts: { ...DEFAULT_ALERTS.EmailAlerts, ...change },
});

describe('DEFAULT_ALERTS: every alert off, due-date alerts before the due date with empty days', () => {
  it.each<DueDateAlert>([1, 2, 3, 4])('alert %i', (alert) => {
    expect(dueDateAlert(DEFAULT_ALERTS, alert)).toEqual({ on: false, before: true, days: 0 });
  });
  it('text and e-mail delinquent and e-statement alerts off', () => {
    expect(DEFAULT_ALERTS.TextAlerts).toEqual({ AlertLoanDelinquent: false, EstatementAlert: false });
    expect(DEFAULT_ALERTS.EmailAlerts.AlertLoanDelinquent).toBe(false);
    expect(DEFAULT_ALERTS.EmailAlerts.EstatementAlert).toBe(false);
  });
});

describe('tickDueDateAlert: alert 1 ticked with empty days is 15 days before (spec 03 §4)', () => {
  it.each<[string, DueDateAlert, boolean, Partial<EmailAlerts>, DueDateAlertValue]>([
    [
      'alert 1, empty days, after',
      1,
      true,
      { AlertLoanDueDate1Before: false },
      { on: true, before: true, days: 15 },
    ],
    ['alert 1, empty days', 1, true, {}, { on: true, before: true, days: 15 }],
    [
      'alert 1 with days keeps them and the side',
      1,
      true,
      { AlertLoanDueDate1Days: 4, AlertLoanDueDate1Before: false },
      { on: true, before: false, days: 4 },
    ],
    [
      'alert 1 unticked keeps its days',
      1,
      false,
      { AlertLoanDueDate1: true, AlertLoanDueDate1Days: 15 },
      { on: false, before: true, days: 15 },
    ],
    ['alert 2 ticked stays empty', 2, true, {}, { on: true, before: true, days: 0 }],
    [
      'alert 3 ticked keeps after',
      3,
      true,
      { AlertLoanDueDate3Before: false },
      { on: true, before: false, days: 0 },
    ],
    [
      'alert 4 ticked keeps its days',
      4,
      true,
      { AlertLoanDueDate4Days: 30 },
      { on: true, before: true, days: 30 },
    ],
  ])('%s', (_name, alert, on, start, expected) => {
    const ticked = tickDueDateAlert(email(start), alert, on);
    expect(dueDateAlert(ticked, alert)).toEqual(expected);
  });

  it('changes no other alert', () => {
    const ticked = tickDueDateAlert(DEFAULT_ALERTS, 1, true);
    for (const alert of [2, 3, 4] as const)
      expect(dueDateAlert(ticked, alert)).toEqual(dueDateAlert(DEFAULT_ALERTS, alert));
    expect(ticked.TextAlerts).toBe(DEFAULT_ALERTS.TextAlerts);
  });
});

describe('setDueDateBefore and setDueDateDays', () => {
  it('sets the side', () => {
    expect(dueDateAlert(setDueDateBefore(DEFAULT_ALERTS, 2, false), 2).before).toBe(false);
  });
  it.each<[DueDateAlert, string, number]>([
    [1, '7', 7],
    [1, '', 0],
    [1, '1a2', 12],
    [1, '12345', 123],
    [3, '0045', 45],
    [3, '1'.repeat(25), Number('1'.repeat(20))],
  ])('alert %i typed %j -> %i days', (alert, text, days) => {
    expect(dueDateAlert(setDueDateDays(DEFAULT_ALERTS, alert, text), alert).days).toBe(days);
  });
});

describe('day inputs (spec 03 §5): digits only; 3 characters for alerts 1 and 2, 20 for 3 and 4', () => {
  it.each<[DueDateAlert, number]>([
    [1, 3],
    [2, 3],
    [3, 20],
    [4, 20],
  ])('alert %i holds %i', (alert, length) => {
    expect(alertDaysMaxLength(alert)).toBe(length);
    expect(sanitiseAlertDays('9'.repeat(30), alert)).toHaveLength(length);
  });

  it.each<[string, string]>([
    ['15', '15'],
    [' 1 5 ', '15'],
    ['-3', '3'],
    ['1.5', '15'],
    ['abc', ''],
    ['', ''],
  ])('%j -> %j', (text, expected) => {
    expect(sanitiseAlertDays(text, 1)).toBe(expected);
  });

  it.each<[string, number]>([
    ['', 0],
    ['0', 0],
    ['015', 15],
  ])('parseAlertDays(%j) -> %i', (text, days) => {
    expect(parseAlertDays(text)).toBe(days);
  });

  it.each<[number, string]>([
    [0, ''],
    [15, '15'],
  ])('alertDaysText(%i) -> %j', (days, text) => {
    expect(alertDaysText(days)).toBe(text);
  });
});

describe('alertDaysInvalid: 0 to 999 days, at least 1 when ticked', () => {
  it.each<[DueDateAlertValue, boolean]>([
    [{ on: false, before: true, days: 0 }, false],
    [{ on: true, before: true, days: 0 }, true],
    [{ on: true, before: false, days: 1 }, false],
    [{ on: true, before: true, days: 999 }, false],
    [{ on: true, before: true, days: 1000 }, true],
    [{ on: false, before: true, days: 1000 }, true],
    [{ on: false, before: true, days: -1 }, true],
    [{ on: true, before: true, days: 1.5 }, true],
  ])('%j -> %j', (value, expected) => {
    expect(alertDaysInvalid(value)).toBe(expected);
  });
});

describe('alertsChanged: against the loaded copy', () => {
  it.each<[string, AlertSettings, boolean]>([
    ['the same object', DEFAULT_ALERTS, false],
    ['an equal copy', structuredClone(DEFAULT_ALERTS), false],
    [
      'a text alert',
      { ...DEFAULT_ALERTS, TextAlerts: { AlertLoanDelinquent: true, EstatementAlert: false } },
      true,
    ],
    ['a due-date alert', email({ AlertLoanDueDate3: true }), true],
    ['a side', email({ AlertLoanDueDate4Before: false }), true],
    ['days', email({ AlertLoanDueDate2Days: 3 }), true],
    [
      'ticked and unticked again after the defaults',
      tickDueDateAlert(tickDueDateAlert(DEFAULT_ALERTS, 1, true), 1, false),
      true,
    ],
  ])('%s -> %j', (_name, settings, expected) => {
    expect(alertsChanged(settings, DEFAULT_ALERTS)).toBe(expected);
  });
});

describe('textToggleDisabled: no phone disables a text toggle that is off', () => {
  it.each<[boolean, boolean, boolean]>([
    [true, false, false],
    [true, true, false],
    [false, false, true],
    [false, true, false],
  ])('phone %j, on %j -> %j', (hasPhone, on, expected) => {
    expect(textToggleDisabled(hasPhone, on)).toBe(expected);
  });
});

describe('alertsRefusal: the rule the server applies to a save', () => {
  const OPEN: AlertsContext = { closed: false, textAllowed: true, hasPhone: true };
  const TEXT: AlertSettings = {
    ...DEFAULT_ALERTS,
    TextAlerts: { AlertLoanDelinquent: true, EstatementAlert: false },
  };
  const TEXT_ESTATEMENT: AlertSettings = {
    ...DEFAULT_ALERTS,
    TextAlerts: { AlertLoanDelinquent: false, EstatementAlert: true },
  };
  it.each<[string, AlertsContext, AlertSettings, string | undefined]>([
    ['defaults', OPEN, DEFAULT_ALERTS, undefined],
    ['text alert with phone and option', OPEN, TEXT, undefined],
    ['closed loan', { ...OPEN, closed: true }, DEFAULT_ALERTS, 'AccountClosed'],
    ['closed before text', { closed: true, textAllowed: false, hasPhone: false }, TEXT, 'AccountClosed'],
    ['text alert, option off', { ...OPEN, textAllowed: false }, TEXT, 'TextNotAllowed'],
    ['text alert, no phone', { ...OPEN, hasPhone: false }, TEXT, 'TextNotAllowed'],
    ['text e-statement alert, no phone', { ...OPEN, hasPhone: false }, TEXT_ESTATEMENT, 'TextNotAllowed'],
    [
      'no text alert, option off and no phone',
      { ...OPEN, textAllowed: false, hasPhone: false },
      DEFAULT_ALERTS,
      undefined,
    ],
    ['ticked alert without days', OPEN, email({ AlertLoanDueDate2: true }), 'DaysInvalid'],
    ['ticked alert with days', OPEN, email({ AlertLoanDueDate2: true, AlertLoanDueDate2Days: 5 }), undefined],
    ['days over 999', OPEN, email({ AlertLoanDueDate4Days: 1000 }), 'DaysInvalid'],
    [
      'text before days',
      { ...OPEN, hasPhone: false },
      { ...TEXT, EmailAlerts: email({ AlertLoanDueDate1: true }).EmailAlerts },
      'TextNotAllowed',
    ],
  ])('%s -> %j', (_name, context, settings, expected) => {
    expect(alertsRefusal(context, settings)).toBe(expected);
  });
});

describe('alertsRefusalMessage: a refusal in the catalogue’s words', () => {
  it.each<[string | undefined, string]>([
    ['AccountClosed', 'accountAlerts.accountClosed'],
    ['TextNotAllowed', 'accountAlerts.textNotAllowed'],
    ['DaysInvalid', 'accountAlerts.daysInvalid'],
    ['Something', 'accountAlerts.saveFailed'],
    [undefined, 'accountAlerts.saveFailed'],
  ])('%j -> %j', (reason, key) => {
    expect(alertsRefusalMessage(reason)).toBe(key);
  });
});

describe('withEstatementAlertsOf: the e-statement alerts as last saved, the rest as edited', () => {
  it('takes both e-statement alerts from the saved copy and nothing else', () => {
    const edited = tickDueDateAlert(
      { ...DEFAULT_ALERTS, TextAlerts: { AlertLoanDelinquent: true, EstatementAlert: false } },
      1,
      true,
    );
    const saved: AlertSettings = {
      TextAlerts: { AlertLoanDelinquent: false, EstatementAlert: true },
      EmailAlerts: { ...DEFAULT_ALERTS.EmailAlerts, EstatementAlert: true },
    };
    expect(withEstatementAlertsOf(edited, saved)).toEqual({
      TextAlerts: { AlertLoanDelinquent: true, EstatementAlert: true },
      EmailAlerts: { ...edited.EmailAlerts, EstatementAlert: true },
    });
  });
});

describe('alertsInForce: no text alert while the institution does not offer texts', () => {
  const saved: AlertSettings = {
    TextAlerts: { AlertLoanDelinquent: true, EstatementAlert: true },
    EmailAlerts: { ...DEFAULT_ALERTS.EmailAlerts, AlertLoanDelinquent: true },
  };
  it.each<[string, boolean, AlertSettings]>([
    ['texts offered: as saved', true, saved],
    [
      'texts not offered: text alerts off, e-mail ones as saved',
      false,
      { ...saved, TextAlerts: { AlertLoanDelinquent: false, EstatementAlert: false } },
    ],
  ])('%s', (_name, textAllowed, expected) => {
    expect(alertsInForce(saved, textAllowed)).toEqual(expected);
  });
});
