/**
 * Sign-in (spec 01 §4, §7, §8): the password with lockout after five wrong tries, the
 * security code for an untrusted device, SSN confirmation, biometric and single sign-on
 * tokens, logout, and the signed-in user's session data. Password changes are in passwords.ts.
 */
import { Hono } from 'hono';
import { clientIp } from '../http/clientIp.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { EVERY_STEP, requireSession } from '../http/session.ts';
import { body } from '../http/validate.ts';
import { verifyPassword } from '../security/passwords.ts';
import { ssnHash } from '../security/ssnHash.ts';
import { digest } from '../security/tokens.ts';
import { checkCode, issueCode, pendingCode, resendCode, userSubject } from '../services/codes.ts';
import { authenticate, failedSignIn, lockWarning, refusalBody } from '../services/authentication.ts';
import { clearFailedSignIns } from '../services/lockout.ts';
import { send } from '../services/outbox.ts';
import { endSession } from '../services/sessions.ts';
import { loginAnswer } from '../services/loginResponse.ts';
import { signIn } from '../services/signIn.ts';
import { isTrusted, trustDevice } from '../services/trustedDevices.ts';
import { findUser, isLocked, personalName, previousLogin, userById, type User } from '../services/users.ts';

const SCHEMA = 'api/login.json#/$defs/';

function sendLoginCode(deps: Deps, user: User, code: string) {
  send(deps, {
    recipient: user.email!,
    username: user.username,
    subject: 'Your security code',
    text: `Your security code is ${code}. It expires in 10 minutes. If you did not try to sign in, contact your institution.`,
    code,
    transactional: true,
  });
}

export function loginRoutes(deps: Deps) {
  const { db, clock, institution } = deps;
  const app = new Hono<AppEnv>();

  app.post('/login/userlogin', body(`${SCHEMA}UserLoginRequest`), async (c) => {
    const request = c.req.valid('json');
    const user = await authenticate(deps, request.username, request.password);
    if ('reason' in user) return c.json(refusalBody(user), 403);
    const trusted = isTrusted(db, clock, user.customer_row, request.trustedDeviceTokens?.[user.customer_id]);
    if (institution.option('MultiFactorAuthentication') === true && !trusted && user.mfa_exempt !== 1) {
      if (!user.email) throw forbidden('MFANoEmail', 'No e-mail address to send a security code to.');
      const extras = { deviceId: request.deviceId };
      sendLoginCode(deps, user, issueCode(db, clock, userSubject(user.id), 'login', extras));
      // The flags the later steps need, but no token until the code is validated.
      return c.json(loginAnswer(db, user, { trusted: false }));
    }
    return c.json(
      signIn(deps, user, { ip: clientIp(c), trusted, passwordSupplied: true, deviceId: request.deviceId }),
    );
  });

  app.post('/Login/ValidateCode', body(`${SCHEMA}ValidateCodeRequest`), (c) => {
    const request = c.req.valid('json');
    const user = findUser(db, request.UserId);
    const deviceId = user && pendingCode(db, userSubject(user.id), 'login')?.device_id;
    const outcome = user ? checkCode(db, clock, userSubject(user.id), 'login', request.Code) : 'Invalid';
    if (!user || outcome !== 'ok') throw forbidden(outcome, 'The security code was not accepted.');
    const trustedDeviceToken = request.CreateTrustedDevice
      ? trustDevice(db, clock, user.customer_row)
      : undefined;
    // The whole login answer: the fields the spec lists, and the change-password token a later step needs.
    return c.json(
      signIn(deps, user, {
        ip: clientIp(c),
        trusted: false,
        passwordSupplied: true,
        trustedDeviceToken,
        deviceId: deviceId ?? undefined,
      }),
    );
  });

  app.post('/Login/ResendCode', body(`${SCHEMA}ResendCodeRequest`), (c) => {
    const { UserId } = c.req.valid('json');
    const user = findUser(db, UserId);
    // Only a sign-in that passed its password has a code to resend, and only so often (codes.ts);
    // the answer is the same either way (the portal does not read it).
    const code = user?.email ? resendCode(db, clock, userSubject(user.id), 'login') : undefined;
    if (user && code) sendLoginCode(deps, user, code);
    return c.json({ HasNoErrors: true });
  });

  app.post('/login/tokenlogin', body(`${SCHEMA}TokenLoginRequest`), (c) => {
    const { Token, DeviceID } = c.req.valid('json');
    const row = db.get<{ user_id: number; device_id: string; expires_at: string }>(
      'SELECT user_id, device_id, expires_at FROM device_tokens WHERE token_hash = :hash',
      { hash: digest(Token) },
    );
    const valid =
      row && (!DeviceID || row.device_id === DeviceID) && Date.parse(row.expires_at) > clock.now().getTime();
    const user = valid ? userById(db, row.user_id) : undefined;
    if (!user || isLocked(user, clock.now()) || user.restricted === 1)
      throw forbidden('NotAuthorized', 'Sign in with your username and password.');
    return c.json(signIn(deps, user, { ip: clientIp(c), trusted: true, passwordSupplied: false }));
  });

  app.post('/login/ssologin', body(`${SCHEMA}SsoLoginRequest`), (c) => {
    const { Token } = c.req.valid('json');
    if (institution.option('SingleSignOn') !== true)
      throw forbidden('NotAuthorized', 'Single sign-on is not in use.');
    const row = db.get<{ user_id: number; expires_at: string }>(
      'SELECT user_id, expires_at FROM sso_tokens WHERE token_hash = :hash',
      {
        hash: digest(Token),
      },
    );
    db.run('DELETE FROM sso_tokens WHERE token_hash = :hash', { hash: digest(Token) });
    const user =
      row && Date.parse(row.expires_at) > clock.now().getTime() ? userById(db, row.user_id) : undefined;
    if (!user) return c.json({ IsLoggedIn: false });
    // signIn refuses a locked or restricted user (403), as every way of signing in does.
    return c.json(signIn(deps, user, { ip: clientIp(c), trusted: true, passwordSupplied: false }));
  });

  // The guard goes on each signed-in route: middleware of a sub-app mounted at / would
  // apply to every path of the API.
  const session = requireSession(deps);
  // The calls the post-login steps make while they are pending (http/session.ts).
  const ssnStep = requireSession(deps, { during: ['ssnValidation'] });
  const anyStep = requireSession(deps, { during: EVERY_STEP });

  app.post('/Login/VerifyNewUser', ssnStep, body(`${SCHEMA}VerifyNewUserRequest`), async (c) => {
    const request = c.req.valid('json');
    const session = c.get('session');
    const user = userById(db, session.userId)!;
    if (user.username.toLowerCase() !== request.Credentials.UserName.toLowerCase())
      throw badRequest('The credentials are not those of the signed-in user.');
    const matches =
      (await verifyPassword(request.Credentials.Password, user.password_hash)) &&
      user.ssn_hash !== null &&
      user.ssn_hash === ssnHash(deps.ssnKey, request.SocialSecurityNumber);
    if (!matches) {
      // A wrong SSN counts into the sign-in lockout, or the step would allow endless guesses.
      const failure = failedSignIn(deps, user.username);
      if (failure.locked) endSession(db, session.token);
      return c.json({
        HasNoErrors: false,
        IsValid: false,
        Errors: [{ ErrorMessage: failure.locked ? 'LockedOnBadPassword' : 'Invalid' }],
        ...lockWarning(failure),
      });
    }
    clearFailedSignIns(deps, user.username);
    db.run('UPDATE customers SET email_verified = 1 WHERE id = :id', { id: user.customer_row });
    return c.json({ HasNoErrors: true, IsValid: true });
  });

  app.post('/Login/Logout', anyStep, (c) => {
    endSession(db, c.get('session').token);
    return c.json({ HasNoErrors: true });
  });

  app.get('/Login/UserSession', session, (c) => {
    const user = userById(db, c.get('session').userId)!;
    const previous = previousLogin(db, user.id);
    return c.json({
      UserName: user.username,
      PersonalName: personalName(user),
      EmailAddress: user.email ?? '',
      ServicingBranch: user.servicing_branch,
      CompanyNumber: user.company_number,
      LastLoggedIn: previous?.login_date ?? null,
      LastLoggedInIP: previous?.ip ?? null,
    });
  });

  return app;
}
