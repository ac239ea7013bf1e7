/**
 * The Make A Payment calls (spec 02 §7), one function each, with requests typed and answers
 * checked against schemas/api/payments.json, and the SWR hooks with the spec's caching: the
 * payment information per account (refetched after a payment or a delete), the payoff quote per
 * account and date, the third-party fee per request and de-duplicated while in flight.
 */
import useSWR, { useSWRConfig } from 'swr';
import type {
  AchDraftAgreementPreviewRequest,
  AchPaymentMethodRequest,
  AddCardPaymentMethodRequest,
  DeleteAchPaymentRequest,
  DeleteCardPaymentRequest,
  DeletePaymentRequest,
  PaymentInfoResponse,
  SetDefaultPaymentMethodRequest,
  SubmitPaymentRequest,
  SubmitRecurringPaymentRequest,
  ThirdPartyFeeRequest,
} from '../generated/api-types/payments';
import { request } from './client';
import { schemaCheck } from './validation';

/** This area's answer validators, loaded with the first call that needs them (./validation.ts). */
const validators = () => import('../generated/api/payments');

export type {
  PaymentInfoResponse,
  RecurringPayment,
  SavedPaymentMethod,
  ScheduledPayment,
  SubmitPaymentResponse,
} from '../generated/api-types/payments';

const check = {
  info: schemaCheck(validators, 'PaymentInfoResponse'),
  payoff: schemaCheck(validators, 'PayOffQuoteResponse'),
  fee: schemaCheck(validators, 'ThirdPartyFeeResponse'),
  downloadToken: schemaCheck(validators, 'DownloadTokenResponse'),
  methods: schemaCheck(validators, 'PaymentMethodsResponse'),
  method: schemaCheck(validators, 'PaymentMethodResponse'),
  validateAch: schemaCheck(validators, 'ValidateAchPaymentMethodResponse'),
  routing: schemaCheck(validators, 'RoutingDataResponse'),
  preview: schemaCheck(validators, 'AchDraftAgreementPreviewResponse'),
  submit: schemaCheck(validators, 'SubmitPaymentResponse'),
  delete: schemaCheck(validators, 'DeletePaymentResponse'),
};

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The path of a call named by a domain function (payload.ts answers /api/…), for request(). */
const apiPath = (path: string) => path.replace(/^\/?api\//, '');

// --- Payment information, payoff and fees -----------------------------------------------------

export function getPaymentInfo(accountNumber: string): Promise<PaymentInfoResponse> {
  return request(`PaymentInformation/GetPaymentInfo?${query({ accountNumber })}`, { check: check.info });
}

/** The payoff quote in dollars for a date (YYYY-MM-DD, today or later). */
export async function getPayOffQuote(accountNumber: string, payOffDate: string): Promise<number> {
  const path = `PaymentInformation/GetPayOffQuote?${query({ AccountNumber: accountNumber, PayOffDate: payOffDate })}`;
  return (await request(path, { check: check.payoff })).PayOffQuoteAmount;
}

const feesInFlight = new Map<string, Promise<number>>();

/**
 * The third-party fee in dollars. The same request while one is under way shares its answer
 * (de-duplicated in flight); a failed request is forgotten, so the next try asks again.
 */
export function getThirdPartyFee(body: ThirdPartyFeeRequest): Promise<number> {
  const key = JSON.stringify(body);
  const pending = feesInFlight.get(key);
  if (pending) return pending;
  const call = request('PaymentInformation/GetThirdPartyFee', { method: 'POST', body, check: check.fee })
    .then((answer) => answer.ThirdPartyFeeAmount)
    .finally(() => feesInFlight.delete(key));
  feesInFlight.set(key, call);
  return call;
}

/** The token that opens the payoff quote's PDF breakdown, and where it opens. */
export function retrieveDownloadToken(accountNumber: string, effectiveDate: string): Promise<string> {
  const body = { AccountNumber: accountNumber, EffectiveDate: effectiveDate };
  return request('PaymentInformation/RetrieveDownloadToken', {
    method: 'POST',
    body,
    check: check.downloadToken,
  });
}

export function payoffBreakdownUrl(downloadToken: string): string {
  return `/api/PaymentInformation/DownloadPayoffQuoteBreakdown?${query({ downloadToken })}`;
}

// --- Payment methods --------------------------------------------------------------------------

export function getPaymentMethods(accountNumber: string) {
  return request('PaymentMethod/GetPaymentMethods', {
    method: 'POST',
    body: { AccountNumber: accountNumber },
    check: check.methods,
  });
}

export function setDefaultPaymentMethod(body: SetDefaultPaymentMethodRequest) {
  return request('PaymentMethod/SetDefaultPaymentMethod', { method: 'POST', body, check: check.method });
}

export function removeDefaultPaymentMethod(accountNumber: string) {
  return request(`PaymentMethod/RemoveDefaultPaymentMethod?${query({ accountNumber })}`, {
    method: 'DELETE',
    check: check.method,
  });
}

export function addCardPaymentMethod(body: AddCardPaymentMethodRequest) {
  return request('PaymentMethod/AddCardPaymentMethod', { method: 'POST', body, check: check.method });
}

export function addAchPaymentMethod(body: AchPaymentMethodRequest) {
  return request('PaymentMethod/AddAchPaymentMethod', { method: 'POST', body, check: check.method });
}

export function validateAchPaymentMethod(body: AchPaymentMethodRequest) {
  return request('PaymentMethod/ValidateAchPaymentMethod', {
    method: 'POST',
    body,
    check: check.validateAch,
  });
}

export function deleteCardPayment(body: DeleteCardPaymentRequest) {
  return request('PaymentMethod/DeleteCardPayment', { method: 'POST', body, check: check.method });
}

export function deleteAchPayment(body: DeleteAchPaymentRequest) {
  return request('PaymentMethod/DeleteAchPayment', { method: 'POST', body, check: check.method });
}

/** The bank of a routing number (9 digits; the caller waits the spec's 300 ms pause). */
export function getRoutingData(routingNumber: string, signal?: AbortSignal) {
  return request(`ACHRoutingData?${query({ routingNumber })}`, { check: check.routing, signal });
}

// --- ACH draft agreement ----------------------------------------------------------------------

export function prepareAchDraftAgreementPreview(body: AchDraftAgreementPreviewRequest) {
  return request('AchDraftAgreement/PrepareAchDraftAgreementPreview', {
    method: 'POST',
    body,
    check: check.preview,
  });
}

export function achDraftAgreementPreviewUrl(token: string): string {
  return `/api/AchDraftAgreement/RenderACHDraftAgreementPreview?${query({ token })}`;
}

// --- Submitting and deleting payments ---------------------------------------------------------

/** A submit to the path buildPaymentRequest chose (immediate, scheduled or recurring; card or ACH). */
export function submitPayment(path: string, body: SubmitPaymentRequest | SubmitRecurringPaymentRequest) {
  return request(apiPath(path), { method: 'POST', body, check: check.submit });
}

/** A delete at the path deletePaymentRequest chose; answers the account's new token. */
export async function deletePayment(path: string, body: DeletePaymentRequest): Promise<string> {
  return (await request(apiPath(path), { method: 'POST', body, check: check.delete })).Token;
}

// --- Hooks ------------------------------------------------------------------------------------

const ONCE = { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false };

export function paymentInfoKey(accountNumber: string) {
  return ['paymentInfo', accountNumber] as const;
}

/** The payment information of the selected account (none while no account is selected). */
export function usePaymentInfo(accountNumber: string | undefined) {
  return useSWR(
    accountNumber ? paymentInfoKey(accountNumber) : null,
    ([, account]) => getPaymentInfo(account),
    {
      ...ONCE,
      shouldRetryOnError: false,
    },
  );
}

/** Refetches an account's payment information (after a payment or a delete). */
export function useRefreshPaymentInfo() {
  const { mutate } = useSWRConfig();
  return (accountNumber: string) => mutate(paymentInfoKey(accountNumber));
}

/** The payoff quote of an account for a date, cached per date; null asks nothing. */
export function usePayOffQuote(accountNumber: string | undefined, date: string | null) {
  return useSWR(
    accountNumber && date ? (['payOffQuote', accountNumber, date] as const) : null,
    ([, account, day]) => getPayOffQuote(account, day),
    { ...ONCE, shouldRetryOnError: false },
  );
}

/** The third-party fee of a request, cached per request; null asks nothing. */
export function useThirdPartyFee(body: ThirdPartyFeeRequest | null) {
  return useSWR(
    body ? (['thirdPartyFee', JSON.stringify(body)] as const) : null,
    () => getThirdPartyFee(body!),
    { ...ONCE, shouldRetryOnError: false },
  );
}

/** The saved methods of an account. */
export function usePaymentMethods(accountNumber: string | undefined) {
  return useSWR(
    accountNumber ? (['paymentMethods', accountNumber] as const) : null,
    ([, account]) => getPaymentMethods(account),
    { ...ONCE, shouldRetryOnError: false },
  );
}
