/**
 * Security events: what an institution's staff should see when someone may be guessing a
 * secret or flooding a limit. Each is a row of security_events (kept, never pruned: it is the
 * record) and a line of the log. The administrator API lists them (routes/admin.ts).
 */
import type { Deps } from '../http/env.ts';

export type SecurityEventKind = 'secretCheckLimit' | 'uploadLimit' | 'currentPasswordLockout';

export interface SecurityEvent {
  kind: SecurityEventKind;
  userId: number | null;
  ip: string | null;
  /** A plain sentence; never a secret or what was guessed. */
  detail: string;
}

export function recordSecurityEvent(
  { db, clock, logger }: Pick<Deps, 'db' | 'clock' | 'logger'>,
  event: SecurityEvent,
) {
  const at = clock.now().toISOString();
  db.run(
    `INSERT INTO security_events (kind, user_id, ip, detail, at) VALUES (:kind, :userId, :ip, :detail, :at)`,
    { ...event, at },
  );
  logger.log(
    `[security] ${event.kind}${event.userId === null ? '' : ` user ${event.userId}`}${event.ip ? ` from ${event.ip}` : ''}: ${event.detail}`,
  );
}

/** A listed event (api/admin.json SecurityEvent). */
export interface ListedSecurityEvent {
  Kind: string;
  UserId: number | null;
  UserName: string | null;
  Ip: string | null;
  Detail: string;
  At: string;
}

/** The newest events first, at most `limit`. */
export function securityEvents({ db }: Pick<Deps, 'db'>, limit: number): ListedSecurityEvent[] {
  return db.all<ListedSecurityEvent>(
    `SELECT e.kind AS Kind, e.user_id AS UserId, u.username AS UserName, e.ip AS Ip, e.detail AS Detail, e.at AS At
       FROM security_events e LEFT JOIN users u ON u.id = e.user_id
      ORDER BY e.id DESC LIMIT :limit`,
    { limit },
  );
}
