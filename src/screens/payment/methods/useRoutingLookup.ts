/**
 * The routing number lookup (spec 02 §7 GET /api/ACHRoutingData): 300 ms after the routing
 * number reaches 9 digits the bank is asked for; typing again cancels the pause and any
 * lookup under way, so a stale answer never shows.
 */
import { useEffect, useState } from 'react';
import { getRoutingData, type RoutingDataResponse } from '../../../api/paymentMethods';
import { ROUTING_LOOKUP_DELAY_MS, ROUTING_NUMBER_LENGTH } from '../../../domain/payments';

export type RoutingLookup =
  | { state: 'idle' }
  | { state: 'loading'; routingNumber: string }
  | { state: 'done'; routingNumber: string; bank: RoutingDataResponse }
  | { state: 'failed'; routingNumber: string };

const IDLE: RoutingLookup = { state: 'idle' };

export function useRoutingLookup(routingNumber: string): RoutingLookup {
  const [lookup, setLookup] = useState<RoutingLookup>(IDLE);
  const complete = new RegExp(`^\\d{${ROUTING_NUMBER_LENGTH}}$`).test(routingNumber);

  useEffect(() => {
    if (!complete) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLookup({ state: 'loading', routingNumber });
      getRoutingData(routingNumber, controller.signal)
        .then((bank) => setLookup({ state: 'done', routingNumber, bank }))
        .catch(() => {
          if (!controller.signal.aborted) setLookup({ state: 'failed', routingNumber });
        });
    }, ROUTING_LOOKUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [complete, routingNumber]);

  // An answer for another number than the one shown is no answer.
  return lookup.state !== 'idle' && complete && lookup.routingNumber === routingNumber ? lookup : IDLE;
}
