/**
 * The actions of the registration wizard (spec 01 §4 'Registration sections'): each
 * section change checks maintenance mode first; leaving Personal Data sends the e-mail
 * code when verification is on and the address is not verified yet; the code step verifies
 * it; Create Account sends the registration and then shows the success message, or signs
 * the new user in when the institution wants that. Values of each step are kept in the
 * screen's data (data.personal, data.security) for the steps after it.
 */
import { generateMfaCode, registerUser, validateRegistrationCode } from '../../api/register';
import { registrationErrorMessage, registrationPayload, accountLayouts } from '../../domain/registration';
import { holds, type Action, type ActionResult, type FormValues, type LogicEnv } from '../../engine';
import type { PublicDeps } from '../shared/publicDeps';
import { isForbidden, offlineResult, reasonOf } from '../shared/maintenance';
import { anonymousId } from './anonymousId';

type Data = Readonly<Record<string, unknown>>;
const record = (value: unknown): Data => (typeof value === 'object' && value !== null ? (value as Data) : {});
const text = (values: Data, name: string) =>
  typeof values[name] === 'string' ? (values[name] as string).trim() : '';

const CODE_MESSAGES: Readonly<Record<string, string>> = {
  CodeExpired: 'register.codeExpired',
  MaxAttemptsReached: 'register.codeMaxAttempts',
};

/** Whether the code step follows: its rule, registrationVerifiesEmail, over the data the step will see. */
function needsVerification(env: LogicEnv, data: Data): boolean {
  const next = { ...env, context: { ...env.context, data: { ...env.context.data, ...data } } };
  return holds({ rule: 'registrationVerifiesEmail' }, next, false);
}

async function sendCode(personal: FormValues): Promise<string> {
  return generateMfaCode({
    Id: anonymousId(),
    FirstName: text(personal, 'firstName'),
    EmailAddress: text(personal, 'email'),
  });
}

/** The registration agreements offered on the logon step (data.registrationAgreement1..5). */
function offeredAgreements(data: Data): number[] {
  return [1, 2, 3, 4, 5]
    .map((index) => record(data[`registrationAgreement${index}`]).hostNum)
    .filter((id): id is number => typeof id === 'number');
}

function agreedAgreements(logon: FormValues, data: Data): number[] {
  return [1, 2, 3, 4, 5]
    .filter((index) => logon[`agreement${index}`] === true)
    .map((index) => record(data[`registrationAgreement${index}`]).hostNum)
    .filter((id): id is number => typeof id === 'number');
}

export function createRegisterActions(deps: PublicDeps) {
  const offline = () => offlineResult(deps, 'register.errorGeneric');

  return {
    registrationSection: async () => (await offline()) ?? { ok: true },

    registrationBack: async () => (await offline()) ?? { ok: true, step: 'back', reset: ['emailCode'] },

    registerPersonal: async (values, { env }) => {
      const stop = await offline();
      if (stop) return stop;
      const email = text(values, 'email');
      const data: Record<string, unknown> = { personal: values };
      // Changing the e-mail clears the verified flag.
      if (env.context.data.verifiedEmail !== email) data.emailVerified = false;
      if (!needsVerification(env, data)) return { ok: true, data, step: 'next' };
      try {
        data.mfaToken = await sendCode(values);
      } catch {
        return { ok: false, message: 'register.codeError' };
      }
      return { ok: true, data: { ...data, codeResent: false }, step: 'next', reset: ['emailCode'] };
    },

    resendRegistrationCode: async (_values, { env }) => {
      const stop = await offline();
      if (stop) return stop;
      try {
        const mfaToken = await sendCode(record(env.context.data.personal));
        return { ok: true, data: { mfaToken, codeResent: true }, reset: ['emailCode'] };
      } catch {
        return { ok: false, message: 'register.codeError' };
      }
    },

    verifyRegistrationCode: async (values, { env }) => {
      const stop = await offline();
      if (stop) return stop;
      const data = env.context.data;
      try {
        await validateRegistrationCode({
          Code: text(values, 'code'),
          MFAToken: String(data.mfaToken ?? ''),
          UserId: anonymousId(),
        });
      } catch (error) {
        // No reset here: resetting the form remounts it, and its message would go with it.
        if (!isForbidden(error)) return { ok: false, message: 'register.codeError' };
        return { ok: false, message: CODE_MESSAGES[reasonOf(error) ?? ''] ?? 'register.codeInvalid' };
      }
      const verifiedEmail = text(record(data.personal), 'email');
      return {
        ok: true,
        data: { emailVerified: true, verifiedEmail, codeResent: false },
        step: 'next',
        reset: ['emailCode'],
      };
    },

    registerSecurity: async (values) =>
      (await offline()) ?? { ok: true, data: { security: values }, step: 'next' },

    createAccount: async (values, { env }) => {
      const stop = await offline();
      if (stop) return stop;
      const data = env.context.data;
      const payload = registrationPayload({
        personal: record(data.personal),
        security: record(data.security),
        logon: values,
        agreements: { offered: offeredAgreements(data), agreed: agreedAgreements(values, data) },
        layouts: accountLayouts(env.options),
        accountNumberRequired: env.options.AccountNumberRequired !== false,
      });
      let result: ActionResult;
      try {
        await registerUser(payload);
        result = { ok: true, data: { registered: true } };
      } catch (error) {
        const reason = reasonOf(error);
        if (reason === 'maintenanceModeEnabled') {
          deps.toLogin('down');
          return { ok: false, message: 'login.offline' };
        }
        return { ok: false, message: registrationErrorMessage(reason) };
      }
      if (env.options.LogInAfterRegistration === true) deps.signInAs(payload.UserName, payload.Password);
      return result;
    },
  } satisfies Record<string, Action>;
}
