/**
 * The app's side of signing in: the post-login flow (src/screens/postLogin) ends here,
 * keeping the session and opening the dashboard, or returning to the login form.
 */
import { createPostLoginFlow } from '../screens/postLogin/flow';
import { loadDeferred } from './deferred';
import { clearHandoff, handOff } from './handoff';
import { navigateTo, preloadPage } from './navigation';
import { setSession, setSignInToken } from './session/store';

export const postLoginFlow = createPostLoginFlow({
  completeSignIn(userToken, user, agreementLogs) {
    clearHandoff();
    setSession({
      userToken,
      username: user.UserName,
      personalName: user.PersonalName,
      emailAddress: user.EmailAddress ?? '',
      servicingBranch: user.ServicingBranch,
      companyNumber: user.CompanyNumber,
      lastLoggedIn: user.LastLoggedIn ?? null,
      lastLoggedInIp: user.LastLoggedInIP ?? null,
      agreementLogs,
    });
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
});
