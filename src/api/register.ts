/**
 * The public registration calls (spec 01 §2 Self-registration, Verify e-mail, Activate
 * account; §7): the e-mail code, the registration, the verify link and the activation of a
 * migrated account; answers checked against schemas/api/register.json. A refusal is an
 * ApiError: kind forbidden for the code and activation (reason Invalid, CodeExpired,
 * MaxAttemptsReached, maintenanceModeEnabled or a password code), kind rejected for a
 * registration or verification the server turned down (reason the first code of §8).
 */
import type { RegistrationPayload } from '../domain/registration/payload';
import type {
  ActivateAccountRequest,
  ActivateAccountResponse,
  GenerateMfaCodeRequest,
  RegisterUserResponse,
  RegistrationValidateCodeRequest,
  RegistrationValidateCodeResponse,
  ValidateEmailResponse,
} from '../generated/api-types/register';
import { request } from './client';
import { schemaCheck } from './validation';

/** This area's answer validators, loaded with the first call that needs them (./validation.ts). */
const validators = () => import('../generated/api/register');

export type { ActivateAccountResponse } from '../generated/api-types/register';

/** The code's request: Id is the anonymous id the browser makes once per session; the portal always sends FirstName. */
export type MfaCodeRequest = GenerateMfaCodeRequest & Required<Pick<GenerateMfaCodeRequest, 'FirstName'>>;

/** The code back, with the MFAToken and the same anonymous id (UserId) as for the code. */
export type RegistrationCodeRequest = RegistrationValidateCodeRequest;

/**
 * The registration payload (spec 01 §3, built by src/domain/registration); hidden fields
 * are sent empty. Narrower than the schema's RegisterUserRequest, which lets them be left out.
 */
export type RegistrationRequest = RegistrationPayload;

/** Sends a code to the address (again: a resend that replaces it); answers the MFAToken to send back with it. */
export async function generateMfaCode(body: MfaCodeRequest): Promise<string> {
  const answer = await request('Register/GenerateMFACode', {
    method: 'POST',
    body,
    check: schemaCheck(validators, 'GenerateMfaCodeResponse'),
  });
  return answer.MFAToken;
}

export function validateRegistrationCode(
  body: RegistrationCodeRequest,
): Promise<RegistrationValidateCodeResponse> {
  return request('Register/ValidateCode', {
    method: 'POST',
    body,
    check: schemaCheck(validators, 'RegistrationValidateCodeResponse'),
  });
}

/** POST /api/Register/RegisterUser (the path the spec does not show). */
export function registerUser(body: RegistrationRequest): Promise<RegisterUserResponse> {
  return request('Register/RegisterUser', {
    method: 'POST',
    body,
    check: schemaCheck(validators, 'RegisterUserResponse'),
  });
}

export function activateAccount(body: ActivateAccountRequest): Promise<ActivateAccountResponse> {
  return request('Register/ActivateAccount', {
    method: 'POST',
    body,
    check: schemaCheck(validators, 'ActivateAccountResponse'),
  });
}

/** The verify link's value (/#/home/verifyEmail/<enc>). */
export function validateEmail(enc: string): Promise<ValidateEmailResponse> {
  return request('Login/ValidateEmail', {
    method: 'POST',
    body: { EncryptedUserData: enc },
    check: schemaCheck(validators, 'ValidateEmailResponse'),
  });
}
