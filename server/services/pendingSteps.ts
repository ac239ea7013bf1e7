/**
 * The post-login steps a signed-in user still owes (spec 01 §4), decided exactly as the
 * portal's queue decides them (the one table of src/domain/signIn/postLoginSteps.ts): the named rules
 * of rules/post-login.json, evaluated by the portal's json-logic engine with the
 * institution's options over the same facts, built here from the database instead of the
 * login answer the browser keeps: data.login (the login answer without its tokens),
 * data.passwordSupplied (the session began with a password) and data.neededAgreements.
 * The server evaluates the facts anew on each call, so a step is done once the database says
 * so (the e-mail verified, the password changed, the question set, the agreements recorded).
 */
import type { Institution } from '../config/institution.ts';
import type { Database } from '../db/database.ts';
import type { SessionUser } from '../http/env.ts';
import { localDateOf } from '../../src/domain/dates/index.ts';
import { POST_LOGIN_STEPS, publicLogin, type PostLoginStep } from '../../src/domain/signIn/index.ts';
import { evaluate, isTruthy, SIGNED_OUT, type LogicEnv } from '../../src/engine/logic/index.ts';
import { loginAgreementsNeeded } from './agreements.ts';
import type { Clock } from './clock.ts';
import { loginAnswer } from './loginResponse.ts';
import { serverRuleBook } from './ruleBook.ts';
import { userById } from './users.ts';

export { EVERY_POST_LOGIN_STEP as EVERY_STEP, type PostLoginStep } from '../../src/domain/signIn/index.ts';

interface StepDeps {
  db: Database;
  clock: Clock;
  institution: Institution;
}

/**
 * The environment the portal evaluates the queue in, on the login screen: the institution's
 * options, no signed-in session yet. Settings texts are the institution's; flags are not
 * read by these rules (their parser is not in what the server shares), so one read throws.
 */
function stepEnv({ institution, clock }: StepDeps, data: Record<string, unknown>): LogicEnv {
  const options = institution.options.institutionOptions;
  return {
    settings: {
      text: (key) => institution.setting(key),
      flag: (key) => {
        throw new Error(`the server evaluates no settings flags in the post-login rules ("${key}")`);
      },
      // The catalogue's defaults are the english layer: a key is declared when it has one.
      declares: (key) => {
        const [group = '', name = ''] = key.split('.');
        return institution.options.gassySettings.english[group]?.[name] !== undefined;
      },
    },
    options,
    rules: serverRuleBook(),
    context: {
      options,
      session: SIGNED_OUT,
      route: { path: 'home/login', params: {} },
      query: {},
      device: { mobileApp: false, compact: false, production: true },
      form: {},
      data,
      now: clock.now().toISOString(),
    },
  };
}

/** The steps of the queue the session's user still owes, in the queue's order. */
export function pendingSteps(deps: StepDeps, session: SessionUser): PostLoginStep[] {
  const user = userById(deps.db, session.userId);
  if (!user) return [];
  const login = loginAnswer(deps.db, user, { token: session.token, trusted: true });
  const now = deps.clock.now();
  const env = stepEnv(deps, {
    login: publicLogin(login),
    passwordSupplied: session.passwordSupplied,
    neededAgreements: loginAgreementsNeeded(
      deps.institution,
      login.WebAgreementLogs,
      localDateOf(now) ?? now.toISOString().slice(0, 10),
    ),
  });
  return POST_LOGIN_STEPS.filter((step) => isTruthy(evaluate(step.includedWhen, env))).map((step) => step.id);
}
