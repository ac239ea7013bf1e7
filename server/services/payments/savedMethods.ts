/**
 * The calls on a user's saved methods (spec 02 §7 PaymentMethod): listing them with the loan's
 * default, adding a card or a bank account, checking a bank account, deleting a method, and
 * setting or removing the loan's default. A method of another user is a 403, never data.
 */
import type {
  AchPaymentMethodRequest,
  AddCardPaymentMethodRequest,
  PaymentMethodResponse,
  PaymentMethodsResponse,
  SetDefaultPaymentMethodRequest,
} from '../../../src/generated/api-types/payments.ts';
import { forbidden } from '../../http/errors.ts';
import type { SessionUser } from '../../http/env.ts';
import { paymentContext, type PaymentDeps } from './context.ts';
import {
  defaultMethod,
  deleteMethod,
  methodByProfile,
  removeDefaultMethod,
  savedMethod,
  savedMethods,
  setDefaultMethod,
  type MethodRow,
} from './methods.ts';
import { addBankAccount, addCard } from './newMethods.ts';
import { refusal } from './refusal.ts';

const notYourMethod = () =>
  forbidden('NotYourPaymentMethod', 'No payment method of yours has this ProfileId.');

/** The user's live method of this ProfileId and type, else 403. */
function ownMethod(deps: PaymentDeps, session: SessionUser, profileId: string, isCard: boolean): MethodRow {
  const row = methodByProfile(deps.db, session.userId, profileId);
  if (!row || (row.is_card === 1) !== isCard) throw notYourMethod();
  return row;
}

export function listMethods(
  deps: PaymentDeps,
  session: SessionUser,
  accountNumber: string,
): PaymentMethodsResponse {
  const { loan } = paymentContext(deps, session, accountNumber);
  return {
    HasNoErrors: true,
    Errors: [],
    PaymentMethods: savedMethods(deps.db, session.userId),
    DefaultPaymentMethod: defaultMethod(deps.db, session.userId, loan.id),
  };
}

function answer(deps: PaymentDeps, session: SessionUser, method: MethodRow | undefined, accountId?: number) {
  const result: PaymentMethodResponse = {
    HasNoErrors: true,
    Errors: [],
    DefaultPaymentMethod: accountId === undefined ? null : defaultMethod(deps.db, session.userId, accountId),
  };
  if (method) result.PaymentMethod = savedMethod(method);
  return result;
}

export function addCardMethod(deps: PaymentDeps, session: SessionUser, request: AddCardPaymentMethodRequest) {
  const row = addCard(deps, session, request);
  const { loan } = paymentContext(deps, session, request.LoanAccountNumber);
  return answer(deps, session, row, loan.id);
}

export function addAchMethod(deps: PaymentDeps, session: SessionUser, request: AchPaymentMethodRequest) {
  const row = addBankAccount(deps, session, request);
  const loanId = request.LoanAccountNumber
    ? paymentContext(deps, session, request.LoanAccountNumber).loan.id
    : undefined;
  return answer(deps, session, row, loanId);
}

/** Deletes a saved (or unused single-use) method of the user and the defaults it was. */
export function deleteSavedMethod(
  deps: PaymentDeps,
  session: SessionUser,
  profileId: string,
  isCard: boolean,
) {
  const row = ownMethod(deps, session, profileId, isCard);
  deleteMethod(deps.db, row);
  return answer(deps, session, undefined);
}

export function setDefault(deps: PaymentDeps, session: SessionUser, request: SetDefaultPaymentMethodRequest) {
  const context = paymentContext(deps, session, request.AccountNumber);
  if (deps.institution.option('AllowDefaultPaymentMethod') === false)
    throw refusal('InvalidInfo', 'The institution does not keep a default payment method.');
  const row = ownMethod(deps, session, request.PaymentMethod.ProfileId, request.PaymentMethod.IsCard);
  if (row.single_use === 1) throw refusal('MustSavePaymentMethod', 'Only a saved method can be the default.');
  setDefaultMethod(deps.db, session.userId, context.loan.id, row);
  return answer(deps, session, row, context.loan.id);
}

export function removeDefault(deps: PaymentDeps, session: SessionUser, accountNumber: string) {
  const { loan } = paymentContext(deps, session, accountNumber);
  removeDefaultMethod(deps.db, session.userId, loan.id);
  return answer(deps, session, undefined, loan.id);
}
