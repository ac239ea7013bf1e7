/**
 * A loan's alert settings (spec 03 §2.4, §3 Alerts): kept as JSON in loan_details.alerts,
 * all off until saved (src/domain/accounts/alerts.ts DEFAULT_ALERTS). A save is refused by the
 * portal's own rule (alertsRefusal): a closed loan (its alerts are hidden), a text alert while
 * the institution does not offer texts (TextMessages) or the customer has no phone number, a
 * due-date alert's days out of bounds.
 */
import { isClosed } from '../../../src/domain/accounts/account.ts';
import {
  alertsInForce,
  alertsRefusal,
  DEFAULT_ALERTS,
  type AlertsRefusal,
} from '../../../src/domain/accounts/alerts.ts';
import type { AlertSettings, AlertsRequest } from '../../../src/generated/api-types/loans.ts';
import type { Institution } from '../../config/institution.ts';
import type { Database } from '../../db/database.ts';
import type { LoanDetailsRow, LoanRow } from './account.ts';

/** The loan's saved settings, or the defaults; no text alert while texts are not offered. */
export function alertSettings(details: LoanDetailsRow, institution: Institution): AlertSettings {
  const textAllowed = institution.option('TextMessages') === true;
  if (details.alerts === null) return DEFAULT_ALERTS;
  const saved = JSON.parse(details.alerts) as AlertSettings;
  return alertsInForce(
    {
      TextAlerts: { ...DEFAULT_ALERTS.TextAlerts, ...saved.TextAlerts },
      EmailAlerts: { ...DEFAULT_ALERTS.EmailAlerts, ...saved.EmailAlerts },
    },
    textAllowed,
  );
}

/** Whether the customer has a phone number to text. */
export function hasPhone(db: Database, customerId: number): boolean {
  const row = db.get<{ phone: string | null; numbers: number }>(
    `SELECT phone, (SELECT COUNT(*) FROM phone_numbers WHERE customer_id = :customerId) AS numbers
       FROM customers WHERE id = :customerId`,
    { customerId },
  );
  return Boolean(row && ((row.phone ?? '') !== '' || row.numbers > 0));
}

/** Saves the request's settings for the loan, or answers why not. */
export function saveAlerts(
  deps: { db: Database; institution: Institution },
  loan: LoanRow,
  request: AlertsRequest,
): AlertsRefusal | undefined {
  const { db, institution } = deps;
  const settings: AlertSettings = { TextAlerts: request.TextAlerts, EmailAlerts: request.EmailAlerts };
  const refusal = alertsRefusal(
    {
      closed: isClosed({ Comment: loan.comment }),
      textAllowed: institution.option('TextMessages') === true,
      hasPhone: hasPhone(db, loan.customer_id),
    },
    settings,
  );
  if (refusal) return refusal;
  db.run('UPDATE loan_details SET alerts = :alerts WHERE account_id = :accountId', {
    alerts: JSON.stringify(settings),
    accountId: loan.id,
  });
  return undefined;
}
