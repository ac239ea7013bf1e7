/**
 * The post-login process (spec 01 §4): after the password, the steps of the queue; after
 * each step a maintenance check (maintenance on, or the check failing, cancels with a
 * down error); cancelling at any step ends the session and returns to the login form;
 * with no step left the user is signed in (a biometric token the answer carried is handed
 * to the mobile app to keep) and sees the dashboard.
 */
import { setSessionHeaders } from '../../api/client';
import { logoutCall, userSession, type LoginResponse, type UserSessionResponse } from '../../api/login';
import { maintenanceMode } from '../../api/maintenance';
import { storeBiometricToken } from '../../api/mobileApp';
import { localDateOf } from '../../domain/dates';
import { agreementsNeeded } from '../../domain/agreements';
import type { ActionResult, LogicEnv } from '../../engine';
import { publicLogin } from '../../domain/signIn';
import { clearPending, getPending, startPending } from './pending';
import { nextStep, withData, type Step } from './steps';

/**
 * Why the login screen is opened again (its ?error=): maintenance, a cancel, or (single
 * sign-on) a token not accepted, a failure, or no token at all. Under single sign-on the
 * login screen passes the reason on to the institution's sign-on page.
 */
export type AbandonReason = 'down' | 'userCancelled' | 'notLoggedIn' | 'error' | 'unauthorized';

/** What the app does for the flow (screens do not reach into the app). */
export interface FlowDeps {
  /** The user is signed in: keep the session and open the dashboard. */
  completeSignIn(userToken: string, user: UserSessionResponse): void;
  /** Back to the login form, with the reason it shows. */
  abandon(reason: AbandonReason): void;
  /** The steps go on on the login screen, which starts with this data (single sign-on). */
  continueOnLogin(data: Record<string, unknown>): void;
  /** Loads what the steps need before the first shows (the default texts they read). */
  prepare?(): Promise<void>;
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
  /** What the flow's app side does, for the single sign-on landing. */
  readonly deps: FlowDeps;
}

const AGREEMENT_KEYS = [1, 2, 3, 4, 5].map((index) => `agreements.agreement${index}`);

export function createPostLoginFlow(deps: FlowDeps): PostLoginFlow {
  /** Forgets the sign-in in progress and ends its server session, if it had one. */
  async function endPending() {
    const token = getPending()?.login.UserToken;
    clearPending();
    if (token) await logoutCall(token).catch(() => undefined);
    setSessionHeaders({});
  }

  async function cancel(reason: AbandonReason): Promise<ActionResult> {
    await endPending();
    deps.abandon(reason);
    return { ok: true };
  }

  async function finish(): Promise<ActionResult> {
    const pending = getPending()!;
    let user: UserSessionResponse;
    try {
      user = await userSession();
    } catch (error) {
      // Signed out again rather than left half signed in: the caller reports the failure.
      await endPending();
      throw error;
    }
    clearPending();
    const { BiometricsToken, BiometricsTokenExpiration } = pending.login;
    if (BiometricsToken) await storeBiometricToken(BiometricsToken, BiometricsTokenExpiration ?? '');
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
      await deps.prepare?.();
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
    deps,
  };
}
