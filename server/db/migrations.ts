/**
 * Changes to the tables after the baseline (schema.ts, frozen as it was on main at 34598af):
 * numbered, applied in order at start, each in one transaction with its record in
 * schema_migrations, so a database keeps every row across an upgrade. A change of tables is
 * a new entry at the end of this list, never an edit of schema.ts or of an entry already
 * released (tests/server/migrations.test.ts holds both to that).
 */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'counted actions and security events',
    sql: `
-- actions capped per user and per holder (a session's or a link token's digest) within a
-- sliding window (services/windowLimits.ts): action secretCheck (a password checked against
-- the SSN or the current password) and upload (an upload attempt). Rows older than the
-- longest window are pruned as new ones come.
CREATE TABLE counted_actions (
  id INTEGER PRIMARY KEY,
  action TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  holder TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX counted_actions_user ON counted_actions (action, user_id, at);
CREATE INDEX counted_actions_holder ON counted_actions (action, holder, at);

-- what an administrator reviews (services/securityEvents.ts, GET /api/admin/SecurityEvents):
-- kind secretCheckLimit, uploadLimit, currentPasswordLockout; detail a plain sentence
CREATE TABLE security_events (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  user_id INTEGER,
  ip TEXT,
  detail TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX security_events_at ON security_events (at);
`,
  },
];
