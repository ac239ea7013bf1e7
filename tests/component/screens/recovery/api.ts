/**
 * The public self-service calls of the recovery and verify e-mail screens, answered by msw
 * as the reference server would. Every answer is checked against its schema in schemas/api
 * before it is sent, and every request body against its request schema: a body that does
 * not conform is answered 400 and recorded, and the harness fails the test.
 */
import { http, HttpResponse } from 'msw';
import { createProjectAjv, describeErrors, schemaValidator } from '../../../../tools/project.ts';
import { server } from '../../../support/msw';

const ajv = createProjectAjv();
const RECOVERY = 'api/recovery.json#/$defs/';
const REGISTER = 'api/register.json#/$defs/';
const SUPPORT = 'api/support.json#/$defs/';
const COMMON = 'api/common.json#/$defs/';

function conform<T>(id: string, value: T): T {
  const validate = schemaValidator(ajv, id);
  if (!validate(value))
    throw new Error(`${id} does not accept ${JSON.stringify(value)}:\n${describeErrors(validate)}`);
  return value;
}

/** A JSON answer that conforms to the schema `id`. */
function answer(id: string, body: unknown, status = 200): Response {
  return HttpResponse.json(conform(id, body) as Record<string, unknown>, { status });
}

/** A refusal: the status (200 for HasNoErrors false) with Errors[0].ErrorMessage. */
export function refused(status: number, reason: string): Response {
  return answer(`${COMMON}ErrorResponse`, { HasNoErrors: false, Errors: [{ ErrorMessage: reason }] }, status);
}

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
  const log: { endpoint: Endpoint; body: unknown }[] = [];
  server.use(
    ...(Object.keys(ENDPOINTS) as Endpoint[]).map((endpoint) => {
      const { method, path, request: schema } = ENDPOINTS[endpoint];
      return http[method](path, async ({ request }) => {
        const text = method === 'post' ? await request.text() : '';
        const body: unknown = text ? JSON.parse(text) : undefined;
        log.push({ endpoint, body });
        if (schema) {
          const validate = schemaValidator(ajv, schema);
          if (!validate(body)) {
            badRequests.push(`${endpoint} ${JSON.stringify(body)}:\n${describeErrors(validate)}`);
            return refused(400, 'BadRequest');
          }
        }
        return (resolvers[endpoint] ?? DEFAULTS[endpoint])(body);
      });
    }),
  );
  return {
    bodies: (endpoint) => log.filter((entry) => entry.endpoint === endpoint).map((entry) => entry.body),
  };
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
