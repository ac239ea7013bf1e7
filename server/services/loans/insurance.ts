/** A loan's insurance products (spec 03 §2.7, §3 insurance item; POST /api/Insurance/GetInsuranceInformation). */
import type { InsuranceItem } from '../../../src/generated/api-types/loans.ts';
import type { Database } from '../../db/database.ts';
import { dollars } from '../accounts.ts';

interface InsuranceRow {
  product: string;
  coverage: number;
  premium_cents: number;
}

export function insuranceOf(db: Database, accountId: number): InsuranceItem[] {
  return db
    .all<InsuranceRow>('SELECT * FROM loan_insurance WHERE account_id = :accountId ORDER BY id', {
      accountId,
    })
    .map((row) => ({ Type: row.product, IsIndividual: row.coverage, Premium: dollars(row.premium_cents) }));
}

export function insertInsurance(
  db: Database,
  accountId: number,
  product: string,
  coverage: number,
  premiumCents: number,
) {
  db.run(
    'INSERT INTO loan_insurance (account_id, product, coverage, premium_cents) VALUES (:accountId, :product, :coverage, :premium)',
    { accountId, product, coverage, premium: premiumCents },
  );
}
