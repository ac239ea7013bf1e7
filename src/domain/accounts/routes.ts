/**
 * Where a row of the dashboard's lists leads (spec 03 §2.1, §2.2): deposit and investment
 * accounts to the deposit details, loans and lines of credit to the loan details unless
 * the institution turns that off, applications to the application details.
 */
import type { Account } from './account';
import type { Application } from './application';

function segment(value: string): string | null {
  const text = value.trim();
  return text === '' ? null : encodeURIComponent(text);
}

/** The route of an account's details, or null when its row does not open anything. */
export function accountDetailsRoute(
  account: Pick<Account, 'Number' | 'Type'>,
  loanDetails: boolean,
): string | null {
  const number = segment(account.Number);
  if (number === null) return null;
  if (account.Type === 'Deposit' || account.Type === 'Investment')
    return `myaccount/deposits/depositDetails/${number}`;
  return loanDetails ? `myaccount/loanDetails/${number}` : null;
}

export function applicationDetailsRoute(application: Pick<Application, 'ApplicationNumber'>): string | null {
  const number = segment(application.ApplicationNumber);
  return number === null ? null : `myaccount/applicationdetails/${number}`;
}

/** The column that carries a row's link and state tag: the number, else the description, else the first shown. */
export function primaryColumn(columns: readonly string[]): string | undefined {
  return ['number', 'description'].find((column) => columns.includes(column)) ?? columns[0];
}
