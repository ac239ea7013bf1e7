/**
 * Answers a screen's API calls in component tests: one msw handler per endpoint, each
 * request's body checked against its schema in schemas/api (a body that does not conform
 * is answered 400 and recorded in `badRequests`, which the harnesses fail the test on),
 * then answered by the test's resolver or the default. Every request is logged in order.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, expect } from 'vitest';
import { createProjectAjv, describeErrors, schemaValidator } from '../../tools/project.ts';
import { server } from './msw';

const ajv = createProjectAjv();

export interface EndpointSpec {
  method: 'get' | 'post';
  path: string;
  /** The schema id of the request body (api/<area>.json#/$defs/<Name>), if it has one. */
  request?: string;
}

export interface ApiRequest {
  body: unknown;
  /** The UserToken header, or null. */
  userToken: string | null;
}

export type Resolver = (request: ApiRequest) => Response | Promise<Response>;

export interface EndpointLog<Endpoint extends string> {
  /** The requests made to an endpoint, in order. */
  requests(endpoint: Endpoint): ApiRequest[];
  /** The bodies sent to an endpoint, in order. */
  bodies(endpoint: Endpoint): unknown[];
  /** The endpoints called, in order. */
  order(): Endpoint[];
}

export function mockEndpoints<Endpoint extends string>(
  endpoints: Readonly<Record<Endpoint, EndpointSpec>>,
  defaults: Readonly<Record<Endpoint, Resolver>>,
  resolvers: Partial<Record<Endpoint, Resolver>>,
  badRequests: string[],
): EndpointLog<Endpoint> {
  const log: { endpoint: Endpoint; request: ApiRequest }[] = [];
  server.use(
    ...(Object.keys(endpoints) as Endpoint[]).map((endpoint) => {
      const { method, path, request: schema } = endpoints[endpoint];
      return http[method](path, async ({ request }) => {
        const text = method === 'post' ? await request.text() : '';
        const body: unknown = text ? JSON.parse(text) : undefined;
        const call = { body, userToken: request.headers.get('UserToken') };
        log.push({ endpoint, request: call });
        if (schema) {
          const validate = schemaValidator(ajv, schema);
          if (!validate(body)) {
            badRequests.push(`${endpoint} ${JSON.stringify(body)}:\n${describeErrors(validate)}`);
            return HttpResponse.json(
              { HasNoErrors: false, Errors: [{ ErrorMessage: 'BadRequest' }] },
              { status: 400 },
            );
          }
        }
        return (resolvers[endpoint] ?? defaults[endpoint])(call);
      });
    }),
  );
  const requests = (endpoint: Endpoint) =>
    log.filter((entry) => entry.endpoint === endpoint).map((entry) => entry.request);
  return {
    requests,
    bodies: (endpoint) => requests(endpoint).map((request) => request.body),
    order: () => log.map((entry) => entry.endpoint),
  };
}

/**
 * Wraps a mock-API factory for a test file: each test fails when a request its latest mock
 * answered did not conform to its schema (the mock's badRequests).
 */
export function failOnBadRequests<Args extends unknown[], Mocked extends { badRequests: string[] }>(
  mock: (...args: Args) => Mocked,
): (...args: Args) => Mocked {
  let latest: string[] = [];
  afterEach(() => {
    const bad = latest;
    latest = [];
    expect(bad).toEqual([]);
  });
  return (...args) => {
    const mocked = mock(...args);
    latest = mocked.badRequests;
    return mocked;
  };
}
