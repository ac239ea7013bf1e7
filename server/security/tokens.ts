/**
 * Random tokens (32 bytes, base64url). Tokens that grant access are stored only as their
 * SHA-256, so a copy of the database does not hand out sessions or trusted devices.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A one-time code of six digits, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Whether a secret someone sent is the expected one, in time that tells nothing about either (digests have one length). */
export function sameSecret(sent: string, expected: string): boolean {
  return timingSafeEqual(Buffer.from(digest(sent), 'hex'), Buffer.from(digest(expected), 'hex'));
}
