/**
 * The actions of the recovery wizard (spec 01 §2 Recovery, §4 'Recovery', §7, §8):
 * Continue finds the logon name and secret question of the identity given; Submit sends
 * the answer (AnswerSecretQuestion) or, where the institution recovers without a question,
 * asks for a temporary password (GenerateNewPassword); which of the two the step offers is
 * decided by the definition (rules/recovery.json). A failure keeps the step and shows the
 * catalogue's message; a maintenance answer sends the user to login.
 */
import { ApiError } from '../../api/errors';
import { answerSecretQuestion, generateNewPassword, getSecretQuestion } from '../../api/recovery';
import {
  recoveryErrorCode,
  recoveryErrorMessage,
  recoveryIdentity,
  type RecoveryFailure,
} from '../../domain/recovery';
import type { Action, ActionResult } from '../../engine';
import type { PublicDeps } from '../shared/publicDeps';
import { reasonOf } from '../shared/maintenance';

type Data = Readonly<Record<string, unknown>>;
const record = (value: unknown): Data => (typeof value === 'object' && value !== null ? (value as Data) : {});
function text(values: Data, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** The step-2 answer form, cleared whenever the step is entered or left. */
const ANSWER_FORM = 'answer';

function failureOf(error: ApiError): RecoveryFailure {
  return {
    status: error.problem.kind === 'http' ? error.problem.status : undefined,
    reason: reasonOf(error),
  };
}

/** The identity given on the first step and the logon name it found (data.identity, data.logonName). */
function found(data: Data) {
  return { identity: recoveryIdentity(record(data.identity)), logonName: text(data, 'logonName') };
}

export function createRecoveryActions(deps: PublicDeps) {
  /** Runs a recovery call; a failure becomes the catalogue's message (the step stays). */
  async function attempt(call: () => Promise<ActionResult>): Promise<ActionResult> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (reasonOf(error) === 'maintenanceModeEnabled') {
        deps.toLogin('down');
        return { ok: false, message: 'login.offline' };
      }
      if (error.problem.kind === 'network') return { ok: false, message: 'errors.network' };
      return { ok: false, message: recoveryErrorMessage(recoveryErrorCode(failureOf(error))) };
    }
  }

  return {
    recoverUsername: (values) =>
      attempt(async () => {
        const { Credentials } = await getSecretQuestion(recoveryIdentity(values));
        return {
          ok: true,
          step: 'next',
          data: {
            identity: values,
            logonName: Credentials.LogonName,
            secretQuestion: Credentials.SecretQuestion,
          },
          reset: [ANSWER_FORM],
        };
      }),

    answerRecoveryQuestion: (values, { env }) =>
      attempt(async () => {
        const data = env.context.data;
        const { identity, logonName } = found(data);
        await answerSecretQuestion({
          ...identity,
          LogonName: logonName,
          SecretQuestion: text(data, 'secretQuestion'),
          SecretAnswer: text(values, 'secretAnswer'),
        });
        return { ok: true, step: 'next' };
      }),

    generateRecoveryPassword: (_values, { env }) =>
      attempt(async () => {
        const { identity, logonName } = found(env.context.data);
        await generateNewPassword({
          LogonName: logonName,
          EmailAddress: identity.EmailAddress,
          ZipCode: identity.ZipCode,
          ServicingBranch: identity.ServicingBranch,
        });
        return { ok: true, step: 'next' };
      }),

    recoveryBack: async () => ({ ok: true, step: 'back', reset: [ANSWER_FORM] }),
  } satisfies Record<string, Action>;
}
