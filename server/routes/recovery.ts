/**
 * Credential recovery (spec 01 §2, §7, §8): the logon name and secret question for the
 * identity fields, the answer that sends a reset link, and (recovery without a question)
 * a temporary password. Refusals answer 200 with HasNoErrors false and the catalogue's
 * reason: Invalid, RecoveryFailed, RecoveryMaxAttempts, BadQuestion, Error; an internal
 * failure answers 500.
 */
import { Hono, type Context } from 'hono';
import { clientIp } from '../http/clientIp.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { forbidden } from '../http/errors.ts';
import { closedForMaintenance } from '../http/maintenance.ts';
import { body } from '../http/validate.ts';
import { verifyPassword } from '../security/passwords.ts';
import {
  findByIdentity,
  recordFailedAttempt,
  secretAnswerHash,
  sendResetLink,
  sendTemporaryPassword,
  TEMPORARY_PASSWORD_HOURS,
  tooManyAttempts,
  type Identity,
} from '../services/recovery.ts';
import type { User } from '../services/users.ts';

const SCHEMA = 'api/recovery.json#/$defs/';
const SUCCESS = 'An e-mail with instructions is on its way to the address we have on file.';

const refusal = (c: Context<AppEnv>, reason: string) =>
  c.json({ HasNoErrors: false, Errors: [{ ErrorMessage: reason }] });

/** Hours of a CredentialExpiration (a number or its digits); the default when absent, blank or 0. */
function hours(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value ?? 0);
  return Number.isInteger(number) && number > 0 ? number : TEMPORARY_PASSWORD_HOURS;
}

export function recoveryRoutes(deps: Deps) {
  const { institution } = deps;
  const app = new Hono<AppEnv>();
  const open = closedForMaintenance(deps);

  /** The identity's user, or the refusal to answer (a failed match counts as an attempt). */
  function identify(c: Context<AppEnv>, identity: Identity): User | Response {
    const email = identity.EmailAddress ?? '';
    const ip = clientIp(c);
    if (tooManyAttempts(deps, email, ip)) return refusal(c, 'RecoveryMaxAttempts');
    const user = findByIdentity(deps, identity);
    if (user) return user;
    recordFailedAttempt(deps, email, ip);
    return refusal(c, 'Invalid');
  }

  app.post('/Recovery/GetSecretQuestion', open, body(`${SCHEMA}GetSecretQuestionRequest`), (c) => {
    const user = identify(c, c.req.valid('json'));
    if (user instanceof Response) return user;
    const withoutQuestion = institution.option('RecoveryWithoutQuestion') === true;
    if (!withoutQuestion && !user.secret_question) return refusal(c, 'BadQuestion');
    return c.json({
      HasNoErrors: true,
      Errors: [],
      Credentials: { SecretQuestion: withoutQuestion ? '' : user.secret_question!, LogonName: user.username },
    });
  });

  app.post(
    '/Recovery/AnswerSecretQuestion',
    open,
    body(`${SCHEMA}AnswerSecretQuestionRequest`),
    async (c) => {
      const request = c.req.valid('json');
      const user = identify(c, request);
      if (user instanceof Response) return user;
      const hash = secretAnswerHash(deps, user.id);
      if (!user.secret_question || !hash) return refusal(c, 'BadQuestion');
      if (!(await verifyPassword(request.SecretAnswer.trim(), hash))) {
        recordFailedAttempt(deps, request.EmailAddress ?? '', clientIp(c));
        return refusal(c, 'RecoveryFailed');
      }
      if (!user.email) return refusal(c, 'Error');
      sendResetLink(deps, user);
      return c.json({ HasNoErrors: true, Errors: [], SuccessMessage: SUCCESS });
    },
  );

  app.post('/Recovery/GenerateNewPassword', open, body(`${SCHEMA}GenerateNewPasswordRequest`), async (c) => {
    if (institution.option('RecoveryWithoutQuestion') !== true)
      throw forbidden('NotAuthorized', 'Recovery without a question is not in use.');
    const request = c.req.valid('json');
    const user = identify(c, request);
    if (user instanceof Response) return user;
    if (!user.email) return refusal(c, 'Error');
    await sendTemporaryPassword(deps, user, hours(request.CredentialExpiration));
    return c.json({ HasNoErrors: true, Errors: [], SuccessMessage: SUCCESS });
  });

  return app;
}
