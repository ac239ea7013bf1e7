/**
 * The public self-service API of the activation, opt-out and forced password change
 * screens, answered by msw. Every answer conforms to its schema in schemas/api (answer()
 * checks it); every request body is checked against its request schema, and one that does
 * not conform is answered 400 and recorded, so the harness fails the test that sent it.
 */
import { mockEndpoints } from '../../../support/mockEndpoints';
import { answer, USER_SESSION, type ApiRequest, type Resolver } from '../postLogin/api';

export { answer, deferred, refused, type Resolver } from '../postLogin/api';

const LOGIN = 'api/login.json#/$defs/';
const REGISTER = 'api/register.json#/$defs/';
const PASSWORDS = 'api/passwords.json#/$defs/';
const SUPPORT = 'api/support.json#/$defs/';

const ENDPOINTS = {
  passwordRules: {
    method: 'post',
    path: '/api/CredentialValidationRules/GetPasswordValidationRules',
    request: 'api/common.json#/$defs/Empty',
  },
  logonRules: {
    method: 'post',
    path: '/api/CredentialValidationRules/GetLogonValidationRules',
    request: 'api/common.json#/$defs/Empty',
  },
  lookupLogin: {
    method: 'post',
    path: '/api/Login/LookupLoginFromToken',
    request: `${PASSWORDS}LookupLoginFromTokenRequest`,
  },
  validateReset: {
    method: 'post',
    path: '/api/Login/ValidatePasswordForResetPassword',
    request: `${PASSWORDS}ValidatePasswordForResetPasswordRequest`,
  },
  activate: {
    method: 'post',
    path: '/api/Register/ActivateAccount',
    request: `${REGISTER}ActivateAccountRequest`,
  },
  optOut: { method: 'post', path: '/api/OptOut/OptOut', request: 'api/optOut.json#/$defs/OptOutRequest' },
  checkToken: { method: 'post', path: '/api/Login/CheckResetToken', request: `${PASSWORDS}TokenRequest` },
  resetPassword: {
    method: 'post',
    path: '/api/Login/ResetPassword',
    request: `${LOGIN}ResetPasswordRequest`,
  },
  userSession: { method: 'get', path: '/api/Login/UserSession', request: undefined },
  maintenanceMode: { method: 'get', path: '/api/MaintenanceMode', request: undefined },
} as const;

export type Endpoint = keyof typeof ENDPOINTS;

export const LOGON = 'demo.activate';
export const SESSION_TOKEN = 'session-token-after-reset';

/** Rules of a rule-list institution: a capital letter and a number. */
export const CAPITAL_AND_NUMBER = {
  MinimumLength: 8,
  PasswordValidationRules: [
    { ValidationRuleType: 0, ValidationRegex: '[A-Z]', RegexMatchMeansError: false },
    { ValidationRuleType: 3, ValidationRegex: '[0-9]', RegexMatchMeansError: false },
  ],
};

const rules = (body: unknown) => answer(`${SUPPORT}ValidationRulesResponse`, body);

/** The reference server's answers when all goes well. */
const DEFAULTS: Record<Endpoint, Resolver> = {
  passwordRules: () => rules(CAPITAL_AND_NUMBER),
  logonRules: () => rules({ MinimumLength: 8, PasswordValidationRules: [] }),
  lookupLogin: () => answer(`${PASSWORDS}LookupLoginFromTokenResponse`, { Logon: LOGON }),
  validateReset: () =>
    answer(`${PASSWORDS}ValidatePasswordResponse`, {
      PasswordMatchesSSN: false,
      PasswordMatchesEmail: false,
      PasswordExists: false,
    }),
  activate: () =>
    answer(`${REGISTER}ActivateAccountResponse`, {
      HasNoErrors: true,
      LogonNameTaken: false,
      Restricted: false,
      UserName: LOGON,
    }),
  optOut: () => answer('api/optOut.json#/$defs/OptOutResponse', { HasNoErrors: true }),
  checkToken: () => answer(`${PASSWORDS}TokenExpirationResponse`, { Expired: false }),
  resetPassword: () =>
    answer(`${LOGIN}ResetPasswordResponse`, {
      HasNoErrors: true,
      IsLoggedIn: true,
      UserToken: SESSION_TOKEN,
    }),
  userSession: () => answer(`${LOGIN}UserSessionResponse`, USER_SESSION),
  maintenanceMode: () => answer(`${SUPPORT}MaintenanceModeResponse`, { isEnabled: false }),
};

/** Requests whose body did not conform to its schema (the harness fails a test that made one). */
export const badRequests: string[] = [];

export interface MockApi {
  requests(endpoint: Endpoint): ApiRequest[];
  bodies(endpoint: Endpoint): unknown[];
}

/** Answers every call of these screens: the reference server's answers, with the resolvers given instead. */
export function mockPublicApi(resolvers: Partial<Record<Endpoint, Resolver>> = {}): MockApi {
  return mockEndpoints(ENDPOINTS, DEFAULTS, resolvers, badRequests);
}

/** An answer held until the test lets it go. */
export function held(resolver: Resolver) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold: Resolver = async (request) => {
    await gate;
    return resolver(request);
  };
  return { hold, release: () => release() };
}

export const resolverOf = (endpoint: Endpoint): Resolver => DEFAULTS[endpoint];
