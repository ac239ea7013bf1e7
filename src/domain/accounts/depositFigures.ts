/**
 * The deposit details (issue 15; spec 03 §2.1 does not show their contents): which
 * deposit or investment account of the account list a route's number names, and which of
 * its figures there are to show, in a fixed order, leaving out those the account lacks.
 */
import type { Account } from './account';

export type DepositFigureId =
  'description' | 'number' | 'type' | 'currentBalance' | 'payableBalance' | 'rate' | 'nameOnAccount';

export const DEPOSIT_FIGURES: readonly DepositFigureId[] = [
  'description',
  'number',
  'type',
  'currentBalance',
  'payableBalance',
  'rate',
  'nameOnAccount',
];

const present = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '');

const VALUE: Readonly<Record<DepositFigureId, (account: Account) => unknown>> = {
  description: (account) => account.Description,
  number: (account) => account.Number,
  type: (account) => account.Type,
  currentBalance: (account) => account.Balance,
  payableBalance: (account) => account.AvailableBalance,
  rate: (account) => account.Rate,
  nameOnAccount: (account) => account.NameOnAcct,
};

/** The deposit or investment account with this number (as the route carries it), or undefined. */
export function findDepositAccount(accounts: readonly Account[], number: unknown): Account | undefined {
  if (typeof number !== 'string' || number.trim() === '') return undefined;
  const wanted = number.trim();
  return accounts.find(
    (account) =>
      (account.Type === 'Deposit' || account.Type === 'Investment') && account.Number.trim() === wanted,
  );
}

/** The figures asked for (all when `wanted` is undefined) that this account has, in the fixed order. */
export function depositFiguresOf(account: Account, wanted: readonly string[] | undefined): DepositFigureId[] {
  return DEPOSIT_FIGURES.filter(
    (id) => (wanted === undefined || wanted.includes(id)) && present(VALUE[id](account)),
  );
}
