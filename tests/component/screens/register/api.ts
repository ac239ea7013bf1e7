/**
 * The registration API for the wizard's tests, answered by msw: the maintenance check,
 * the credential rule sets, the e-mail code (send and check) and the registration. As in
 * ../postLogin/api.ts, every answer conforms to schemas/api and every request body is
 * checked against its request schema (a body that does not conform is answered 400 and
 * recorded in badRequests, which fails the test).
 */
import { HttpResponse } from 'msw';
import { mockEndpoints } from '../../../support/mockEndpoints';
import { answer, badRequests, refused, type ApiRequest, type Resolver } from '../postLogin/api';

const REGISTER = 'api/register.json#/$defs/';
const SUPPORT = 'api/support.json#/$defs/';
const COMMON = 'api/common.json#/$defs/';

const ENDPOINTS = {
  maintenanceMode: { method: 'get', path: '/api/MaintenanceMode', request: undefined },
  passwordRules: {
    method: 'post',
    path: '/api/CredentialValidationRules/GetPasswordValidationRules',
    request: `${COMMON}Empty`,
  },
  logonRules: {
    method: 'post',
    path: '/api/CredentialValidationRules/GetLogonValidationRules',
    request: `${COMMON}Empty`,
  },
  generateCode: {
    method: 'post',
    path: '/api/Register/GenerateMFACode',
    request: `${REGISTER}GenerateMfaCodeRequest`,
  },
  validateCode: {
    method: 'post',
    path: '/api/Register/ValidateCode',
    request: `${REGISTER}RegistrationValidateCodeRequest`,
  },
  registerUser: {
    method: 'post',
    path: '/api/Register/RegisterUser',
    request: `${REGISTER}RegisterUserRequest`,
  },
} as const;

export type RegisterEndpoint = keyof typeof ENDPOINTS;

export interface RuleSetAnswer {
  MinimumLength: number;
  PasswordValidationRules: {
    ValidationRuleType: number;
    ValidationRegex?: string;
    RegexMatchMeansError: boolean;
  }[];
}

/** The rule sets the reference server publishes by default: a minimum and nothing else. */
export const PLAIN_RULES: RuleSetAnswer = { MinimumLength: 8, PasswordValidationRules: [] };

export const rulesAnswer =
  (rules: RuleSetAnswer): Resolver =>
  () =>
    answer(`${SUPPORT}ValidationRulesResponse`, rules);

export const maintenance =
  (isEnabled: boolean): Resolver =>
  () =>
    answer(`${SUPPORT}MaintenanceModeResponse`, { isEnabled });

export const MFA_TOKEN = 'mfa-token-1';

export const codeSent =
  (token = MFA_TOKEN): Resolver =>
  () =>
    answer(`${REGISTER}GenerateMfaCodeResponse`, { MFAToken: token });

/** A registration the server turned down: 200 with HasNoErrors false, the codes in Errors. */
export const registrationRefused =
  (...codes: string[]): Resolver =>
  () =>
    answer(`${REGISTER}RegisterUserResponse`, {
      HasNoErrors: false,
      Errors: codes.map((code) => ({ ErrorMessage: code })),
    });

/** A code the server does not accept: 403 with the reason. */
export const codeRefused =
  (reason: string): Resolver =>
  () =>
    refused(403, reason);

const DEFAULTS: Record<RegisterEndpoint, Resolver> = {
  maintenanceMode: maintenance(false),
  passwordRules: rulesAnswer(PLAIN_RULES),
  logonRules: rulesAnswer(PLAIN_RULES),
  generateCode: codeSent(),
  validateCode: () => answer(`${REGISTER}RegistrationValidateCodeResponse`, { HasNoErrors: true }),
  registerUser: () => answer(`${REGISTER}RegisterUserResponse`, { HasNoErrors: true, Errors: [] }),
};

export interface RegisterApi {
  requests(endpoint: RegisterEndpoint): ApiRequest[];
  bodies(endpoint: RegisterEndpoint): unknown[];
  /** The endpoints called, in order. */
  order(): RegisterEndpoint[];
}

/** Answers every call of the registration screen: the defaults above, with the resolvers given instead. */
export function mockRegisterApi(resolvers: Partial<Record<RegisterEndpoint, Resolver>> = {}): RegisterApi {
  return mockEndpoints(ENDPOINTS, DEFAULTS, resolvers, badRequests);
}

/** A network failure (no answer at all). */
export const unreachable: Resolver = () => HttpResponse.error();
