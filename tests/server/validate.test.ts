// @vitest-environment node
/**
 * The validating middleware of server/http/validate.ts: body(), form() and query() check a
 * request against its schema of schemas/api and hand the handler the value typed by that
 * schema (c.req.valid), so that no handler casts what it reads. The type assertions are
 * checked by npm run typecheck; the requests run here.
 */
import { Hono } from 'hono';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ApplicationListQuery } from '../../src/generated/api-types/accounts';
import type { ResendCodeRequest } from '../../src/generated/api-types/login';
import type { DemoSsoForm } from '../../src/generated/api-types/support';
import type { AppEnv } from '../../server/http/env.ts';
import { handleError } from '../../server/http/errors.ts';
import { body, form, query } from '../../server/http/validate.ts';

const app = new Hono<AppEnv>()
  .post('/body', body('api/login.json#/$defs/ResendCodeRequest'), (c) => {
    const value = c.req.valid('json');
    expectTypeOf(value).toEqualTypeOf<ResendCodeRequest>();
    return c.json(value);
  })
  .post('/form', form('api/support.json#/$defs/DemoSsoForm'), (c) => {
    const value = c.req.valid('form');
    expectTypeOf(value).toEqualTypeOf<DemoSsoForm>();
    return c.json(value);
  })
  .get('/query', query('api/accounts.json#/$defs/ApplicationListQuery'), (c) => {
    const value = c.req.valid('query');
    expectTypeOf(value).toEqualTypeOf<ApplicationListQuery>();
    return c.json(value);
  });
app.onError(handleError(console));

const json = (value: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: typeof value === 'string' ? value : JSON.stringify(value),
});
const formPost = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('the validated request, typed by its schema', () => {
  it.each<[string, string, RequestInit | undefined, unknown]>([
    ['a JSON body', '/body', json({ UserId: 'ada' }), { UserId: 'ada' }],
    [
      'a form post',
      '/form',
      formPost({ username: 'ada', password: 'secret' }),
      { username: 'ada', password: 'secret' },
    ],
    [
      'a query, its integer read from digits',
      '/query?numDaysToRetrieve=30',
      undefined,
      { numDaysToRetrieve: 30 },
    ],
    ['an empty query', '/query', undefined, {}],
  ])('reaches the handler: %s', async (_case, path, init, expected) => {
    const response = await app.request(path, init);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(expected);
  });

  it.each<[string, string, RequestInit | undefined, string]>([
    ['a body that is not JSON', '/body', json('{ nope'), 'The request body is not valid JSON.'],
    ['a body without a required property', '/body', json({}), 'Invalid request: the request needs UserId.'],
    [
      'a body with an unknown property',
      '/body',
      json({ UserId: 'a', x: 1 }),
      'Invalid request: the request has an unknown property x.',
    ],
    [
      'a form without the password',
      '/form',
      formPost({ username: 'ada' }),
      'Invalid form: the request needs password.',
    ],
    [
      'a query integer that is not digits',
      '/query?numDaysToRetrieve=1e3',
      undefined,
      'Invalid query: numDaysToRetrieve must be an integer written in digits (such as 30).',
    ],
    [
      'a query out of range',
      '/query?numDaysToRetrieve=0',
      undefined,
      'Invalid query: numDaysToRetrieve must be >= 1.',
    ],
  ])('is refused with 400: %s', async (_case, path, init, message) => {
    const response = await app.request(path, init);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'BadRequest' }],
      Message: message,
    });
  });
});
