/**
 * A loan's alert settings (spec 03 §2.4, §7 POST /api/AccountAlerts). The alerts section and
 * the e-statements section (its generated-statement alerts) both save through here with the
 * whole settings object, and both keep the cached AccountDetails' Alerts current, so that
 * one section's save never sends the other's stale values.
 */
import type { AlertSettings } from '../../generated/api-types/loans';
import { request } from '../client';
import { schemaCheck } from '../validation';
import { useUpdateCachedDetails } from './details';

/** This area's answer validators, loaded with the first call that needs them (./validation.ts). */
const validators = () => import('../../generated/api/loans');

export type { AlertSettings, EmailAlerts, TextAlerts } from '../../generated/api-types/loans';

const check = schemaCheck(validators, 'SaveResponse');

/**
 * Saves the loan's alert settings. A refusal rejects with an ApiError of kind 'rejected'
 * whose reason is the server's code (TextNotAllowed, AccountClosed).
 */
export async function saveAlerts(accountNumber: string, alerts: AlertSettings): Promise<void> {
  await request('AccountAlerts', {
    method: 'POST',
    body: { AccountNumber: accountNumber, TextAlerts: alerts.TextAlerts, EmailAlerts: alerts.EmailAlerts },
    check,
  });
}

/** Saves and, once saved, makes the saved settings the cached ones (the sections reset to them). */
export function useSaveAlerts() {
  const updateCached = useUpdateCachedDetails();
  return async (accountNumber: string, alerts: AlertSettings) => {
    await saveAlerts(accountNumber, alerts);
    await updateCached(accountNumber, (details) => ({ ...details, Alerts: alerts }));
  };
}
