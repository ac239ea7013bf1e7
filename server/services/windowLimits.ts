/**
 * Caps of an action per user and per holder (the digest of the session or link token that
 * acts) within a sliding window, counted in the database (counted_actions), so that every
 * server instance over one database counts the same. The check and the count are one
 * statement pair in one transaction: concurrent calls cannot all slip under the cap.
 */
import type { Deps } from '../http/env.ts';
import type { HttpError } from '../http/errors.ts';
import { recordSecurityEvent, type SecurityEventKind } from './securityEvents.ts';

export type CountedAction = 'secretCheck' | 'upload';

export interface WindowLimit {
  /** Actions allowed per user within the window. */
  perUser: number;
  /** Actions allowed per holder within the window (at most perUser). */
  perHolder: number;
  windowMinutes: number;
}

/** Who acts: the user, and the session or link (a token's digest) through which they act. */
export interface Actor {
  userId: number;
  holder: string;
}

export type Take = { granted: true } | { granted: false; retryAfter: number; firstRefusal: boolean };

/** The longest window of any action: older rows are pruned. */
const KEEP_MINUTES = 24 * 60;

interface Count {
  count: number;
  oldest: string | null;
}

function countSince(
  { db }: Pick<Deps, 'db'>,
  action: CountedAction,
  column: 'user_id' | 'holder',
  key: number | string,
  since: string,
): Count {
  return db.get<Count>(
    `SELECT COUNT(*) AS count, MIN(at) AS oldest FROM counted_actions
      WHERE action = :action AND ${column} = :key AND at > :since`,
    { action, key, since },
  )!;
}

/**
 * Counts one action of the actor, or refuses it when the user or the holder has reached the
 * cap: retryAfter is the seconds until the oldest counted action leaves the window;
 * firstRefusal tells the first refusal since the cap was reached (to be recorded once).
 */
export function takeAction(
  deps: Pick<Deps, 'db' | 'clock'>,
  action: CountedAction,
  actor: Actor,
  limit: WindowLimit,
): Take {
  const { db, clock } = deps;
  const now = clock.now();
  const since = new Date(now.getTime() - limit.windowMinutes * 60_000).toISOString();
  return db.transaction(() => {
    db.run('DELETE FROM counted_actions WHERE at <= :stale', {
      stale: new Date(now.getTime() - KEEP_MINUTES * 60_000).toISOString(),
    });
    const byUser = countSince(deps, action, 'user_id', actor.userId, since);
    const byHolder = countSince(deps, action, 'holder', actor.holder, since);
    const full = [
      byUser.count >= limit.perUser ? byUser : undefined,
      byHolder.count >= limit.perHolder ? byHolder : undefined,
    ].filter((count): count is Count => count !== undefined);
    if (full.length === 0) {
      db.run(
        'INSERT INTO counted_actions (action, user_id, holder, at) VALUES (:action, :userId, :holder, :at)',
        {
          action,
          userId: actor.userId,
          holder: actor.holder,
          at: now.toISOString(),
        },
      );
      return { granted: true };
    }
    // Free again when the oldest counted action of the fullest count leaves the window.
    const frees = Math.max(...full.map((count) => Date.parse(count.oldest!) + limit.windowMinutes * 60_000));
    const retryAfter = Math.max(1, Math.ceil((frees - now.getTime()) / 1000));
    // The first refusal of a run is marked (with the holder), so it is recorded once, and a
    // flood of refused calls adds no rows.
    const refusedBefore = db.get(
      'SELECT 1 FROM counted_actions WHERE action = :refused AND holder = :holder AND at > :since',
      { refused: `${action}Refused`, holder: actor.holder, since },
    );
    if (refusedBefore === undefined)
      db.run(
        'INSERT INTO counted_actions (action, user_id, holder, at) VALUES (:action, :userId, :holder, :at)',
        {
          action: `${action}Refused`,
          userId: actor.userId,
          holder: actor.holder,
          at: now.toISOString(),
        },
      );
    return { granted: false, retryAfter, firstRefusal: refusedBefore === undefined };
  });
}

/** What a refusal of takeOrRefuse records and answers. */
export interface Refused {
  /** The security event the first refusal of a run records. */
  event: { kind: SecurityEventKind; detail: string };
  /** The answer, given the seconds until the next action is taken. */
  error: (retryAfter: number) => HttpError;
}

/** Counts one action of the actor, or throws the refusal past the cap (recording its first of a run). */
export function takeOrRefuse(
  deps: Pick<Deps, 'db' | 'clock' | 'logger'>,
  action: CountedAction,
  actor: Actor & { ip: string },
  limit: WindowLimit,
  refused: Refused,
) {
  const taken = takeAction(deps, action, actor, limit);
  if (taken.granted) return;
  if (taken.firstRefusal) recordSecurityEvent(deps, { ...refused.event, userId: actor.userId, ip: actor.ip });
  throw refused.error(taken.retryAfter);
}
