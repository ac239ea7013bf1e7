/**
 * The sign-in API for the post-login tests, answered by msw. Every answer is checked against
 * its schema in schemas/api before it is sent (an answer that does not conform fails the
 * test that builds it), and every request body against its request schema: a body that
 * does not conform is answered 400 as the reference server would, and recorded so that the
 * harness fails the test.
 */
import { HttpResponse } from 'msw';
import type { LoginResponse, UserSessionResponse } from '../../../../src/api/login';
import { createProjectAjv, describeErrors, schemaValidator } from '../../../../tools/project.ts';
import { mockEndpoints, type ApiRequest, type Resolver } from '../../../support/mockEndpoints';

const ajv = createProjectAjv();

/** The value, if it conforms to the schema `id` (such as api/login.json#/$defs/LoginResponse). */
export function conform<T>(id: string, value: T): T {
  const validate = schemaValidator(ajv, id);
  if (!validate(value))
    throw new Error(`${id} does not accept ${JSON.stringify(value)}:\n${describeErrors(validate)}`);
  return value;
}

const LOGIN = 'api/login.json#/$defs/';
const SUPPORT = 'api/support.json#/$defs/';
const COMMON = 'api/common.json#/$defs/';

/** A JSON answer that conforms to the schema `id`. */
export function answer(id: string, body: unknown, status = 200): Response {
  return HttpResponse.json(conform(id, body) as Record<string, unknown>, { status });
}

/** A refusal as the API words it: the status and Errors[0].ErrorMessage (api/common.json ErrorResponse). */
export function refused(status: number, ...reasons: string[]): Response {
  return answer(
    `${COMMON}ErrorResponse`,
    { HasNoErrors: false, Errors: reasons.map((reason) => ({ ErrorMessage: reason })) },
    status,
  );
}

export const USER_TOKEN = 'session-token-1';
export const CUSTOMER_ID = 'C-100200';

/** A login answer (api/login.json LoginResponse) that needs no post-login step, with changes. */
export function login(changes: Partial<LoginResponse> = {}): LoginResponse {
  return conform(`${LOGIN}LoginResponse`, {
    UserName: 'demo.borrower',
    UserToken: USER_TOKEN,
    EmailAddress: 'dana@example.com',
    EmailIsVerified: true,
    IsLoggedIn: true,
    IsTrustedDevice: false,
    MustChangePassword: false,
    ChangePasswordToken: '',
    HasPasswordQuestion: true,
    WebAgreementLogs: [],
    CompanyNumber: 0,
    BiometricsTokenExpiration: '',
    TrustedDeviceToken: '',
    CustomerID: CUSTOMER_ID,
    ...changes,
  });
}

/** The answer of a sign-in that needs a security code: no session yet. */
export function loginNeedingCode(changes: Partial<LoginResponse> = {}): LoginResponse {
  return login({ UserToken: '', IsLoggedIn: false, ...changes });
}

export const USER_SESSION: UserSessionResponse = conform(`${LOGIN}UserSessionResponse`, {
  UserName: 'demo.borrower',
  PersonalName: 'Dana Borrower',
  EmailAddress: 'dana@example.com',
  ServicingBranch: '1',
  CompanyNumber: 0,
  LastLoggedIn: '2026-11-13T15:05:00',
  LastLoggedInIP: '203.0.113.7',
});

export type { ApiRequest, Resolver };

const ENDPOINTS = {
  userLogin: { method: 'post', path: '/api/login/userlogin', request: `${LOGIN}UserLoginRequest` },
  validateCode: { method: 'post', path: '/api/Login/ValidateCode', request: `${LOGIN}ValidateCodeRequest` },
  resendCode: { method: 'post', path: '/api/Login/ResendCode', request: `${LOGIN}ResendCodeRequest` },
  verifyNewUser: {
    method: 'post',
    path: '/api/Login/VerifyNewUser',
    request: `${LOGIN}VerifyNewUserRequest`,
  },
  resetPassword: {
    method: 'post',
    path: '/api/Login/ResetPassword',
    request: `${LOGIN}ResetPasswordRequest`,
  },
  setPasswordQuestion: {
    method: 'post',
    path: '/api/register/SetPasswordQuestion',
    request: 'api/signInSetup.json#/$defs/SetPasswordQuestionRequest',
  },
  agreementLogging: {
    method: 'post',
    path: '/api/AgreementLogging',
    request: 'api/signInSetup.json#/$defs/AgreementLoggingRequest',
  },
  maintenanceMode: { method: 'get', path: '/api/MaintenanceMode', request: undefined },
  logout: { method: 'post', path: '/api/Login/Logout', request: `${LOGIN}LogoutRequest` },
  userSession: { method: 'get', path: '/api/Login/UserSession', request: undefined },
} as const;

export type Endpoint = keyof typeof ENDPOINTS;

const ok = () => answer(`${COMMON}Result`, { HasNoErrors: true });

/** The reference server's answers when all goes well. */
const DEFAULTS: Record<Endpoint, Resolver> = {
  userLogin: () => answer(`${LOGIN}LoginResponse`, login()),
  validateCode: () => answer(`${LOGIN}ValidateCodeResponse`, login()),
  resendCode: ok,
  verifyNewUser: () => answer(`${LOGIN}VerifyNewUserResponse`, { HasNoErrors: true, IsValid: true }),
  resetPassword: () => answer(`${LOGIN}ResetPasswordResponse`, { HasNoErrors: true, IsLoggedIn: true }),
  setPasswordQuestion: ok,
  agreementLogging: ({ body }) =>
    answer('api/signInSetup.json#/$defs/AgreementLoggingResponse', {
      HasNoErrors: true,
      Records: ((body as { Agreements: number[] }).Agreements ?? []).map((id) => ({
        AgreementType: id,
        DateOfAgreement: '2026-11-22T15:00:00.000Z',
        NameOfTerms: 'Online Banking Agreement',
        DateOfTerms: '2025-01-15',
        WhenToAgree: 0,
      })),
    }),
  maintenanceMode: () => answer(`${SUPPORT}MaintenanceModeResponse`, { isEnabled: false }),
  logout: ok,
  userSession: () => answer(`${LOGIN}UserSessionResponse`, USER_SESSION),
};

/** Requests whose body did not conform to its schema (the harness fails a test that made one). */
export const badRequests: string[] = [];

export interface MockApi {
  /** The requests made to an endpoint, in order. */
  requests(endpoint: Endpoint): ApiRequest[];
  /** The bodies sent to an endpoint, in order. */
  bodies(endpoint: Endpoint): unknown[];
  /** The endpoints called, in order. */
  order(): Endpoint[];
}

/** Answers every sign-in call: the reference server's answers, with the resolvers given instead. */
export function mockApi(resolvers: Partial<Record<Endpoint, Resolver>> = {}): MockApi {
  return mockEndpoints(ENDPOINTS, DEFAULTS, resolvers, badRequests);
}

/** A login answer resolver. */
export const signsIn =
  (changes: Partial<LoginResponse> = {}): Resolver =>
  () =>
    answer(`${LOGIN}LoginResponse`, login(changes));

/** A ValidateCode answer: the whole login answer, as the reference server gives it. */
export const codeAccepted =
  (changes: Partial<LoginResponse> = {}): Resolver =>
  () =>
    answer(`${LOGIN}ValidateCodeResponse`, login(changes));

export const maintenance =
  (isEnabled: boolean): Resolver =>
  () =>
    answer(`${SUPPORT}MaintenanceModeResponse`, { isEnabled });

/** A promise resolved from outside: holds an answer until the test lets it go. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
