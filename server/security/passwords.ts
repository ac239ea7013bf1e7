/**
 * Password hashing with scrypt (N=16384, r=8, p=1, 64-byte key, 16-byte salt), stored as
 * `scrypt$N$r$p$salt$hash` so the cost can change without breaking old hashes.
 * Verification compares in constant time.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

/**
 * Whether the password is the one of the stored hash. Without a usable hash (an unknown user,
 * a migrated user waiting for activation) the same work is done and the answer is false, so
 * that the time taken does not tell the cases apart.
 */
export function verifyPassword(password: string, stored: string | null | undefined): boolean {
  const [scheme, n, r, p, salt, hash] = (stored ?? '').split('$');
  const usable = scheme === 'scrypt' && salt && hash;
  const expected = usable ? Buffer.from(hash, 'base64') : Buffer.alloc(KEY_LENGTH);
  const actual = scryptSync(
    password.normalize('NFKC'),
    usable ? Buffer.from(salt, 'base64') : randomBytes(16),
    expected.length,
    usable ? { N: Number(n), r: Number(r), p: Number(p) } : { N, r: R, p: P },
  );
  return Boolean(usable) && actual.length === expected.length && timingSafeEqual(actual, expected);
}
