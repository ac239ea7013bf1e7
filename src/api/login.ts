/** Sign-in calls (spec 01 §7); answers checked against schemas/api/login.json. */
import validators from '../generated/api/login';
import { anyAnswer } from './check';
import { request } from './client';
import { schemaCheck } from './validation';

export interface AgreementLog {
  Name: string;
  Url?: string;
  DateOfTerms: string;
  DateOfAgreement: string;
  AgreementType?: number;
  WhenToAgree?: number;
}

export interface LoginResponse {
  UserName: string;
  UserToken: string;
  EmailAddress?: string;
  EmailIsVerified?: boolean;
  IsLoggedIn: boolean;
  IsTrustedDevice: boolean;
  MustChangePassword?: boolean;
  ChangePasswordToken?: string;
  HasPasswordQuestion?: boolean;
  WebAgreementLogs?: AgreementLog[];
  CompanyNumber: number;
  BiometricsTokenExpiration?: string;
  BiometricsToken?: string;
  TrustedDeviceToken?: string;
  CustomerID: string;
}

export interface UserLoginRequest {
  username: string;
  password: string;
  deviceId?: string;
  trustedDeviceTokens: Record<string, string>;
}

export interface UserSessionResponse {
  UserName: string;
  PersonalName: string;
  EmailAddress?: string;
  ServicingBranch: string;
  CompanyNumber: number;
  LastLoggedIn?: string | null;
  LastLoggedInIP?: string | null;
}

/**
 * The answer of Login/ResetPassword. With the post-login ChangePasswordToken the session goes
 * on (no UserToken); with a recovery reset token the user is signed in: UserToken is the new
 * session. A refused password is 403 with its reason code; a dead token 403 Expired.
 */
export interface ResetPasswordResponse {
  HasNoErrors: boolean;
  IsLoggedIn: boolean;
  UserToken?: string;
  BiometricsTokenExpiration?: string;
}

const loginAnswer = schemaCheck<LoginResponse>(validators.LoginResponse, 'LoginResponse');

export function userLogin(body: UserLoginRequest): Promise<LoginResponse> {
  return request('login/userlogin', { method: 'POST', body, check: loginAnswer });
}

/** The security code; the answer is a full login answer (the token, the trusted-device token …). */
export function validateCode(body: {
  UserId: string;
  Code: string;
  CreateTrustedDevice: boolean;
}): Promise<LoginResponse> {
  return request('Login/ValidateCode', { method: 'POST', body, check: loginAnswer });
}

export function resendCode(userId: string): Promise<unknown> {
  return request('Login/ResendCode', { method: 'POST', body: { UserId: userId }, check: anyAnswer });
}

export function tokenLogin(body: { Token: string; DeviceID?: string }): Promise<LoginResponse> {
  return request('login/tokenlogin', { method: 'POST', body, check: loginAnswer });
}

/** Single sign-on: the institution's token, channel Web; IsLoggedIn false alone when it is not accepted. */
export function ssoLogin(token: string): Promise<LoginResponse | { IsLoggedIn: false }> {
  return request('login/ssologin', {
    method: 'POST',
    body: { Token: token, Channel: 'Web' },
    check: schemaCheck<LoginResponse | { IsLoggedIn: false }>(
      validators.SsoLoginResponse,
      'SsoLoginResponse',
    ),
  });
}

export function verifyNewUser(body: {
  Credentials: { UserName: string; Password: string };
  SocialSecurityNumber: string;
}) {
  return request('Login/VerifyNewUser', {
    method: 'POST',
    body,
    check: schemaCheck<{ HasNoErrors: boolean; IsValid: boolean }>(
      validators.VerifyNewUserResponse,
      'VerifyNewUserResponse',
    ),
  });
}

export function resetPassword(body: { Enc: string; Password: string }): Promise<ResetPasswordResponse> {
  return request('Login/ResetPassword', {
    method: 'POST',
    body,
    check: schemaCheck<ResetPasswordResponse>(validators.ResetPasswordResponse, 'ResetPasswordResponse'),
  });
}

export function userSession(): Promise<UserSessionResponse> {
  return request('Login/UserSession', {
    check: schemaCheck<UserSessionResponse>(validators.UserSessionResponse, 'UserSessionResponse'),
  });
}

export function logoutCall(userToken: string): Promise<unknown> {
  return request('Login/Logout', { method: 'POST', body: { UserToken: userToken }, check: anyAnswer });
}
