import { anyAnswer, requireRecord, type Check } from './check';
import { request } from './client';

export interface UserLoginRequest {
  username: string;
  password: string;
  deviceId?: string;
  trustedDeviceTokens: Record<string, string>;
}

/** The login response of spec 01 §3; only what the portal reads is required. */
export interface LoginResponse {
  UserName: string;
  UserToken: string;
  IsLoggedIn: boolean;
  CompanyNumber: number;
  [other: string]: unknown;
}

const checkLoginResponse: Check<LoginResponse> = (value) => {
  const answer = requireRecord(value, 'login response');
  if (typeof answer.UserToken !== 'string') throw new Error('UserToken should be text');
  if (typeof answer.IsLoggedIn !== 'boolean') throw new Error('IsLoggedIn should be true or false');
  if (typeof answer.CompanyNumber !== 'number') throw new Error('CompanyNumber should be a number');
  return { ...answer, UserName: String(answer.UserName ?? '') } as LoginResponse;
};

export function userLogin(body: UserLoginRequest): Promise<LoginResponse> {
  return request('login/userlogin', { method: 'POST', body, check: checkLoginResponse });
}

export function logoutCall(userToken: string): Promise<unknown> {
  return request('Login/Logout', { method: 'POST', body: { UserToken: userToken }, check: anyAnswer });
}
