/**
 * The public registration calls (spec 01 §2 Self-registration, Verify e-mail, Activate
 * account; §7): the e-mail code, the registration, the verify link and the activation of a
 * migrated account; answers checked against schemas/api/register.json. A refusal is an
 * ApiError: kind forbidden for the code and activation (reason Invalid, CodeExpired,
 * MaxAttemptsReached, maintenanceModeEnabled or a password code), kind rejected for a
 * registration or verification the server turned down (reason the first code of §8).
 */
import type { RegistrationPayload } from '../domain/registration/payload';
import validators from '../generated/api/register';
import { request } from './client';
import { schemaCheck } from './validation';

export interface MfaCodeRequest {
  /** The anonymous id the browser makes once per session. */
  Id: string;
  FirstName: string;
  EmailAddress: string;
}

export interface RegistrationCodeRequest {
  Code: string;
  MFAToken: string;
  /** The same anonymous id as for the code. */
  UserId: string;
}

/** The registration payload (spec 01 §3, built by src/domain/registration); hidden fields are sent empty. */
export type RegistrationRequest = RegistrationPayload;

export interface Result {
  HasNoErrors: boolean;
  Errors?: { ErrorMessage: string }[];
}

export interface ActivateAccountResponse {
  HasNoErrors: boolean;
  LogonNameTaken: boolean;
  Restricted: boolean;
  UserName: string;
}

/** Sends a code to the address (again: a resend that replaces it); answers the MFAToken to send back with it. */
export async function generateMfaCode(body: MfaCodeRequest): Promise<string> {
  const answer = await request('Register/GenerateMFACode', {
    method: 'POST',
    body,
    check: schemaCheck<{ MFAToken: string }>(validators.GenerateMfaCodeResponse, 'GenerateMfaCodeResponse'),
  });
  return answer.MFAToken;
}

export function validateRegistrationCode(body: RegistrationCodeRequest): Promise<Result> {
  return request('Register/ValidateCode', {
    method: 'POST',
    body,
    check: schemaCheck<Result>(
      validators.RegistrationValidateCodeResponse,
      'RegistrationValidateCodeResponse',
    ),
  });
}

/** POST /api/Register/RegisterUser (the path the spec does not show). */
export function registerUser(body: RegistrationRequest): Promise<Result> {
  return request('Register/RegisterUser', {
    method: 'POST',
    body,
    check: schemaCheck<Result>(validators.RegisterUserResponse, 'RegisterUserResponse'),
  });
}

export function activateAccount(body: { Token: string; Password: string }): Promise<ActivateAccountResponse> {
  return request('Register/ActivateAccount', {
    method: 'POST',
    body,
    check: schemaCheck<ActivateAccountResponse>(
      validators.ActivateAccountResponse,
      'ActivateAccountResponse',
    ),
  });
}

/** The verify link's value (/#/home/verifyEmail/<enc>). */
export function validateEmail(enc: string): Promise<Result> {
  return request('Login/ValidateEmail', {
    method: 'POST',
    body: { EncryptedUserData: enc },
    check: schemaCheck<Result>(validators.ValidateEmailResponse, 'ValidateEmailResponse'),
  });
}
