/**
 * The post-login flow as the features that start or continue a sign-in see it: the login
 * screen's actions and steps (postLogin), the biometric sign-in (mobile) and the auto-login
 * after registration or activation. postLogin/flow.ts implements it; the app makes the one
 * flow and hands it to the features (src/app/signInFlow.ts).
 */
import type { LoginResponse, UserSessionResponse } from '../../api/login';
import type { AgreementRecord } from '../../domain/agreements';
import type { PostLoginStep } from '../../domain/signIn';
import type { ActionResult, LogicEnv } from '../../engine';

/**
 * Why the login screen is opened again (its ?error=): maintenance, a cancel, or (single
 * sign-on) a token not accepted, a failure, or no token at all. Under single sign-on the
 * login screen passes the reason on to the institution's sign-on page.
 */
export type AbandonReason = 'down' | 'userCancelled' | 'notLoggedIn' | 'error' | 'unauthorized';

/** What the app does for the flow (screens do not reach into the app). */
export interface FlowDeps {
  /**
   * The user is signed in: keep the session, with the user's agreement records (the login
   * answer's WebAgreementLogs and those accepted during the steps), and open the dashboard.
   */
  completeSignIn(
    userToken: string,
    user: UserSessionResponse,
    agreementLogs: readonly AgreementRecord[],
  ): void;
  /** Back to the login form, with the reason it shows. */
  abandon(reason: AbandonReason): void;
  /** The steps go on on the login screen, which starts with this data (single sign-on). */
  continueOnLogin(data: Record<string, unknown>): void;
  /**
   * The calls that follow carry this token of the sign-in in progress (its steps' calls),
   * or none; the session store owns the header (src/app/session/store.ts).
   */
  setSignInToken(userToken: string | undefined): void;
  /** Loads what the steps need before the first shows (the default texts they read). */
  prepare?(): Promise<void>;
  /** Starts loading the dashboard's code, which the steps lead to once done. */
  preloadDashboard?(): void;
}

export interface PostLoginFlow {
  start(
    login: LoginResponse,
    username: string,
    password: string | undefined,
    env: LogicEnv,
  ): Promise<ActionResult>;
  afterStep(step: PostLoginStep, env: LogicEnv, data?: Record<string, unknown>): Promise<ActionResult>;
  cancel(reason: AbandonReason): Promise<ActionResult>;
  /** What the flow's app side does, for the single sign-on landing. */
  readonly deps: FlowDeps;
}
