/**
 * The public self-service calls of the recovery and verify e-mail screens, answered by msw
 * as the reference server would. Every answer is checked against its schema in schemas/api
 * before it is sent, and every request body against its request schema: a body that does
 * not conform is answered 400 and recorded, and the harness fails the test.
 */
import { mockEndpoints, type Resolver as CallResolver } from '../../../support/mockEndpoints';
import { answer, refused } from '../postLogin/api';

export { refused };

const RECOVERY = 'api/recovery.json#/$defs/';
const REGISTER = 'api/register.json#/$defs/';
const SUPPORT = 'api/support.json#/$defs/';

export type Resolver = (body: unknown) => Response | Promise<Response>;

const ENDPOINTS = {
  getSecretQuestion: {
    method: 'post',
    path: '/api/Recovery/GetSecretQuestion',
    request: `${RECOVERY}GetSecretQuestionRequest`,
  },
  answerSecretQuestion: {
    method: 'post',
    path: '/api/Recovery/AnswerSecretQuestion',
    request: `${RECOVERY}AnswerSecretQuestionRequest`,
  },
  generateNewPassword: {
    method: 'post',
    path: '/api/Recovery/GenerateNewPassword',
    request: `${RECOVERY}GenerateNewPasswordRequest`,
  },
  validateEmail: {
    method: 'post',
    path: '/api/Login/ValidateEmail',
    request: `${REGISTER}ValidateEmailRequest`,
  },
  maintenanceMode: { method: 'get', path: '/api/MaintenanceMode', request: undefined },
} as const;

export type Endpoint = keyof typeof ENDPOINTS;

export const LOGON_NAME = 'demo.borrower';
export const QUESTION = 'What was the name of your first pet?';

const recovered = () =>
  answer(`${RECOVERY}RecoveryResponse`, {
    HasNoErrors: true,
    Errors: [],
    SuccessMessage: 'An e-mail with instructions is on its way to the address we have on file.',
  });

/** GetSecretQuestion's answer: the logon name found and its question (empty without a question). */
export const questionFound =
  (question = QUESTION): Resolver =>
  () =>
    answer(`${RECOVERY}GetSecretQuestionResponse`, {
      HasNoErrors: true,
      Errors: [],
      Credentials: { SecretQuestion: question, LogonName: LOGON_NAME },
    });

export const maintenance =
  (isEnabled: boolean): Resolver =>
  () =>
    answer(`${SUPPORT}MaintenanceModeResponse`, { isEnabled });

export const verified: Resolver = () => answer(`${REGISTER}ValidateEmailResponse`, { HasNoErrors: true });

const DEFAULTS: Record<Endpoint, Resolver> = {
  getSecretQuestion: questionFound(),
  answerSecretQuestion: recovered,
  generateNewPassword: recovered,
  validateEmail: verified,
  maintenanceMode: maintenance(false),
};

/** Requests whose body did not conform to its schema (the harness fails a test that made one). */
export const badRequests: string[] = [];

export interface MockApi {
  /** The bodies sent to an endpoint, in order. */
  bodies(endpoint: Endpoint): unknown[];
}

/** Answers every call of these screens: the reference server's answers, with the resolvers given instead. */
export function mockApi(resolvers: Partial<Record<Endpoint, Resolver>> = {}): MockApi {
  const byBody =
    (resolver: Resolver): CallResolver =>
    (call) =>
      resolver(call.body);
  const each = (map: Partial<Record<Endpoint, Resolver>>) =>
    Object.fromEntries(
      Object.entries<Resolver>(map as Record<string, Resolver>).map(([name, r]) => [name, byBody(r)]),
    );
  const log = mockEndpoints(
    ENDPOINTS,
    each(DEFAULTS) as Record<Endpoint, CallResolver>,
    each(resolvers) as Partial<Record<Endpoint, CallResolver>>,
    badRequests,
  );
  return { bodies: log.bodies };
}

/** A resolver that holds its answer until the test lets it go. */
export function held(resolver: Resolver) {
  let release!: () => void;
  const gate = new Promise<void>((done) => {
    release = done;
  });
  const hold: Resolver = async (body) => {
    await gate;
    return resolver(body);
  };
  return { hold, release };
}
