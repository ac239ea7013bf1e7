/**
 * The post-login process (spec 01 §4): after the password, the steps of the queue; after
 * each step a maintenance check (maintenance on, or the check failing, cancels with a
 * down error); cancelling at any step ends the session and returns to the login form;
 * with no step left the user is signed in (a biometric token the answer carried is handed
 * to the mobile app to keep) and sees the dashboard.
 */
import { logoutCall, userSession, type UserSessionResponse } from '../../api/login';
import { maintenanceMode } from '../../api/maintenance';
import { storeBiometricToken } from '../../api/mobileApp';
import { localDateOf } from '../../domain/dates';
import { agreementsNeeded, loggedRecords } from '../../domain/agreements';
import type { ActionResult, LogicEnv } from '../../engine';
import { publicLogin } from '../../domain/signIn';
import type { AbandonReason, FlowDeps, PostLoginFlow } from '../shared/signInFlow';
import { clearPending, getPending, startPending } from './pending';
import { nextStep, withData, type Step } from './steps';

export type { AbandonReason, FlowDeps, PostLoginFlow } from '../shared/signInFlow';

const AGREEMENT_KEYS = [1, 2, 3, 4, 5].map((index) => `agreements.agreement${index}`);

export function createPostLoginFlow(deps: FlowDeps): PostLoginFlow {
  /** Forgets the sign-in in progress and ends its server session, if it had one. */
  async function endPending() {
    const token = getPending()?.login.UserToken;
    clearPending();
    if (token) await logoutCall(token).catch(() => undefined);
    deps.setSignInToken(undefined);
  }

  async function cancel(reason: AbandonReason): Promise<ActionResult> {
    await endPending();
    deps.abandon(reason);
    return { ok: true };
  }

  /**
   * The user's session, asked for once no step is left; `asked` is that call when it was already
   * made beside the last step's maintenance check.
   */
  async function finish(asked: Promise<UserSessionResponse> = userSession()): Promise<ActionResult> {
    const pending = getPending()!;
    let user: UserSessionResponse;
    try {
      user = await asked;
    } catch (error) {
      // Signed out again rather than left half signed in: the caller reports the failure.
      await endPending();
      throw error;
    }
    clearPending();
    const { BiometricsToken, BiometricsTokenExpiration } = pending.login;
    if (BiometricsToken) await storeBiometricToken(BiometricsToken, BiometricsTokenExpiration ?? '');
    deps.completeSignIn(pending.login.UserToken, user, [
      ...loggedRecords(pending.login.WebAgreementLogs),
      ...(pending.acceptedAgreements ?? []),
    ]);
    return { ok: true, data: { step: 'done' } };
  }

  async function advance(
    after: Step | undefined,
    env: LogicEnv,
    data: Record<string, unknown>,
    asked?: Promise<UserSessionResponse>,
  ): Promise<ActionResult> {
    const next = nextStep(after, withData(env, data));
    if (next) return { ok: true, data: { ...data, step: next, codeResent: false } };
    return finish(asked);
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
      if (login.UserToken) deps.setSignInToken(login.UserToken);
      // The dashboard's code loads while the user reads the code or the agreements.
      deps.preloadDashboard?.();
      return advance(undefined, env, {
        login: publicLogin(login),
        passwordSupplied: password !== undefined,
        neededAgreements: needed,
      });
    },

    async afterStep(step, env, data = {}) {
      // After the last step the session is asked for beside the maintenance check (a read, used
      // only when the site is up), rather than after it: one round trip fewer to the dashboard.
      const last = nextStep(step, withData(env, data)) === undefined;
      const asked = last ? userSession() : undefined;
      asked?.catch(() => {}); // a failure is finish's to report, if it comes to that
      let down: boolean;
      try {
        down = await maintenanceMode();
      } catch {
        down = true;
      }
      if (down) return cancel('down');
      return advance(step, env, data, asked);
    },

    cancel,
    deps,
  };
}
