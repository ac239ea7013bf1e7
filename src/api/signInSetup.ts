/** The calls of the sign-in steps that set things up: the secret question and agreement records. */
import validators from '../generated/api/signInSetup';
import { anyAnswer } from './check';
import { request } from './client';
import { schemaCheck } from './validation';

export function setPasswordQuestion(body: {
  PasswordQuestion: string;
  PasswordAnswer: string;
  UserToken: string;
}) {
  return request('register/SetPasswordQuestion', { method: 'POST', body, check: anyAnswer });
}

export function agreementLogging(body: {
  Agreements: number[];
  UserName: string;
  TurnEStatementsOn: boolean;
}) {
  return request('AgreementLogging', {
    method: 'POST',
    body,
    check: schemaCheck<{ HasNoErrors: boolean }>(
      validators.AgreementLoggingResponse,
      'AgreementLoggingResponse',
    ),
  });
}
