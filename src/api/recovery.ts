/**
 * Credential recovery (spec 01 §2 Recovery, §7, §8), checked against
 * schemas/api/recovery.json. A refusal is an ApiError of kind rejected whose reason is the
 * catalogue's code (Invalid, RecoveryFailed, RecoveryMaxAttempts, BadQuestion, Error);
 * a 500 is kind http with status 500 (Error500); maintenance is kind forbidden.
 */
import type {
  AnswerSecretQuestionRequest,
  GenerateNewPasswordRequest,
  GetSecretQuestionRequest,
  GetSecretQuestionResponse,
  RecoveryResponse,
} from '../generated/api-types/recovery';
import { request } from './client';
import { schemaCheck } from './validation';

/** This area's answer validators, loaded with the first call that needs them (./validation.ts). */
const validators = () => import('../generated/api/recovery');

export type { CredentialExpiration, RecoveryResponse } from '../generated/api-types/recovery';
export type SecretQuestionResponse = GetSecretQuestionResponse;

/**
 * The identity fields of the first step. The schema lets each be left out; the portal
 * sends every one, hidden fields empty (DateOfBirth: MM/DD/YYYY, its digits, or empty).
 */
export type RecoveryIdentity = Required<GetSecretQuestionRequest>;

const recoveryAnswer = schemaCheck(validators, 'RecoveryResponse');

export function getSecretQuestion(body: RecoveryIdentity): Promise<SecretQuestionResponse> {
  return request('Recovery/GetSecretQuestion', {
    method: 'POST',
    body,
    check: schemaCheck(validators, 'GetSecretQuestionResponse'),
  });
}

/** A right answer e-mails a reset link. The portal sends the identity and the question it showed. */
export function answerSecretQuestion(
  body: AnswerSecretQuestionRequest &
    RecoveryIdentity &
    Required<Pick<AnswerSecretQuestionRequest, 'SecretQuestion'>>,
): Promise<RecoveryResponse> {
  return request('Recovery/AnswerSecretQuestion', { method: 'POST', body, check: recoveryAnswer });
}

/** Recovery without a question: e-mails a temporary password to change at sign-in. */
export function generateNewPassword(
  body: GenerateNewPasswordRequest & Omit<RecoveryIdentity, 'DateOfBirth'>,
): Promise<RecoveryResponse> {
  return request('Recovery/GenerateNewPassword', { method: 'POST', body, check: recoveryAnswer });
}
