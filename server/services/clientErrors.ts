/**
 * Errors the portal reports from browsers (POST /api/ClientError). The same error tends to
 * arrive from many browsers at once, so each is kept once, by a fingerprint of its message
 * and the first line of its stack, with a count; only its first report is logged. Once
 * MAX_CLIENT_ERRORS distinct errors are kept, a new one is not: the answer says so
 * (Kept: false) and the log says it once per run of the server.
 */
import type { ClientErrorRequest } from '../../src/generated/api-types/support.ts';
import type { Database } from '../db/database.ts';
import type { Deps } from '../http/env.ts';
import { digest } from '../security/tokens.ts';

/** Distinct errors kept at most: an open endpoint must not fill the disk. */
export const MAX_CLIENT_ERRORS = 1000;

function firstStackLine(stack: string | undefined): string {
  return (stack ?? '').split('\n', 1)[0]!.trim();
}

export function clientErrorFingerprint({ Message, Stack }: ClientErrorRequest): string {
  return digest(`${Message}\n${firstStackLine(Stack)}`);
}

/** The databases whose full table was already logged. */
const loggedFull = new WeakSet<Database>();

/** What became of a report: a new error, a repeat counted, or not kept (the table is full). */
export type ClientErrorOutcome = 'new' | 'repeat' | 'full';

/** Stores a report, or counts a repeat. */
export function recordClientError(
  { db, clock, logger }: Deps,
  report: ClientErrorRequest,
): ClientErrorOutcome {
  const fingerprint = clientErrorFingerprint(report);
  const now = clock.now().toISOString();
  const known = db.get('SELECT id FROM client_errors WHERE fingerprint = :fingerprint', { fingerprint });
  if (known) {
    db.run('UPDATE client_errors SET count = count + 1, last_seen = :now WHERE fingerprint = :fingerprint', {
      fingerprint,
      now,
    });
    return 'repeat';
  }
  const stored = db.get<{ n: number }>('SELECT count(*) AS n FROM client_errors')!.n;
  if (stored >= MAX_CLIENT_ERRORS) {
    if (!loggedFull.has(db))
      logger.error(
        `[client error] ${MAX_CLIENT_ERRORS} distinct errors are kept already: new ones are not kept (clear client_errors to keep more)`,
      );
    loggedFull.add(db);
    return 'full';
  }
  db.run(
    `INSERT INTO client_errors (fingerprint, message, stack, user_agent, first_seen, last_seen)
     VALUES (:fingerprint, :message, :stack, :userAgent, :now, :now)`,
    { fingerprint, message: report.Message, stack: report.Stack, userAgent: report.UserAgent, now },
  );
  // JSON.stringify keeps a reported text on one log line, whatever it contains.
  const { Message, Stack, UserAgent } = report;
  logger.error(`[client error] ${JSON.stringify({ Message, at: firstStackLine(Stack), UserAgent })}`);
  return 'new';
}
