/**
 * One loan application's details (spec 03 §2.13; GET /api/Application): the customer's
 * personal name and the application, read only among the customer's own applications
 * (another customer's or an unknown number is the same 403). No funds date is answered as
 * 0001-01-01T00:00:00, the host's "none".
 */
import type { ApplicationDetailsResponse } from '../../../src/generated/api-types/loans.ts';
import type { Database } from '../../db/database.ts';
import { forbidden } from '../../http/errors.ts';
import { dollars, type ApplicationRow } from '../accounts.ts';

/** The host's date for "no date". */
export const NO_DATE = '0001-01-01T00:00:00';

export function applicationDetails(
  db: Database,
  customerId: number,
  number: string,
): ApplicationDetailsResponse {
  const row = db.get<ApplicationRow>(
    'SELECT * FROM applications WHERE customer_id = :customerId AND application_number = :number',
    { customerId, number },
  );
  if (!row) throw forbidden('NotYourApplication', 'No application of yours has this number.');
  const customer = db.get<{ first_name: string; last_name: string }>(
    'SELECT first_name, last_name FROM customers WHERE id = :customerId',
    { customerId },
  )!;
  return {
    HasNoErrors: true,
    Errors: [],
    PersonalName: `${customer.first_name} ${customer.last_name}`,
    Application: {
      ApplicationNumber: row.application_number,
      Status: row.status,
      AmountRequested: dollars(row.amount_requested_cents),
      AmountApproved: dollars(row.amount_approved_cents),
      LastModified: row.last_modified,
      Office: row.office,
      FundsExpected: row.funds_expected ?? NO_DATE,
    },
  };
}
