/**
 * Credential recovery (spec 01 §2 Recovery, §7, §8), checked against
 * schemas/api/recovery.json. A refusal is an ApiError of kind rejected whose reason is the
 * catalogue's code (Invalid, RecoveryFailed, RecoveryMaxAttempts, BadQuestion, Error);
 * a 500 is kind http with status 500 (Error500); maintenance is kind forbidden.
 */
import validators from '../generated/api/recovery';
import { request } from './client';
import { schemaCheck } from './validation';

/** The identity fields of the first step; hidden fields are sent empty. */
export interface RecoveryIdentity {
  EmailAddress: string;
  ServicingBranch: string;
  /** MM/DD/YYYY (or its digits), or empty. */
  DateOfBirth: string;
  ZipCode: string;
}

export interface SecretQuestionResponse {
  HasNoErrors: true;
  Credentials: { SecretQuestion: string; LogonName: string };
}

export interface RecoveryResponse {
  HasNoErrors: true;
  SuccessMessage?: string;
}

/** Hours a temporary password works (empty or absent: 24). */
export type CredentialExpiration = number | string | null;

const recoveryAnswer = schemaCheck<RecoveryResponse>(validators.RecoveryResponse, 'RecoveryResponse');

export function getSecretQuestion(body: RecoveryIdentity): Promise<SecretQuestionResponse> {
  return request('Recovery/GetSecretQuestion', {
    method: 'POST',
    body,
    check: schemaCheck<SecretQuestionResponse>(
      validators.GetSecretQuestionResponse,
      'GetSecretQuestionResponse',
    ),
  });
}

/** A right answer e-mails a reset link. */
export function answerSecretQuestion(
  body: RecoveryIdentity & {
    LogonName: string;
    SecretQuestion: string;
    SecretAnswer: string;
    CredentialExpiration?: CredentialExpiration;
  },
): Promise<RecoveryResponse> {
  return request('Recovery/AnswerSecretQuestion', { method: 'POST', body, check: recoveryAnswer });
}

/** Recovery without a question: e-mails a temporary password to change at sign-in. */
export function generateNewPassword(body: {
  LogonName: string;
  EmailAddress: string;
  ZipCode: string;
  ServicingBranch: string;
  CredentialExpiration?: CredentialExpiration;
}): Promise<RecoveryResponse> {
  return request('Recovery/GenerateNewPassword', { method: 'POST', body, check: recoveryAnswer });
}
