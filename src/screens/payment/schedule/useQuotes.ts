/**
 * The two answers the frequency step waits for (spec 02 §4): the payoff quote of a future date
 * (a failure turns the payoff off and shows 'Could not get payoff quote'), and the third-party
 * fee once the choice is complete (a spinner meanwhile; a failure shows the fee-loading error
 * and leaves the step invalid). Both are cached by src/api/payments.ts: the quote per date, the
 * fee per request and de-duplicated while in flight.
 */
import { useEffect } from 'react';
import { usePayOffQuote, useThirdPartyFee } from '../../../api/payments';
import {
  thirdPartyFeeCents,
  thirdPartyFeeRequest,
  toCents,
  type PaymentOptions,
  type ThirdPartyFeeQuery,
} from '../../../domain/payments';

export type Pending<T> =
  { state: 'idle' } | { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: T };

/**
 * The payoff quote in cents of `date` when asked (a payoff dated after today), else idle;
 * `onFailure` runs once per failed date.
 */
export function usePayoffQuote(
  accountNumber: string,
  date: string | null,
  onFailure: () => void,
): Pending<number> {
  const { data, error } = usePayOffQuote(accountNumber, date);
  const failed = date !== null && error !== undefined;
  useEffect(() => {
    if (failed) onFailure();
  }, [failed, onFailure]);
  if (date === null) return { state: 'idle' };
  if (error !== undefined) return { state: 'failed' };
  return data === undefined ? { state: 'loading' } : { state: 'ready', value: toCents(data) };
}

/**
 * The third-party fee in cents of a complete choice (query null: not complete yet, idle). With
 * third-party fees off nothing is asked and the fee is 0 (spec 02 §7 "0 when third-party fees
 * are off").
 */
export function useFee(
  query: ThirdPartyFeeQuery | null,
  options: Pick<PaymentOptions, 'ThirdPartyFees'>,
): Pending<number> {
  const asks = query !== null && options.ThirdPartyFees;
  const { data, error } = useThirdPartyFee(asks ? thirdPartyFeeRequest(query) : null);
  if (query === null) return { state: 'idle' };
  if (!asks) return { state: 'ready', value: 0 };
  if (error !== undefined) return { state: 'failed' };
  return data === undefined
    ? { state: 'loading' }
    : { state: 'ready', value: thirdPartyFeeCents(data, options) };
}
