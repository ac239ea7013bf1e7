/**
 * The post-login process (spec 01 §4): after the password, the steps of the queue; after
 * each step a maintenance check (maintenance on, or the check failing, cancels with a
 * down error); cancelling at any step ends the session and returns to the login form;
 * with no step left the user is signed in and sees the dashboard.
 */
import { setSessionHeaders } from '../../api/client';
import { logoutCall, userSession, type LoginResponse, type UserSessionResponse } from '../../api/login';
import { maintenanceMode } from '../../api/maintenance';
import { localDateOf } from '../../domain/dates';
import { agreementsNeeded } from '../../domain/agreements';
import type { ActionResult, LogicEnv } from '../../engine';
import { clearPending, getPending, publicLogin, startPending } from './pending';
import { nextStep, withData, type Step } from './steps';

export type AbandonReason = 'down' | 'userCancelled';

/** What the app does for the flow (screens do not reach into the app). */
export interface FlowDeps {
  /** The user is signed in: keep the session and open the dashboard. */
  completeSignIn(userToken: string, user: UserSessionResponse): void;
  /** Back to the login form, with the reason it shows. */
  abandon(reason: AbandonReason): void;
}

export interface PostLoginFlow {
  start(
    login: LoginResponse,
    username: string,
    password: string | undefined,
    env: LogicEnv,
  ): Promise<ActionResult>;
  afterStep(step: Step, env: LogicEnv, data?: Record<string, unknown>): Promise<ActionResult>;
  cancel(reason: AbandonReason): Promise<ActionResult>;
}

const AGREEMENT_KEYS = [1, 2, 3, 4, 5].map((index) => `agreements.agreement${index}`);

export function createPostLoginFlow(deps: FlowDeps): PostLoginFlow {
  async function cancel(reason: AbandonReason): Promise<ActionResult> {
    const token = getPending()?.login.UserToken;
    clearPending();
    if (token) await logoutCall(token).catch(() => undefined);
    setSessionHeaders({});
    deps.abandon(reason);
    return { ok: true };
  }

  async function finish(): Promise<ActionResult> {
    const pending = getPending()!;
    const user = await userSession();
    clearPending();
    deps.completeSignIn(pending.login.UserToken, user);
    return { ok: true, data: { step: 'done' } };
  }

  async function advance(
    after: Step | undefined,
    env: LogicEnv,
    data: Record<string, unknown>,
  ): Promise<ActionResult> {
    const next = nextStep(after, withData(env, data));
    if (next) return { ok: true, data: { ...data, step: next, codeResent: false } };
    return finish();
  }

  return {
    async start(login, username, password, env) {
      const { needed, invalid } = agreementsNeeded(
        AGREEMENT_KEYS.map((key) => env.settings.text(key)),
        login.WebAgreementLogs ?? [],
        localDateOf(env.context.now) ?? env.context.now.slice(0, 10),
        'login',
      );
      if (invalid.length) {
        console.error('Agreement settings that cannot be read:', invalid);
        return { ok: false, message: 'postLogin.agreementsSetupError' };
      }
      startPending({ username, password, login });
      if (login.UserToken) setSessionHeaders({ userToken: login.UserToken });
      return advance(undefined, env, {
        login: publicLogin(login),
        passwordSupplied: password !== undefined,
        neededAgreements: needed,
      });
    },

    async afterStep(step, env, data = {}) {
      let down: boolean;
      try {
        down = await maintenanceMode();
      } catch {
        down = true;
      }
      if (down) return cancel('down');
      return advance(step, env, data);
    },

    cancel,
  };
}
