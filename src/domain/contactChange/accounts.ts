/**
 * The accounts a contact info change may name (spec 03 §2.9: one per loan account of the
 * account list, numbers only): loans and lines of credit, the accounts the loan screen opens
 * and the server's ManualChangeContactInfo accepts.
 */
import type { Account } from '../accounts/account';

export function changeableAccountNumbers(accounts: readonly Pick<Account, 'Number' | 'Type'>[]): string[] {
  return accounts
    .filter((account) => account.Type === 'Loan' || account.Type === 'LineOfCredit')
    .map((account) => account.Number);
}
