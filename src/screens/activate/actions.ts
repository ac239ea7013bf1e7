/**
 * Activating a migrated account (spec 01 §4 'Activation', §8 'Activation'): the link's
 * token (query parameter token) and the new password go to ActivateAccount. An activated
 * account signs in at once on the login screen (auto-login); a taken login name or a
 * restricted account is said inline; a refused password gets its reset-password message;
 * anything else asks the user to call customer service, whose phone line and hours are
 * settings. While the site is offline the user goes to the login screen, which says so.
 */
import { activateAccount } from '../../api/register';
import { activationOutcome } from '../../domain/activation';
import type { Action, ActionResult, LogicEnv } from '../../engine';
import { passwordMessage } from '../shared/refusalMessages';
import type { PublicDeps } from '../shared/publicDeps';
import { reasonOf } from '../shared/maintenance';

/** The catalogue's catch-alls: the activation's own failure message says more. */
const GENERIC_PASSWORD_MESSAGES = new Set(['passwordErrors.error', 'passwordErrors.error500']);

function failure(env: LogicEnv): ActionResult {
  return {
    ok: false,
    message: 'activation.error',
    params: {
      phone: env.settings.text('activation.customerServicePhone'),
      hours: env.settings.text('activation.customerServiceHours'),
    },
    data: { activationRefusal: 'error' },
  };
}

export function createActivationActions(deps: PublicDeps) {
  return {
    activateAccount: async (values, { env }) => {
      const password = typeof values.password === 'string' ? values.password : '';
      let answer;
      try {
        answer = await activateAccount({ Token: env.context.query.token ?? '', Password: password });
      } catch (error) {
        if (reasonOf(error) === 'maintenanceModeEnabled') {
          deps.toLogin('down');
          return { ok: false, message: 'login.offline' };
        }
        const message = passwordMessage(error);
        return GENERIC_PASSWORD_MESSAGES.has(message)
          ? failure(env)
          : { ok: false, message, data: { activationRefusal: 'password' } };
      }
      const outcome = activationOutcome(answer);
      if (outcome.kind === 'refused')
        return { ok: false, message: outcome.message, data: { activationRefusal: outcome.refusal } };
      deps.signInAs(outcome.username, password);
      return { ok: true };
    },
  } satisfies Record<string, Action>;
}
