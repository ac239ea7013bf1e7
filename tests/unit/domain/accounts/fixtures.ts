import type { Account } from '../../../../src/domain/accounts';

/** An open loan with the given fields changed. */
export function account(fields: Partial<Account> = {}): Account {
  return { Number: '01-100000-1', Type: 'Loan', Description: 'Loan', Comment: '', Balance: 100, ...fields };
}
