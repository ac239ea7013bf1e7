/**
 * The new card form's values, its checks and its request (spec 02 §3 "New card form", §5):
 * the rules are the domain's (src/domain/payments/card.ts); this only gathers them for
 * the modal and shapes AddCardPaymentMethod's body.
 */
import type { AddCardPaymentMethodRequest } from '../../../api/paymentMethods';
import {
  cardDigits,
  cardFormErrors,
  debitCreditError,
  detectCardType,
  enabledCardTypes,
  type CardForm,
  type DebitCreditType,
  type PaymentOptions,
} from '../../../domain/payments';

export interface CardValues extends CardForm {
  debitCreditType: DebitCreditType | '';
}

export type CardField = keyof CardValues;

export const EMPTY_CARD: CardValues = {
  debitCreditType: '',
  cardNumber: '',
  expiration: '',
  securityCode: '',
  firstName: '',
  lastName: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
};

/** The spec's limits of each text field (spec 02 §9; names and address as the API takes them). */
export const CARD_MAX_LENGTH: Readonly<Record<Exclude<CardField, 'debitCreditType'>, number>> = {
  cardNumber: 19, // 16 digits in groups of 4 (amex 15 digits, 4-6-5)
  expiration: 5,
  securityCode: 4,
  firstName: 60,
  lastName: 60,
  address1: 100,
  address2: 100,
  city: 60,
  state: 30,
  zip: 10,
};

export type CardOptionsIn = Pick<
  PaymentOptions,
  'AllowVisa' | 'AllowAmex' | 'AllowMaster' | 'AllowDiscover' | 'DebitCardsOnly' | 'RequireFullBillingAddress'
>;

/** Every failing field with its settings key; {} when the card can be sent. */
export function cardErrors(
  values: CardValues,
  options: CardOptionsIn,
  today: string,
): Partial<Record<CardField, string>> {
  const kind = debitCreditError(values.debitCreditType, options);
  return {
    ...(kind ? { debitCreditType: kind } : {}),
    ...cardFormErrors(values, {
      enabledTypes: enabledCardTypes(options),
      requireFullAddress: options.RequireFullBillingAddress,
      today,
    }),
  };
}

/** What the expiration field keeps of a keystroke: MM/YY, the slash typed for the user. */
export function formatExpiration(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** AddCardPaymentMethod's body for a valid form. */
export function cardRequest(
  values: CardValues,
  loanAccountNumber: string,
  save: boolean,
): AddCardPaymentMethodRequest {
  const trim = (value: string) => value.trim();
  return {
    BillingAddress: {
      ZipCode: trim(values.zip),
      Address1: trim(values.address1),
      Address2: trim(values.address2),
      City: trim(values.city),
      State: trim(values.state),
    },
    CardHolderFirstName: trim(values.firstName),
    CardHolderLastName: trim(values.lastName),
    CardNumber: cardDigits(values.cardNumber),
    ExpirationDate: values.expiration,
    SecurityCode: values.securityCode,
    CardType: detectCardType(values.cardNumber) ?? 'visa',
    DebitCreditType: values.debitCreditType === '' ? 'DebitCard' : values.debitCreditType,
    LoanAccountNumber: loanAccountNumber,
    Save: save,
  };
}
