/**
 * Registration and the public calls around it (spec 01 §2, §7): the e-mail code of the
 * registration wizard, the registration itself, the e-mail verification link and the
 * activation of a migrated account; and, signed in, the secret question of the post-login
 * steps. The public calls are closed during maintenance.
 */
import { Hono } from 'hono';
import { clientIp } from '../http/clientIp.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { closedForMaintenance } from '../http/maintenance.ts';
import { requireSession } from '../http/session.ts';
import { body } from '../http/validate.ts';
import { hashPassword } from '../security/passwords.ts';
import { activate } from '../services/activation.ts';
import { checkRegistrationCode, sendRegistrationCode, verifyEmail } from '../services/emailVerification.ts';
import { checkNewPassword } from '../services/passwordRules.ts';
import { registerUser } from '../services/registration.ts';
import { liveToken } from '../services/userTokens.ts';
import { userById } from '../services/users.ts';

const SCHEMA = 'api/register.json#/$defs/';

const failed = (reasons: string[]) => ({
  HasNoErrors: false,
  Errors: reasons.map((reason) => ({ ErrorMessage: reason })),
});

export function registerRoutes(deps: Deps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  const open = closedForMaintenance(deps);

  app.post(
    '/register/SetPasswordQuestion',
    requireSession(deps, { during: ['secretQuestion'] }),
    body('api/signInSetup.json#/$defs/SetPasswordQuestionRequest'),
    async (c) => {
      const request = c.req.valid('json');
      const { token, userId } = c.get('session');
      if (request.UserToken !== undefined && request.UserToken !== token)
        throw forbidden('NotAuthorized', 'The UserToken of the body is not the session of the call.');
      const question = request.PasswordQuestion.trim();
      const answer = request.PasswordAnswer.trim();
      if (!question || !answer)
        throw badRequest('Invalid request: the question and the answer must not be blank.');
      const hash = await hashPassword(answer);
      db.run('UPDATE users SET secret_question = :question, secret_answer_hash = :hash WHERE id = :userId', {
        question,
        hash,
        userId,
      });
      return c.json({ HasNoErrors: true });
    },
  );

  app.post('/Register/GenerateMFACode', open, body(`${SCHEMA}GenerateMfaCodeRequest`), (c) => {
    const { Id, FirstName, EmailAddress } = c.req.valid('json');
    const token = sendRegistrationCode(deps, Id, FirstName ?? '', EmailAddress);
    if (token === undefined)
      throw forbidden('MaxAttemptsReached', 'No more codes for this registration: start it again.');
    return c.json({ MFAToken: token });
  });

  app.post('/Register/ValidateCode', open, body(`${SCHEMA}RegistrationValidateCodeRequest`), (c) => {
    const { Code, MFAToken, UserId } = c.req.valid('json');
    const outcome = checkRegistrationCode(deps, UserId, MFAToken, Code);
    if (outcome !== 'ok') throw forbidden(outcome, 'The code was not accepted.');
    return c.json({ HasNoErrors: true });
  });

  app.post('/Register/RegisterUser', open, body(`${SCHEMA}RegisterUserRequest`), async (c) => {
    // Fields the portal hides may be left out: registerUser reads them as empty.
    const result = await registerUser(deps, c.req.valid('json'), clientIp(c));
    if ('errors' in result) return c.json(failed(result.errors));
    // Registered all the same: the portal says so, and sign-in answers Restricted.
    if (result.restricted) return c.json(failed(['Restricted']));
    return c.json({ HasNoErrors: true, Errors: [] });
  });

  app.post('/Register/ActivateAccount', open, body(`${SCHEMA}ActivateAccountRequest`), async (c) => {
    const { Token, Password } = c.req.valid('json');
    const activationUser = () => {
      const live = liveToken(db, clock, Token, ['activation']);
      const user = live && userById(db, live.userId);
      if (!user?.activation_username)
        throw forbidden('Invalid', 'The activation link is unknown, used or expired.');
      return { ...user, activation_username: user.activation_username };
    };
    const user = activationUser();
    const owner = { ...user, username: user.activation_username };
    const problem = await checkNewPassword(owner, Password, deps, 'activation');
    if (problem) throw forbidden(problem, 'The new password does not meet the requirements.');
    const passwordHash = await hashPassword(Password);
    // Looked up again after the hashing: a concurrent call may have used the link meanwhile.
    return c.json(activate(deps, activationUser(), Token, passwordHash));
  });

  app.post('/Login/ValidateEmail', open, body(`${SCHEMA}ValidateEmailRequest`), (c) => {
    const { EncryptedUserData } = c.req.valid('json');
    return c.json(verifyEmail(deps, EncryptedUserData) ? { HasNoErrors: true } : failed(['Invalid']));
  });

  return app;
}
