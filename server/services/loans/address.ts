/**
 * Saving a loan's mailing address (spec 03 §5, §8; POST /api/Account/UpdateAddress): the
 * address is sanitised and checked by the portal's own rules (src/domain/accounts/address.ts)
 * against the bundled demo zip table (config/zip-cities.json); a closed loan is read-only.
 */
import { isClosed } from '../../../src/domain/accounts/account.ts';
import {
  addressProblem,
  cleanAddress,
  type AddressProblem,
  type MailingAddress,
  type ZipCities,
} from '../../../src/domain/accounts/address.ts';
import zipCities from '../../config/zip-cities.json' with { type: 'json' };
import type { Database } from '../../db/database.ts';
import { loanDetails, type LoanRow } from './account.ts';

export const ZIP_CITIES: ZipCities = zipCities;

export type AddressResult = { saved: MailingAddress } | { refused: AddressProblem | 'AccountClosed' };

export function updateAddress(db: Database, loan: LoanRow, typed: MailingAddress): AddressResult {
  if (isClosed({ Comment: loan.comment })) return { refused: 'AccountClosed' };
  const address = cleanAddress(typed);
  const problem = addressProblem(address, ZIP_CITIES);
  if (problem) return { refused: problem };
  loanDetails(db, loan.id);
  db.run(
    `UPDATE loan_details SET address1 = :address1, city = :city, state = :state, zip = :zip
      WHERE account_id = :accountId`,
    {
      address1: address.Address1,
      city: address.City,
      state: address.State,
      zip: address.ZipCode,
      accountId: loan.id,
    },
  );
  return { saved: address };
}
