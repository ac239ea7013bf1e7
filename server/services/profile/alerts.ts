/**
 * The user-level alert settings of the profile's Notifications (spec 03 §2.4, §3 Alerts; table
 * user_alerts), all off until saved. A save is refused by the loan alerts' own rule
 * (src/domain/accounts/alerts.ts alertsRefusal): a text alert while the institution does not
 * offer texts or no phone is opted in to texting (TextNotAllowed), a due-date alert's days out of
 * bounds (DaysInvalid). Turning texting off on every phone clears the text alerts (spec 01 §4).
 */
import {
  alertsInForce,
  alertsRefusal,
  DEFAULT_ALERTS,
  type AlertSettings,
  type AlertsRefusal,
} from '../../../src/domain/accounts/alerts.ts';
import { anyTexting } from '../../../src/domain/profile/index.ts';
import type { Institution } from '../../config/institution.ts';
import type { Database } from '../../db/database.ts';

function textAllowed(institution: Institution): boolean {
  return institution.option('TextMessages') === true;
}

/** The user's saved settings, or the defaults; no text alert while texts are not offered. */
export function userAlerts(db: Database, institution: Institution, userId: number): AlertSettings {
  const row = db.get<{ alerts: string }>('SELECT alerts FROM user_alerts WHERE user_id = :userId', {
    userId,
  });
  if (!row) return DEFAULT_ALERTS;
  const saved = JSON.parse(row.alerts) as AlertSettings;
  return alertsInForce(
    {
      TextAlerts: { ...DEFAULT_ALERTS.TextAlerts, ...saved.TextAlerts },
      EmailAlerts: { ...DEFAULT_ALERTS.EmailAlerts, ...saved.EmailAlerts },
    },
    textAllowed(institution),
  );
}

function store(db: Database, userId: number, settings: AlertSettings) {
  db.run(
    `INSERT INTO user_alerts (user_id, alerts) VALUES (:userId, :alerts)
     ON CONFLICT (user_id) DO UPDATE SET alerts = :alerts`,
    { userId, alerts: JSON.stringify(settings) },
  );
}

function textingPhones(db: Database, customerRow: number) {
  return db
    .all<{ number: string; opt_in_texting: number }>(
      'SELECT number, opt_in_texting FROM phone_numbers WHERE customer_id = :customerRow',
      { customerRow },
    )
    .map((row) => ({ PhoneNumber: row.number, Primary: false, OptInToTexting: row.opt_in_texting === 1 }));
}

/** Saves the settings, or answers why not. */
export function saveUserAlerts(
  deps: { db: Database; institution: Institution },
  user: { userId: number; customerRow: number },
  settings: AlertSettings,
): AlertsRefusal | undefined {
  const { db, institution } = deps;
  const refusal = alertsRefusal(
    {
      closed: false,
      textAllowed: textAllowed(institution),
      hasPhone: anyTexting(textingPhones(db, user.customerRow)),
    },
    settings,
  );
  if (refusal) return refusal;
  store(db, user.userId, settings);
  return undefined;
}

const TEXT_OFF = { AlertLoanDelinquent: false, EstatementAlert: false };

/**
 * Texting was turned off on every phone: the user's text alerts and those of every loan of the
 * customer are cleared (no text can reach the customer any more).
 */
export function clearTextAlerts(
  db: Database,
  institution: Institution,
  user: { userId: number; customerRow: number },
) {
  const current = userAlerts(db, institution, user.userId);
  store(db, user.userId, { ...current, TextAlerts: TEXT_OFF });
  const loans = db.all<{ account_id: number; alerts: string }>(
    `SELECT d.account_id, d.alerts FROM loan_details d JOIN accounts a ON a.id = d.account_id
      WHERE a.customer_id = :customerRow AND d.alerts IS NOT NULL`,
    { customerRow: user.customerRow },
  );
  for (const loan of loans) {
    const saved = JSON.parse(loan.alerts) as AlertSettings;
    db.run('UPDATE loan_details SET alerts = :alerts WHERE account_id = :accountId', {
      alerts: JSON.stringify({ ...saved, TextAlerts: TEXT_OFF }),
      accountId: loan.account_id,
    });
  }
}
