/**
 * The account step's decisions, read from rules/payments.json over the payment facts of an
 * account (spec 02 §4 "Account eligibility"): which accounts are listed, which is preselected,
 * and whether the selected one can be paid, with the catalogue's message when not.
 */
import type { PaymentInfoResponse } from '../../api/payments';
import type { Account } from '../../domain/accounts';
import { accountMessage, paymentFacts, type PaymentChoices, type PaymentFacts } from '../../domain/payments';
import { evaluate, type LogicEnv } from '../../engine';
import { daysBeforeDueChoicesOf } from './wizardData';

/** The env with data.payment replaced: the rules read the facts of this account. */
function withFacts(env: LogicEnv, payment: PaymentFacts): LogicEnv {
  return { ...env, context: { ...env.context, data: { ...env.context.data, payment } } };
}

export function ruleOf(env: LogicEnv, payment: PaymentFacts, rule: string): unknown {
  return evaluate({ rule }, withFacts(env, payment));
}

/**
 * Loans and lines of credit that are not closed (paymentAccountClosed), in the server's order:
 * one with another hold code is listed too, so that selecting it says why it cannot be paid.
 */
export function payableAccounts(accounts: readonly Account[], env: LogicEnv, today: string): Account[] {
  return accounts.filter(
    (account) =>
      (account.Type === 'Loan' || account.Type === 'LineOfCredit') &&
      ruleOf(env, paymentFacts({ account, today }), 'paymentAccountClosed') !== true,
  );
}

/** The route's account when it is listed, else the only account when there is exactly one. */
export function preselected(accounts: readonly Account[], fromRoute: string | undefined): string {
  if (fromRoute && accounts.some((account) => account.Number === fromRoute)) return fromRoute;
  return accounts.length === 1 ? accounts[0]!.Number : '';
}

/** The facts of an account with its payment information (when loaded) and the choices so far. */
export function factsOf(
  account: Account,
  info: PaymentInfoResponse | undefined,
  choices: PaymentChoices,
  today: string,
): PaymentFacts {
  return paymentFacts({
    account,
    loan: info,
    info: info?.PaymentOptions,
    choices,
    daysBeforeDueChoices: info ? daysBeforeDueChoicesOf(info, today).length : 0,
    today,
  });
}

/** Statuses of paymentAccountStatus and paymentInfoStatus that allow a payment. */
const PAYABLE = new Set(['Open', 'CardOnly', 'AchOnly', 'Ok']);

/**
 * Why the account cannot be paid, as a settings key, or '' when it can: first what the account
 * list says (paymentAccountStatus), then, once loaded, what the payment information says
 * (paymentInfoStatus).
 */
export function blockedMessage(env: LogicEnv, facts: PaymentFacts): string {
  const before = String(ruleOf(env, facts, 'paymentAccountStatus'));
  if (!PAYABLE.has(before)) return accountMessage(before).key;
  if (!facts.loan.loaded) return '';
  const after = String(ruleOf(env, facts, 'paymentInfoStatus'));
  return PAYABLE.has(after) ? '' : accountMessage(after).key;
}
