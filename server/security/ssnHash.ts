/**
 * SSNs are never stored: only what matching needs, a keyed hash (HMAC-SHA256) of the 9 digits
 * and of their last 4 to 8 (registration may ask for fewer digits, SsnDigits). Without the key
 * a copy of the database cannot be searched for a number. The key comes from PORTAL_SSN_KEY,
 * else it is made once and kept beside the database (ssn.key, readable by its owner only);
 * an in-memory database has a key in memory. Losing the key loses the matching, not the data.
 */
import { createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SSN_KEY_FILE = 'ssn.key';
/** Characters a PORTAL_SSN_KEY must have at least (e.g. `openssl rand -hex 32`). */
export const MIN_SSN_KEY = 32;
/** The shorter endings of an SSN that registration may ask for. */
export const SSN_SUFFIX_DIGITS = [4, 5, 6, 7, 8] as const;

/** The key from the environment's value, the data folder's file (made when missing), or a new one in memory. */
export function loadSsnKey({ value, folder }: { value?: string; folder?: string }): KeyObject {
  if (value !== undefined) return createSecretKey(Buffer.from(value, 'utf8'));
  if (folder === undefined) return createSecretKey(randomBytes(32));
  const file = join(folder, SSN_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true });
    // 'wx': a start racing this one keeps the file the other wrote.
    try {
      writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    }
  }
  const hex = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error(`${file} is not an SSN key (64 hex digits)`);
  return createSecretKey(Buffer.from(hex, 'hex'));
}

/** The keyed hash of digits (the 9 of an SSN, or an ending of them). */
export function ssnHash(key: KeyObject, digits: string): string {
  return createHmac('sha256', key).update(digits).digest('hex');
}

/** The hashes of the SSN's endings that registration may be asked to match. */
export function ssnSuffixHashes(key: KeyObject, ssn: string): string[] {
  return SSN_SUFFIX_DIGITS.map((digits) => ssnHash(key, ssn.slice(-digits)));
}
