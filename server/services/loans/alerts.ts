/**
 * A loan's alert settings (spec 03 §2.4, §3 Alerts): kept as JSON in loan_details.alerts,
 * all off until saved. Saving refuses text alerts to a customer without a phone number
 * and any alert on a closed loan (its alerts are hidden).
 */
import { isClosed } from '../../../src/domain/accounts/account.ts';
import type { AlertSettings, AlertsRequest } from '../../../src/generated/api-types/loans.ts';
import type { Database } from '../../db/database.ts';
import type { LoanDetailsRow, LoanRow } from './account.ts';

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

/** The loan's saved settings, or the defaults. */
export function alertSettings(details: LoanDetailsRow): AlertSettings {
  if (details.alerts === null) return DEFAULT_ALERTS;
  const saved = JSON.parse(details.alerts) as AlertSettings;
  return {
    TextAlerts: { ...DEFAULT_ALERTS.TextAlerts, ...saved.TextAlerts },
    EmailAlerts: { ...DEFAULT_ALERTS.EmailAlerts, ...saved.EmailAlerts },
  };
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

export type AlertsRefusal = 'AccountClosed' | 'TextNotAllowed';

/** Saves the request's settings for the loan, or answers why not. */
export function saveAlerts(db: Database, loan: LoanRow, request: AlertsRequest): AlertsRefusal | undefined {
  if (isClosed({ Comment: loan.comment })) return 'AccountClosed';
  const texting = request.TextAlerts.AlertLoanDelinquent || request.TextAlerts.EstatementAlert;
  if (texting && !hasPhone(db, loan.customer_id)) return 'TextNotAllowed';
  const settings: AlertSettings = { TextAlerts: request.TextAlerts, EmailAlerts: request.EmailAlerts };
  db.run('UPDATE loan_details SET alerts = :alerts WHERE account_id = :accountId', {
    alerts: JSON.stringify(settings),
    accountId: loan.id,
  });
  return undefined;
}
