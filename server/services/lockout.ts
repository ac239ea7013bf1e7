/**
 * Lockout after wrong passwords (spec 01 §8 LockedOnBadPassword), counted per login name as
 * typed, whether or not a user has that name: an unknown name warns and locks exactly like a
 * known one, so the answers do not tell who has an account. Five failures within
 * LockoutMinutes lock the name for LockoutMinutes; a failure older than that no longer counts.
 * The table keeps at most MAX_TRACKED_NAMES names: stale rows go first, then the oldest
 * unlocked ones, so that a flood of made-up names cannot grow the database without bound.
 */
import type { Deps } from '../http/env.ts';
import { addMinutes } from './clock.ts';

export const MAX_FAILED_SIGN_INS = 5;
export const MAX_TRACKED_NAMES = 10_000;

type LockoutDeps = Pick<Deps, 'db' | 'clock' | 'institution'>;

interface FailureRow {
  attempts: number;
  last_failed_at: string;
  locked_until: string | null;
}

/** The outcome of a wrong password: locked now, or how many tries are left before the lock. */
export type Failure = { locked: true } | { locked: false; remaining: number };

export function lockoutMinutes({ institution }: Pick<Deps, 'institution'>): number {
  return Number(institution.option('LockoutMinutes') ?? 30);
}

function failureRow({ db }: LockoutDeps, name: string): FailureRow | undefined {
  return db.get<FailureRow>(
    'SELECT attempts, last_failed_at, locked_until FROM sign_in_failures WHERE name = :name',
    { name },
  );
}

const later = (instant: string | null, now: Date) => instant !== null && Date.parse(instant) > now.getTime();

/** Whether the name (any case) is locked now. */
export function isNameLocked(deps: LockoutDeps, name: string): boolean {
  return later(failureRow(deps, name)?.locked_until ?? null, deps.clock.now());
}

/** Keeps the table bounded: drops stale rows, then the oldest beyond the cap, unlocked ones first. */
function prune({ db, clock }: LockoutDeps, minutes: number) {
  const now = clock.now().toISOString();
  db.run(
    `DELETE FROM sign_in_failures
      WHERE last_failed_at <= :since AND (locked_until IS NULL OR locked_until <= :now)`,
    { since: addMinutes(clock.now(), -minutes), now },
  );
  const { count } = db.get<{ count: number }>('SELECT COUNT(*) AS count FROM sign_in_failures')!;
  if (count <= MAX_TRACKED_NAMES) return;
  db.run(
    `DELETE FROM sign_in_failures WHERE name IN (
       SELECT name FROM sign_in_failures
        ORDER BY COALESCE(locked_until > :now, 0), last_failed_at LIMIT :excess)`,
    { now, excess: count - MAX_TRACKED_NAMES },
  );
}

/** Counts a wrong password (or SSN) for the name; the caller has checked that it is not locked. */
export function recordFailedSignIn(deps: LockoutDeps, name: string): Failure {
  const now = deps.clock.now();
  const minutes = lockoutMinutes(deps);
  const row = failureRow(deps, name);
  // A failure older than the period, or a lock that has run out, starts the count afresh.
  const counts =
    row !== undefined &&
    Date.parse(row.last_failed_at) > now.getTime() - minutes * 60_000 &&
    (row.locked_until === null || later(row.locked_until, now));
  const attempts = (counts ? row.attempts : 0) + 1;
  const locked = attempts >= MAX_FAILED_SIGN_INS;
  deps.db.run(
    `INSERT INTO sign_in_failures (name, attempts, last_failed_at, locked_until)
       VALUES (:name, :attempts, :now, :lockedUntil)
     ON CONFLICT (name) DO UPDATE SET attempts = excluded.attempts,
       last_failed_at = excluded.last_failed_at, locked_until = excluded.locked_until`,
    {
      name,
      attempts,
      now: now.toISOString(),
      lockedUntil: locked ? addMinutes(now, minutes) : null,
    },
  );
  if (row === undefined) prune(deps, minutes);
  return locked ? { locked } : { locked, remaining: MAX_FAILED_SIGN_INS - attempts };
}

/** Forgets the name's failures and lifts its lock: a right password, a new password, an administrator. */
export function clearFailedSignIns({ db }: Pick<Deps, 'db'>, name: string) {
  db.run('DELETE FROM sign_in_failures WHERE name = :name', { name });
}
