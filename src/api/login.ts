/** Sign-in calls (spec 01 §7); answers checked against schemas/api/login.json. */
import type {
  LoginResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
  SsoLoginResponse,
  TokenLoginRequest,
  UserLoginRequest as UserLoginSchema,
  UserSessionResponse,
  ValidateCodeRequest,
  VerifyNewUserRequest,
  VerifyNewUserResponse,
} from '../generated/api-types/login';
import { anyAnswer } from './check';
import { resetChecksSettled, resetTokenUsed } from './passwords';
import { request } from './client';
import { schemaCheck } from './validation';

/** This area's answer validators, loaded with the first call that needs them (./validation.ts). */
const validators = () => import('../generated/api/login');

/** The request and answer types of schemas/api/login.json, under the names callers use. */
export type {
  AgreementLog,
  LoginResponse,
  ResetPasswordResponse,
  UserSessionResponse,
} from '../generated/api-types/login';

/** The sign-in request; the portal always sends the trusted-device tokens it keeps (none: {}). */
export type UserLoginRequest = UserLoginSchema & Required<Pick<UserLoginSchema, 'trustedDeviceTokens'>>;

const loginAnswer = schemaCheck(validators, 'LoginResponse');

export function userLogin(body: UserLoginRequest): Promise<LoginResponse> {
  return request('login/userlogin', { method: 'POST', body, check: loginAnswer });
}

/** The security code; the answer is a full login answer (the token, the trusted-device token …). */
export function validateCode(body: ValidateCodeRequest): Promise<LoginResponse> {
  return request('Login/ValidateCode', { method: 'POST', body, check: loginAnswer });
}

export function resendCode(userId: string): Promise<unknown> {
  return request('Login/ResendCode', { method: 'POST', body: { UserId: userId }, check: anyAnswer });
}

export function tokenLogin(body: TokenLoginRequest): Promise<LoginResponse> {
  return request('login/tokenlogin', { method: 'POST', body, check: loginAnswer });
}

/** Single sign-on: the institution's token, channel Web; IsLoggedIn false alone when it is not accepted. */
export function ssoLogin(token: string): Promise<SsoLoginResponse> {
  return request('login/ssologin', {
    method: 'POST',
    body: { Token: token, Channel: 'Web' },
    check: schemaCheck(validators, 'SsoLoginResponse'),
  });
}

export function verifyNewUser(body: VerifyNewUserRequest): Promise<VerifyNewUserResponse> {
  return request('Login/VerifyNewUser', {
    method: 'POST',
    body,
    check: schemaCheck(validators, 'VerifyNewUserResponse'),
  });
}

/**
 * With the post-login ChangePasswordToken the session goes on (no UserToken); with a
 * recovery reset token the user is signed in: UserToken is the new session. A refused
 * password is 403 with its reason code; a dead token 403 Expired.
 */
export async function resetPassword(body: ResetPasswordRequest): Promise<ResetPasswordResponse> {
  // A check of this password still in flight is answered first: the reset uses the token up.
  await resetChecksSettled();
  const answer = await request('Login/ResetPassword', {
    method: 'POST',
    body,
    check: schemaCheck(validators, 'ResetPasswordResponse'),
  });
  resetTokenUsed(body.Enc);
  return answer;
}

export function userSession(): Promise<UserSessionResponse> {
  return request('Login/UserSession', {
    check: schemaCheck(validators, 'UserSessionResponse'),
  });
}

export function logoutCall(userToken: string): Promise<unknown> {
  return request('Login/Logout', { method: 'POST', body: { UserToken: userToken }, check: anyAnswer });
}
