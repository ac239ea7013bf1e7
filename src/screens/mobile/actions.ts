/**
 * The mobile app's actions on the login screen (spec 01 "Login"): biometric sign-in posts
 * the token the device keeps (no token, or a failure, says username and password sign-in is
 * required), and the first-run offer to enable biometric sign-in.
 */
import { tokenLogin } from '../../api/login';
import { biometricToken, setBiometricOptIn } from '../../api/mobileApp';
import type { Action, ActionResult } from '../../engine';
import type { PostLoginFlow } from '../postLogin/flow';

const REQUIRED: ActionResult = { ok: false, message: 'mobile.biometricRequired' };

function deviceIdOf(data: Readonly<Record<string, unknown>>): string | undefined {
  const device = data.mobileDevice as { id?: unknown } | undefined;
  return typeof device?.id === 'string' && device.id !== '' ? device.id : undefined;
}

export type MobileActionName = 'biometricSignIn' | 'enableBiometrics' | 'declineBiometrics';

export function createMobileActions(flow: PostLoginFlow): Record<MobileActionName, Action> {
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
  };
}

/** The device id the sign-in sends, when the user opted in to biometric sign-in on this device. */
export function biometricDeviceId(data: Readonly<Record<string, unknown>>): string | undefined {
  const device = data.mobileDevice as { optedInToBiometrics?: unknown } | undefined;
  return device?.optedInToBiometrics === true ? deviceIdOf(data) : undefined;
}
