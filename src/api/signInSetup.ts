/** The calls of the sign-in steps that set things up: the secret question and agreement records. */
import type {
  AgreementLoggingRequest,
  AgreementLoggingResponse,
  SetPasswordQuestionRequest,
} from '../generated/api-types/signInSetup';
import { anyAnswer } from './check';
import { request } from './client';
import { schemaCheck } from './validation';

/** This area's answer validators, loaded with the first call that needs them (./validation.ts). */
const validators = () => import('../generated/api/signInSetup');

export function setPasswordQuestion(body: SetPasswordQuestionRequest): Promise<unknown> {
  return request('register/SetPasswordQuestion', { method: 'POST', body, check: anyAnswer });
}

export function agreementLogging(body: AgreementLoggingRequest): Promise<AgreementLoggingResponse> {
  return request('AgreementLogging', {
    method: 'POST',
    body,
    check: schemaCheck(validators, 'AgreementLoggingResponse'),
  });
}
