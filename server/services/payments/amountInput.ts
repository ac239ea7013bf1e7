/**
 * An amount a payment call sends, as exact cents: more than 2 decimals is bad input (400), by
 * the portal's own rule (src/domain/payments/money.ts exactCents). The submits and the ACH draft
 * agreement hold their amounts to it alike, so an agreement is never shown for an amount the
 * payment would refuse.
 */
import { exactCents } from '../../../src/domain/payments/money.ts';
import { badRequest } from '../../http/errors.ts';

export function centsOf(dollars: number, name: string): number {
  const cents = exactCents(dollars);
  if (cents === undefined)
    throw badRequest(`Invalid request: ${name} must be dollars with at most 2 decimals.`);
  return cents;
}
