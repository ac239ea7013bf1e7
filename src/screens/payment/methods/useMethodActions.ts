/**
 * Setting and removing the default and deleting a saved method (spec 02 §4), each followed by
 * a fresh list and a status message that stays 5 seconds (spec 02 §9).
 */
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  deleteAchPayment,
  deleteCardPayment,
  paymentMethodsKey,
  removeDefaultPaymentMethod,
  setDefaultPaymentMethod,
  type SavedPaymentMethod,
} from '../../../api/paymentMethods';
import { deleteMethodMessage } from '../../../domain/payments';
import { profileIdOf } from './selection';

/** How long a status message stays (spec 02 §9 'delete status message 5000 ms'). */
export const STATUS_MESSAGE_MS = 5000;

export interface Status {
  key: string;
  kind: 'success' | 'error';
}

export function useMethodActions(accountNumber: string) {
  const [status, setStatus] = useState<Status>();
  const [busy, setBusy] = useState(false);
  const { mutate } = useSWRConfig();

  useEffect(() => {
    if (!status) return undefined;
    const timer = setTimeout(() => setStatus(undefined), STATUS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  async function run(call: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
    setBusy(true);
    try {
      await call();
      setStatus({ key: success, kind: 'success' });
      return true;
    } catch {
      setStatus({ key: failure, kind: 'error' });
      return false;
    } finally {
      await mutate(paymentMethodsKey(accountNumber));
      setBusy(false);
    }
  }

  return {
    status,
    busy,
    /** A fresh list (after a method was added). */
    refresh: () => mutate(paymentMethodsKey(accountNumber)),
    setDefault: (method: SavedPaymentMethod) =>
      run(
        () =>
          setDefaultPaymentMethod({
            AccountNumber: accountNumber,
            PaymentMethod: { IsCard: method.IsCard, ProfileId: profileIdOf(method) },
          }),
        'paymentMethods.defaultSet',
        'paymentErrors.setDefaultFailed',
      ),
    removeDefault: () =>
      run(
        () => removeDefaultPaymentMethod(accountNumber),
        'paymentMethods.defaultRemoved',
        'paymentMethods.removeDefaultFailed',
      ),
    remove: (method: SavedPaymentMethod) =>
      run(
        () =>
          method.IsCard && method.CardInfo
            ? deleteCardPayment({ ...method.CardInfo })
            : deleteAchPayment({ ...method.AchInfo!, ProfileId: profileIdOf(method) }),
        deleteMethodMessage(true).key,
        deleteMethodMessage(false).key,
      ),
  };
}
