/**
 * E-mail opt-out (spec 01 §2 Opt-out): every e-mail carries a link with its address's
 * opt-out token (one per address, made on first use); opting out with it stops the
 * e-mails that are not transactional. The token is stored as is, since each new e-mail
 * repeats it; it grants nothing but opting out.
 */
import type { Database } from '../db/database.ts';
import { newToken } from '../security/tokens.ts';
import type { Clock } from './clock.ts';

/** The spec's route (spec 01 §2 'opt-out'); links sent earlier say optout, which the portal still accepts. */
export function optOutLink(token: string): string {
  return `/#/opt-out?token=${encodeURIComponent(token)}`;
}

/** The address's opt-out token, made the first time an e-mail goes to it. */
export function optOutToken(db: Database, email: string): string {
  const existing = db.get<{ token: string }>('SELECT token FROM email_opt_outs WHERE email = :email', {
    email,
  });
  if (existing) return existing.token;
  const token = newToken();
  db.run('INSERT INTO email_opt_outs (email, token) VALUES (:email, :token)', { email, token });
  return token;
}

export function isOptedOut(db: Database, email: string): boolean {
  return (
    db.get('SELECT email FROM email_opt_outs WHERE email = :email AND opted_out_at IS NOT NULL', {
      email,
    }) !== undefined
  );
}

/** Opts the token's address out (again is fine); false for an unknown token. */
export function optOut(db: Database, clock: Clock, token: string): boolean {
  const row = db.get<{ email: string }>('SELECT email FROM email_opt_outs WHERE token = :token', { token });
  if (!row) return false;
  db.run('UPDATE email_opt_outs SET opted_out_at = coalesce(opted_out_at, :now) WHERE token = :token', {
    token,
    now: clock.now().toISOString(),
  });
  return true;
}
