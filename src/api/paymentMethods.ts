/**
 * The saved payment methods of Make A Payment (spec 02 §7): listing them per loan account,
 * setting and removing the default, adding a card or a bank account (saved or single-use),
 * validating a bank account, deleting a method, and the routing number lookup. Requests and
 * answers are typed by schemas/api/payments.json, and every answer is checked against it.
 */
import useSWR from 'swr';
import type {
  AchPaymentMethodRequest,
  AddCardPaymentMethodRequest,
  DeleteAchPaymentRequest,
  DeleteCardPaymentRequest,
  PaymentMethodResponse,
  PaymentMethodsResponse,
  RoutingDataResponse,
  SetDefaultPaymentMethodRequest,
  ValidateAchPaymentMethodResponse,
} from '../generated/api-types/payments';
import { request } from './client';
import { schemaCheck } from './validation';

/** This area's answer validators, loaded with the first call that needs them (./validation.ts). */
const validators = () => import('../generated/api/payments');

export type {
  AchPaymentMethodRequest,
  AddCardPaymentMethodRequest,
  DefaultPaymentMethod,
  PaymentMethodChoice,
  PaymentMethodResponse,
  PaymentMethodsResponse,
  RoutingDataResponse,
  SavedPaymentMethod,
} from '../generated/api-types/payments';

const checkMethods = schemaCheck(validators, 'PaymentMethodsResponse');
const checkMethod = schemaCheck(validators, 'PaymentMethodResponse');
const checkValidation = schemaCheck(validators, 'ValidateAchPaymentMethodResponse');
const checkRouting = schemaCheck(validators, 'RoutingDataResponse');

export function getPaymentMethods(accountNumber: string): Promise<PaymentMethodsResponse> {
  return request('PaymentMethod/GetPaymentMethods', {
    method: 'POST',
    body: { AccountNumber: accountNumber },
    check: checkMethods,
  });
}

export function paymentMethodsKey(accountNumber: string) {
  return ['paymentMethods', accountNumber] as const;
}

/** The saved methods of a loan account (none asked while the account is ''). */
export function usePaymentMethods(accountNumber: string) {
  return useSWR(
    accountNumber ? paymentMethodsKey(accountNumber) : null,
    () => getPaymentMethods(accountNumber),
    {
      revalidateOnFocus: false,
      revalidateIfStale: false,
    },
  );
}

export function setDefaultPaymentMethod(
  body: SetDefaultPaymentMethodRequest,
): Promise<PaymentMethodResponse> {
  return request('PaymentMethod/SetDefaultPaymentMethod', { method: 'POST', body, check: checkMethod });
}

export function removeDefaultPaymentMethod(accountNumber: string): Promise<PaymentMethodResponse> {
  const query = new URLSearchParams({ accountNumber });
  return request(`PaymentMethod/RemoveDefaultPaymentMethod?${query}`, {
    method: 'DELETE',
    check: checkMethod,
  });
}

export function addCardPaymentMethod(body: AddCardPaymentMethodRequest): Promise<PaymentMethodResponse> {
  return request('PaymentMethod/AddCardPaymentMethod', { method: 'POST', body, check: checkMethod });
}

export function addAchPaymentMethod(body: AchPaymentMethodRequest): Promise<PaymentMethodResponse> {
  return request('PaymentMethod/AddAchPaymentMethod', { method: 'POST', body, check: checkMethod });
}

export function validateAchPaymentMethod(
  body: AchPaymentMethodRequest,
): Promise<ValidateAchPaymentMethodResponse> {
  return request('PaymentMethod/ValidateAchPaymentMethod', { method: 'POST', body, check: checkValidation });
}

export function deleteCardPayment(body: DeleteCardPaymentRequest): Promise<PaymentMethodResponse> {
  return request('PaymentMethod/DeleteCardPayment', { method: 'POST', body, check: checkMethod });
}

export function deleteAchPayment(body: DeleteAchPaymentRequest): Promise<PaymentMethodResponse> {
  return request('PaymentMethod/DeleteAchPayment', { method: 'POST', body, check: checkMethod });
}

/** The bank of a routing number (BankExists false when unknown); `signal` cancels a stale lookup. */
export function getRoutingData(routingNumber: string, signal?: AbortSignal): Promise<RoutingDataResponse> {
  const query = new URLSearchParams({ routingNumber });
  return request(`ACHRoutingData?${query}`, { check: checkRouting, signal });
}
