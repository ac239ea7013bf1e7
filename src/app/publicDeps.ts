/** The app's side of the public self-service flows: where they lead when they end. */
import { userSession } from '../api/login';
import type { PublicDeps } from '../screens/shared/publicDeps';
import { handOff } from './handoff';
import { navigateTo } from './navigation';
import { setSignInToken } from './session/store';
import { postLoginFlow } from './signInFlow';

export const publicDeps: PublicDeps = {
  toLogin(error) {
    navigateTo(error ? `/home/login?error=${encodeURIComponent(error)}` : '/home/login', { replace: true });
  },
  signInAs(username, password) {
    handOff('/home/login', { autoLogin: { username, password } });
  },
  async enterWithToken(userToken) {
    setSignInToken(userToken);
    const user = await userSession();
    // A link's session has no login answer: its agreement records are not known ([]).
    postLoginFlow.deps.completeSignIn(userToken, user, []);
  },
};
