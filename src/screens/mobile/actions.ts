/**
 * The mobile app's actions on the login screen (spec 01 "Login"): biometric sign-in posts
 * the token the device keeps (no token, or a failure, says username and password sign-in is
 * required), and the first-run offer to enable biometric sign-in.
 */
import { tokenLogin } from '../../api/login';
import { biometricToken, setBiometricOptIn } from '../../api/mobileApp';
import type { Action, ActionResult } from '../../engine';
import { deviceIdOf } from '../shared/mobileDevice';
import type { PostLoginFlow } from '../shared/signInFlow';

const REQUIRED: ActionResult = { ok: false, message: 'mobile.biometricRequired' };

export function createMobileActions(flow: PostLoginFlow) {
  async function answerOffer(optedIn: boolean, data: Readonly<Record<string, unknown>>) {
    await setBiometricOptIn(optedIn);
    const device = (data.mobileDevice ?? {}) as Record<string, unknown>;
    return {
      ok: true as const,
      data: { biometricsAnswered: true, mobileDevice: { ...device, optedInToBiometrics: optedIn } },
    };
  }

  return {
    biometricSignIn: async (_values, { env }) => {
      const token = await biometricToken();
      if (!token) return REQUIRED;
      try {
        const login = await tokenLogin({ Token: token, DeviceID: deviceIdOf(env.context.data) });
        return await flow.start(login, login.UserName, undefined, env);
      } catch {
        return REQUIRED;
      }
    },
    enableBiometrics: (_values, { env }) => answerOffer(true, env.context.data),
    declineBiometrics: (_values, { env }) => answerOffer(false, env.context.data),
  } satisfies Record<string, Action>;
}
