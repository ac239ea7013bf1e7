import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from './env.ts';

/**
 * A write is answered only once it is on disk: a request that changed the database waits
 * for a save that holds its change (group-committed with the writes of other requests,
 * server/db/database.ts) before its answer goes out. A save that fails answers 500.
 */
export function durableWrites({ db }: Deps): MiddlewareHandler<AppEnv> {
  return async (_c, next) => {
    const before = db.changeCount;
    await next();
    const after = db.changeCount;
    if (after !== before) await db.persist(after);
  };
}
