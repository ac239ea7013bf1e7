/** The secret question a signed-in user sets up after sign-in (spec 01 §4, step 4). */
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { requireSession } from '../http/session.ts';
import { body } from '../http/validate.ts';
import { hashPassword } from '../security/passwords.ts';

const SCHEMA = 'api/register.json#/$defs/';

interface SetPasswordQuestion {
  PasswordQuestion: string;
  PasswordAnswer: string;
  UserToken?: string;
}

export function registerRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const session = requireSession(deps);

  app.post('/register/SetPasswordQuestion', session, body(`${SCHEMA}SetPasswordQuestionRequest`), (c) => {
    const request = c.get('body') as SetPasswordQuestion;
    const { token, userId } = c.get('session');
    if (request.UserToken !== undefined && request.UserToken !== token)
      throw forbidden('NotAuthorized', 'The UserToken of the body is not the session of the call.');
    const question = request.PasswordQuestion.trim();
    const answer = request.PasswordAnswer.trim();
    if (!question || !answer)
      throw badRequest('Invalid request: the question and the answer must not be blank.');
    db.run('UPDATE users SET secret_question = :question, secret_answer_hash = :hash WHERE id = :userId', {
      question,
      hash: hashPassword(answer),
      userId,
    });
    return c.json({ HasNoErrors: true });
  });

  return app;
}
