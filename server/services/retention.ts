/**
 * The codes anyone can have sent are bounded: a code is forgotten a day after it expired
 * (it is only ever checked before), and of the anonymous registration codes only the newest
 * MAX_ANONYMOUS_CODES are kept. The rate limits slow such calls; this bounds what is kept
 * whatever their rate.
 */
import type { Database } from '../db/database.ts';
import { addMinutes, type Clock } from './clock.ts';

export const CODE_RETENTION_MINUTES = 24 * 60;
export const MAX_ANONYMOUS_CODES = 10_000;

/** Run before a code is issued. */
export function forgetStaleCodes(db: Database, clock: Clock) {
  const now = clock.now();
  db.run('DELETE FROM codes WHERE expires_at < :before', {
    before: addMinutes(now, -CODE_RETENTION_MINUTES),
  });
  db.run(
    `DELETE FROM codes WHERE subject LIKE 'anon:%' AND id NOT IN
       (SELECT id FROM codes WHERE subject LIKE 'anon:%' ORDER BY id DESC LIMIT :keep)`,
    // Room for the code about to be issued.
    { keep: MAX_ANONYMOUS_CODES - 1 },
  );
}
