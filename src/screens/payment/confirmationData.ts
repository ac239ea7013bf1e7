/**
 * What the submit step hands the confirmation page (spec 02 §2 "myaccount/paymentConfirm", §3
 * "Confirmation data"): the PaymentConfirmation of src/domain/payments/payload.ts at
 * data.confirmation, handed over in memory (a reload finds none, and the page says so).
 */
import type { PaymentConfirmation } from '../../domain/payments';

export const CONFIRMATION_ROUTE = '/myaccount/paymentConfirm';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The confirmation the screen was handed, or undefined. */
export function confirmationOf(data: Readonly<Record<string, unknown>>): PaymentConfirmation | undefined {
  const value = data.confirmation;
  if (!isObject(value) || typeof value.referenceNumber !== 'string' || !isObject(value.submissionInfo)) {
    return undefined;
  }
  return value as unknown as PaymentConfirmation;
}
