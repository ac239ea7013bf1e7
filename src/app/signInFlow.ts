/**
 * The app's side of signing in: the post-login flow (src/screens/postLogin) ends here,
 * keeping the session and opening the dashboard, or returning to the login form. The flow's
 * code is a chunk of its own, loaded once the browser is idle while signed out (as the
 * sign-in's actions are), not with the sign-in page; a call before then waits for it.
 */
import type { FlowDeps, PostLoginFlow } from '../screens/shared/signInFlow';
import { loadDeferred } from './deferred';
import { whenIdleSignedOut } from './idle';
import { clearHandoff, handOff } from './handoff';
import { navigateTo, preloadPage } from './navigation';
import { sessionOf } from './session/sessionOf';
import { setSession, setSignInToken } from './session/store';

const deps: FlowDeps = {
  completeSignIn(userToken, user, agreementLogs) {
    clearHandoff();
    setSession(sessionOf(userToken, user, agreementLogs));
    navigateTo('/myaccount/dashboard', { replace: true });
  },
  abandon(reason) {
    clearHandoff();
    navigateTo(`/home/login?error=${reason}`, { replace: true });
  },
  continueOnLogin(data) {
    handOff('/home/login', data);
  },
  setSignInToken,
  prepare: loadDeferred,
  preloadDashboard: () => preloadPage('/myaccount/dashboard'),
};

let flow: Promise<PostLoginFlow> | undefined;
/** The flow, loaded once; a load that failed (the network) is tried again by the next call. */
const loadFlow = () =>
  (flow ??= import('../screens/postLogin/flow').then(
    (module) => module.createPostLoginFlow(deps),
    (error: unknown) => {
      flow = undefined;
      throw error;
    },
  ));
whenIdleSignedOut(() => void loadFlow().catch(() => undefined));

export const postLoginFlow: PostLoginFlow = {
  start: (...args) => loadFlow().then((loaded) => loaded.start(...args)),
  afterStep: (...args) => loadFlow().then((loaded) => loaded.afterStep(...args)),
  cancel: (reason) => loadFlow().then((loaded) => loaded.cancel(reason)),
  deps,
};
