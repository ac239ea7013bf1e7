/**
 * Errors the portal reports from browsers (POST /api/ClientError). The same error tends to
 * arrive from many browsers at once, so each is kept once, by a fingerprint of its message
 * and the first line of its stack, with a count; only its first report is logged.
 */
import type { Deps } from '../http/env.ts';
import { digest } from '../security/tokens.ts';

/** Distinct errors kept at most: an open endpoint must not fill the disk. */
export const MAX_CLIENT_ERRORS = 1000;

export interface ClientErrorReport {
  Message: string;
  Stack?: string;
  UserAgent?: string;
}

function firstStackLine(stack: string | undefined): string {
  return (stack ?? '').split('\n', 1)[0]!.trim();
}

export function clientErrorFingerprint({ Message, Stack }: ClientErrorReport): string {
  return digest(`${Message}\n${firstStackLine(Stack)}`);
}

/** Stores a report (or counts a repeat); returns whether it was new. */
export function recordClientError({ db, clock, logger }: Deps, report: ClientErrorReport): boolean {
  const fingerprint = clientErrorFingerprint(report);
  const now = clock.now().toISOString();
  const known = db.get('SELECT id FROM client_errors WHERE fingerprint = :fingerprint', { fingerprint });
  if (known) {
    db.run('UPDATE client_errors SET count = count + 1, last_seen = :now WHERE fingerprint = :fingerprint', {
      fingerprint,
      now,
    });
    return false;
  }
  const stored = db.get<{ n: number }>('SELECT count(*) AS n FROM client_errors')!.n;
  if (stored >= MAX_CLIENT_ERRORS) return false;
  db.run(
    `INSERT INTO client_errors (fingerprint, message, stack, user_agent, first_seen, last_seen)
     VALUES (:fingerprint, :message, :stack, :userAgent, :now, :now)`,
    { fingerprint, message: report.Message, stack: report.Stack, userAgent: report.UserAgent, now },
  );
  // JSON.stringify keeps a reported text on one log line, whatever it contains.
  const { Message, Stack, UserAgent } = report;
  logger.error(`[client error] ${JSON.stringify({ Message, at: firstStackLine(Stack), UserAgent })}`);
  return true;
}
