/**
 * Activating a migrated account (spec 01 §2 Activate account, §3 Activation response): a
 * customer brought over from an older system has a user whose logon name waits in
 * activation_username (its username is a placeholder, so the name is not reserved) and
 * whose password cannot be used. The activation link's token sets the password and gives
 * the user its name, unless someone took the name meanwhile.
 */
import type { ActivateAccountResponse } from '../../src/generated/api-types/register.ts';
import type { Deps } from '../http/env.ts';
import { send } from './outbox.ts';
import { issueUserToken, useUpToken } from './userTokens.ts';
import { findUser, setPassword, userById, type User } from './users.ts';

/** The username of a migrated user until activation: no sign-in name can look like it. */
export function placeholderUsername(customerId: string): string {
  return `~activation:${customerId}`;
}

/** A password hash no password verifies against (not an scrypt entry). */
export const UNUSABLE_PASSWORD = '!';

/** The ActivateAccount answer: a refusal is a 403, so an answer always has HasNoErrors true. */
export type ActivationAnswer = ActivateAccountResponse & { HasNoErrors: true };

export function sendActivationLink(deps: Deps, user: { id: number; username: string; email: string }) {
  const token = issueUserToken(deps.db, deps.clock, user.id, 'activation');
  send(deps, {
    recipient: user.email,
    username: user.username,
    subject: 'Activate your account',
    text: 'Your account has moved to our new online banking. Open the link of this message to choose a password. It works for 30 days.',
    link: `/#/home/activate?token=${encodeURIComponent(token)}`,
    transactional: true,
  });
}

/**
 * Activates the migrated user of a live activation token with this password (already
 * checked, and hashed). A taken name leaves everything as it was, for customer service to sort out.
 */
export function activate({ db }: Deps, user: User, token: string, passwordHash: string): ActivationAnswer {
  const name = user.activation_username!;
  const restricted = user.restricted === 1;
  const holder = findUser(db, name);
  if (holder && holder.id !== user.id)
    return { HasNoErrors: true, LogonNameTaken: true, Restricted: restricted, UserName: name };
  db.transaction(() => {
    setPassword(db, user.id, passwordHash);
    useUpToken(db, token);
    db.run('UPDATE users SET username = :name, activation_username = NULL WHERE id = :id', {
      name,
      id: user.id,
    });
    // The link came by e-mail: the address is proven.
    db.run('UPDATE customers SET email_verified = 1 WHERE id = :customer', { customer: user.customer_row });
  });
  return {
    HasNoErrors: true,
    LogonNameTaken: false,
    Restricted: restricted,
    UserName: userById(db, user.id)!.username,
  };
}
