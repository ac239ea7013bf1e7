/** The app's side of the public self-service flows: where they lead when they end. */
import { setSessionHeaders } from '../api/client';
import { userSession } from '../api/login';
import type { PublicDeps } from '../screens/public/deps';
import { handOff } from './handoff';
import { navigateTo } from './navigation';
import { postLoginFlow } from './signInFlow';

export const publicDeps: PublicDeps = {
  toLogin(error) {
    navigateTo(error ? `/home/login?error=${encodeURIComponent(error)}` : '/home/login', { replace: true });
  },
  signInAs(username, password) {
    handOff('/home/login', { autoLogin: { username, password } });
  },
  async enterWithToken(userToken) {
    setSessionHeaders({ userToken });
    const user = await userSession();
    postLoginFlow.deps.completeSignIn(userToken, user);
  },
};
