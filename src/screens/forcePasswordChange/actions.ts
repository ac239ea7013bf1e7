/**
 * The forced password change of a reset link (spec 01 §2 'Force password change', §8
 * 'Reset password errors'): the route's token (enc) and the new password go to
 * ResetPassword. A reset link's answer carries the new session (UserToken): the user is
 * signed in and the dashboard opens. An answer without one leaves the user to sign in with
 * the new password. A refusal shows its reset-password message.
 */
import { resetPassword } from '../../api/login';
import type { Action } from '../../engine';
import { passwordMessage } from '../shared/refusalMessages';
import type { PublicDeps } from '../shared/publicDeps';

export function createPasswordChangeActions(deps: PublicDeps) {
  return {
    forcePasswordChange: async (values, { env }) => {
      let userToken: string | undefined;
      try {
        const answer = await resetPassword({
          Enc: env.context.route.params.enc ?? '',
          Password: typeof values.newPassword === 'string' ? values.newPassword : '',
        });
        userToken = answer.UserToken;
      } catch (error) {
        return { ok: false, message: passwordMessage(error) };
      }
      // The password is changed either way: without a session the user signs in with it.
      if (!userToken) deps.toLogin();
      else await deps.enterWithToken(userToken).catch(() => deps.toLogin());
      return { ok: true };
    },
  } satisfies Record<string, Action>;
}
