/**
 * Password changes by token (spec 01 §2 Force password change, §7): the post-login change
 * (the login answer's ChangePasswordToken) and the recovery reset link, which also signs
 * the user in; the token checks of the force-password-change screen; and the server-side
 * password checks the password fields run as the user types (capped: services/secretChecks.ts).
 */
import { Hono } from 'hono';
import { clientIp } from '../http/clientIp.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { forbidden } from '../http/errors.ts';
import { closedForMaintenance } from '../http/maintenance.ts';
import { requireSession } from '../http/session.ts';
import { body } from '../http/validate.ts';
import { hashPassword } from '../security/passwords.ts';
import { digest } from '../security/tokens.ts';
import { checkNewPassword } from '../services/passwordRules.ts';
import { pendingSteps } from '../services/pendingSteps.ts';
import { passwordCheck } from '../services/secretChecks.ts';
import { signIn } from '../services/signIn.ts';
import { liveToken, useUpToken, type TokenPurpose } from '../services/userTokens.ts';
import { setPassword, userById, type User } from '../services/users.ts';

const SCHEMA = 'api/passwords.json#/$defs/';

/** A migrated user is checked against the logon name it gets on activation. */
function ownerOf(user: User): User {
  return { ...user, username: user.activation_username ?? user.username };
}

export function passwordRoutes(deps: Deps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  const open = closedForMaintenance(deps);

  /** The user of a live token of these purposes, or 403 Expired. */
  function tokenUser(token: string, purposes: readonly TokenPurpose[]) {
    const live = liveToken(db, clock, token, purposes);
    const user = live && userById(db, live.userId);
    if (!live || !user) throw forbidden('Expired', 'The link is no longer valid.');
    return { user, purpose: live.purpose };
  }

  app.post('/Login/ResetPassword', open, body('api/login.json#/$defs/ResetPasswordRequest'), async (c) => {
    const { Enc, Password } = c.req.valid('json');
    const { user, purpose } = tokenUser(Enc, ['change', 'reset']);
    if (purpose === 'reset' && user.restricted === 1)
      throw forbidden('Restricted', 'The account is restricted.');
    const problem = await checkNewPassword(user, Password, deps);
    if (problem) throw forbidden(problem, 'The new password does not meet the requirements.');
    const passwordHash = await hashPassword(Password);
    // Checked again after the hashing: a concurrent call may have used the token meanwhile.
    tokenUser(Enc, [purpose]);
    // A new password signs out every other session of the user; the post-login change keeps
    // the session it is a step of (the call's UserToken, when it is one of the user's).
    const keepSession = purpose === 'change' ? c.req.header('UserToken') : undefined;
    db.transaction(() => {
      setPassword(db, user.id, passwordHash, { keepSession });
      useUpToken(db, Enc);
    });
    // The post-login step goes on with the session it has; a reset link starts one, unless
    // the user still owes post-login steps: those run after a sign-in with the new password.
    if (purpose === 'change') return c.json({ HasNoErrors: true, IsLoggedIn: true });
    const owner = userById(db, user.id)!;
    const prospective = {
      token: '',
      userId: owner.id,
      customerId: owner.customer_row,
      username: owner.username,
      passwordSupplied: false,
    };
    if (pendingSteps(deps, prospective).length > 0) return c.json({ HasNoErrors: true, IsLoggedIn: false });
    const answer = signIn(deps, userById(db, user.id)!, {
      ip: clientIp(c),
      trusted: false,
      passwordSupplied: false,
    });
    return c.json({ HasNoErrors: true, IsLoggedIn: true, UserToken: answer.UserToken });
  });

  // The spec's CheckTokenExpiration and the decided CheckResetToken answer alike.
  for (const path of ['/Login/CheckResetToken', '/Login/CheckTokenExpiration']) {
    app.post(path, open, body(`${SCHEMA}TokenRequest`), (c) => {
      const { Token } = c.req.valid('json');
      return c.json({ Expired: liveToken(db, clock, Token, ['reset', 'change']) === undefined });
    });
  }

  app.post('/Login/LookupLoginFromToken', open, body(`${SCHEMA}LookupLoginFromTokenRequest`), (c) => {
    const { UserToken } = c.req.valid('json');
    const { user } = tokenUser(UserToken, ['reset', 'change', 'activation']);
    return c.json({ Logon: ownerOf(user).username });
  });

  app.post(
    '/Login/ValidatePasswordForResetPassword',
    open,
    body(`${SCHEMA}ValidatePasswordForResetPasswordRequest`),
    async (c) => {
      const request = c.req.valid('json');
      const { user, purpose } = tokenUser(request.ResetToken, ['reset', 'change', 'activation']);
      // Counted per user and per link: the token's digest is the holder.
      const caller = {
        holder: digest(request.ResetToken),
        ip: clientIp(c),
        kind: purpose === 'activation' ? ('activation' as const) : ('password' as const),
      };
      return c.json(await passwordCheck(deps, ownerOf(user), request, caller));
    },
  );

  app.post(
    '/Login/ValidatePasswordForLoggedInUser',
    requireSession(deps, { during: ['passwordChange'] }),
    body(`${SCHEMA}ValidatePasswordForLoggedInUserRequest`),
    async (c) => {
      const session = c.get('session');
      const user = userById(db, session.userId)!;
      const caller = { holder: digest(session.token), ip: clientIp(c), kind: 'password' as const };
      return c.json(await passwordCheck(deps, user, c.req.valid('json'), caller));
    },
  );

  return app;
}
