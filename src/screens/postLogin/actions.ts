/**
 * The actions of the login screen and its post-login steps, named in login.json. Each
 * reports a refusal as a settings key and moves the queue on through the flow.
 */
import { resendCode, resetPassword, userLogin, validateCode, verifyNewUser } from '../../api/login';
import { setPasswordQuestion } from '../../api/signInSetup';
import type { Action, ActionResult, FormValues } from '../../engine';
import { signInDeviceId } from '../shared/mobileDevice';
import type { PostLoginFlow } from './flow';
import { codeMessage, passwordMessage } from '../shared/refusalMessages';
import { publicLogin } from '../../domain/signIn';
import { getPending, updatePending } from './pending';
import { signInFailure } from './signInFailure';
import { rememberTrustedDevice, trustedDeviceTokens } from './trustedDevices';

const text = (values: FormValues, name: string) => String(values[name] ?? '');

/** Quick sign-in of development builds; the literals are compiled out of production builds. */
const QUICK = import.meta.env.DEV ? { username: 'demo.borrower', password: 'Borrower#2026' } : undefined;

function noPending(): ActionResult {
  return { ok: false, message: 'postLogin.codeError' };
}

export function createPostLoginActions(flow: PostLoginFlow) {
  const signIn: Action = async (values, { env }) => {
    const username = text(values, 'username');
    const password = text(values, 'password');
    try {
      const login = await userLogin({
        username,
        password,
        deviceId: await signInDeviceId(env.context.data, env.context.device.mobileApp),
        trustedDeviceTokens: trustedDeviceTokens(),
      });
      return await flow.start(login, login.UserName || username, password, env);
    } catch (error) {
      return signInFailure(error);
    }
  };

  return {
    signIn,

    quickSignIn: async (_values, context) =>
      QUICK ? signIn(QUICK, context) : { ok: false, message: 'login.errorNotAuthorized' },

    validateCode: async (values, { env }) => {
      const pending = getPending();
      if (!pending) return noPending();
      try {
        const login = await validateCode({
          UserId: pending.username,
          Code: text(values, 'code'),
          CreateTrustedDevice: env.context.device.mobileApp || values.trustDevice === true,
        });
        updatePending({ login: { ...pending.login, ...login } });
        flow.deps.setSignInToken(login.UserToken);
        if (login.TrustedDeviceToken) rememberTrustedDevice(login.CustomerID, login.TrustedDeviceToken);
        return await flow.afterStep('securityCode', env, {
          login: publicLogin({ ...pending.login, ...login }),
        });
      } catch (error) {
        return { ok: false, message: codeMessage(error) };
      }
    },

    resendCode: async () => {
      const pending = getPending();
      if (!pending) return noPending();
      try {
        await resendCode(pending.username);
        return { ok: true, data: { codeResent: true }, reset: ['securityCode'] };
      } catch {
        return { ok: false, message: 'postLogin.codeError' };
      }
    },

    verifySsn: async (values, { env }) => {
      const pending = getPending();
      if (!pending?.password) return noPending();
      try {
        const answer = await verifyNewUser({
          Credentials: { UserName: pending.username, Password: pending.password },
          SocialSecurityNumber: text(values, 'ssn'),
        });
        if (!answer.IsValid) return { ok: false, message: 'postLogin.ssnError' };
        updatePending({ password: undefined });
        return await flow.afterStep('ssnValidation', env);
      } catch {
        return { ok: false, message: 'postLogin.ssnError' };
      }
    },

    changePassword: async (values, { env }) => {
      const pending = getPending();
      if (!pending) return noPending();
      try {
        await resetPassword({
          Enc: pending.login.ChangePasswordToken ?? '',
          Password: text(values, 'newPassword'),
        });
        return await flow.afterStep('passwordChange', env);
      } catch (error) {
        return { ok: false, message: passwordMessage(error) };
      }
    },

    setSecretQuestion: async (values, { env }) => {
      const pending = getPending();
      if (!pending) return noPending();
      try {
        await setPasswordQuestion({
          PasswordQuestion:
            values.useCustom === true ? text(values, 'customQuestion') : text(values, 'question'),
          PasswordAnswer: text(values, 'answer'),
          UserToken: pending.login.UserToken,
        });
        return await flow.afterStep('secretQuestion', env);
      } catch {
        return { ok: false, message: 'postLogin.secretQuestionError' };
      }
    },

    cancelSignIn: () => flow.cancel('userCancelled'),
  } satisfies Record<string, Action>;
}
