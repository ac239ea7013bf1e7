/** Trusted devices: a token per customer and browser, kept 90 days, stored as its SHA-256. */
import type { Database } from '../db/database.ts';
import { digest, newToken } from '../security/tokens.ts';
import { addMinutes, type Clock } from './clock.ts';

const DAYS = 90;

export function trustDevice(db: Database, clock: Clock, customerRow: number): string {
  const token = newToken();
  db.run(
    'INSERT INTO trusted_devices (token_hash, customer_id, expires_at) VALUES (:hash, :customer, :expires)',
    {
      hash: digest(token),
      customer: customerRow,
      expires: addMinutes(clock.now(), DAYS * 24 * 60),
    },
  );
  return token;
}

export function isTrusted(
  db: Database,
  clock: Clock,
  customerRow: number,
  token: string | undefined,
): boolean {
  if (!token) return false;
  const row = db.get<{ expires_at: string }>(
    'SELECT expires_at FROM trusted_devices WHERE token_hash = :hash AND customer_id = :customer',
    { hash: digest(token), customer: customerRow },
  );
  return row !== undefined && Date.parse(row.expires_at) > clock.now().getTime();
}
