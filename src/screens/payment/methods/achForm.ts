/**
 * The new bank account form's values, its checks and its request (spec 02 §3 "New ACH form",
 * §5): the rules are the domain's (src/domain/payments/ach.ts), with the bank pre-check of
 * the routing lookup when the setting asks for it.
 */
import type { AchPaymentMethodRequest } from '../../../api/paymentMethods';
import {
  ACCOUNT_NUMBER_MAX_LENGTH,
  achFormErrors,
  ROUTING_NUMBER_LENGTH,
  routingLookupError,
  stripAccountNumber,
  type AchAccountType,
  type AchForm,
} from '../../../domain/payments';

export interface AchValues extends AchForm {
  accountType: AchAccountType | '';
}

export type AchField = keyof AchValues;

export const EMPTY_ACH: AchValues = {
  accountType: 'Checking',
  routingNumber: '',
  accountNumber: '',
  confirmAccountNumber: '',
  ownerName: '',
};

export const ACH_MAX_LENGTH: Readonly<Record<Exclude<AchField, 'accountType'>, number>> = {
  routingNumber: ROUTING_NUMBER_LENGTH,
  accountNumber: ACCOUNT_NUMBER_MAX_LENGTH,
  confirmAccountNumber: ACCOUNT_NUMBER_MAX_LENGTH,
  ownerName: 100,
};

export interface AchCheckOptions {
  confirmShown: boolean;
  /** The bank pre-check is on (paymentAch.requireKnownBank). */
  requireKnownBank: boolean;
  /** The lookup's answer for the routing number as typed, if any. */
  bank?: { BankExists?: boolean };
}

/** Every failing field with its settings key; {} when the account can be sent. */
export function achErrors(values: AchValues, options: AchCheckOptions): Partial<Record<AchField, string>> {
  const found: Partial<Record<AchField, string>> = achFormErrors(values, options.confirmShown);
  const unknownBank = options.requireKnownBank ? routingLookupError(options.bank) : undefined;
  if (!found.routingNumber && unknownBank) found.routingNumber = unknownBank;
  return found;
}

/** The account number fields keep their digits only on blur (spec 02 §5). */
export const stripOnBlur = stripAccountNumber;

export function achRequest(
  values: AchValues,
  loanAccountNumber: string,
  save: boolean,
): AchPaymentMethodRequest {
  return {
    AccountType: values.accountType === '' ? 'Checking' : values.accountType,
    RoutingNumber: values.routingNumber,
    AccountNumber: values.accountNumber,
    OwnerName: values.ownerName.trim(),
    LoanAccountNumber: loanAccountNumber,
    Save: save,
  };
}
