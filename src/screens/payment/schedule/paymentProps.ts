/**
 * Reading the props the payment definition hands the frequency, amount and total widgets: the
 * payment information of the selected account (data.paymentInfo, the GetPaymentInfo answer as
 * src/api/payments.ts checked it), the chosen method (data.paymentMethod, written by the method
 * picker), the frequency step's outcome (data.paymentFrequency) and the results of the rules of
 * rules/payments.json. Each reader returns a safe value when a prop is missing or malformed.
 */
import type { PaymentInfoResponse } from '../../../api/payments';
import type { Options } from '../../../engine';
import {
  FREQUENCIES,
  type DebitCreditType,
  type Frequency,
  type PaymentMethodType,
  type PaymentOptions,
} from '../../../domain/payments';

type Props = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The payment information (checked against its schema when it was fetched), or undefined. */
export function infoProp(props: Props, name = 'info'): PaymentInfoResponse | undefined {
  const value = props[name];
  const looksRight =
    isObject(value) && typeof value.accountNumber === 'string' && isObject(value.PaymentOptions);
  return looksRight ? (value as unknown as PaymentInfoResponse) : undefined;
}

/** What the widgets read of the chosen method. */
export interface ChosenMethod {
  type: PaymentMethodType;
  debitCredit?: DebitCreditType;
}

/** The method picker's selection (its type and, for a card, debit or credit), or undefined. */
export function methodProp(props: Props, name = 'method'): ChosenMethod | undefined {
  const value = props[name];
  if (!isObject(value) || (value.type !== 'Card' && value.type !== 'ACH')) return undefined;
  const debitCredit =
    value.debitCredit === 'DebitCard' || value.debitCredit === 'CreditCard' ? value.debitCredit : undefined;
  return { type: value.type, debitCredit };
}

export function isFrequency(value: unknown): value is Frequency {
  return typeof value === 'string' && (FREQUENCIES as readonly string[]).includes(value);
}

/** The frequencies of a rule's answer (paymentFrequencies), Pay Once when there is none. */
export function frequenciesProp(props: Props, name = 'frequencies'): Frequency[] {
  const value = props[name];
  const list = Array.isArray(value) ? value.filter(isFrequency) : [];
  return list.length > 0 ? list : ['OneTime'];
}

/** A rule's boolean answer; anything but a boolean is the fallback. */
export function ruleProp(props: Props, name: string, fallback: boolean): boolean {
  const value = props[name];
  return typeof value === 'boolean' ? value : fallback;
}

/**
 * The institution options as the payment computations name them. The engine checked each
 * declared option's type at boot (schemas/institution-options.schema.json gives the defaults),
 * so the resolved options object is that shape.
 */
export function paymentOptionsOf(options: Options): PaymentOptions {
  return options as unknown as PaymentOptions;
}

/** Host days as YYYY-MM-DD (a date-time counts by its date). */
export function isoDays(days: readonly string[] | null | undefined): string[] {
  return (days ?? []).map((day) => day.slice(0, 10));
}
