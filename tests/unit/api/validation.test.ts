// @vitest-environment jsdom
/**
 * Answer checks whose validators load with the first call (src/api/validation.ts): the check
 * refuses an answer until its area has loaded, ready() loads it once, a failed load is tried
 * again, and request() fails the call as a network failure when the validator cannot load.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { request } from '../../../src/api/client';
import { ApiError } from '../../../src/api/errors';
import { schemaCheck, type ValidateFunction } from '../../../src/api/validation';
import { server } from '../../support/msw';

const isNamed = ((value: unknown) =>
  typeof value === 'object' && value !== null && 'Name' in value) as ValidateFunction<{ Name: string }>;
const area = { NamedResponse: isNamed };

describe('a schema check', () => {
  it('refuses an answer before its validator has loaded, and checks it after', async () => {
    const load = vi.fn(async () => ({ default: area }));
    const check = schemaCheck(load, 'NamedResponse');
    expect(() => check({ Name: 'x' })).toThrow('NamedResponse: its check has not loaded');
    await check.ready!();
    await check.ready!();
    expect(load).toHaveBeenCalledTimes(1);
    expect(check({ Name: 'x' })).toEqual({ Name: 'x' });
    expect(() => check({})).toThrow('NamedResponse: not valid');
  });

  it('tries a failed load again on the next call', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof area }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: area });
    const check = schemaCheck(load, 'NamedResponse');
    await expect(check.ready!()).rejects.toThrow('chunk failed');
    await check.ready!();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('makes a call whose validator cannot load a network failure', async () => {
    server.use(http.get('/api/named', () => HttpResponse.json({ Name: 'x' })));
    const check = schemaCheck(async () => Promise.reject(new Error('offline')), 'NamedResponse');
    const failure = await request('named', { check }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).problem).toEqual({ kind: 'network' });
  });

  it('checks the answer of a call once the validator is there', async () => {
    server.use(http.get('/api/named', () => HttpResponse.json({ Name: 'x' })));
    const check = schemaCheck(async () => ({ default: area }), 'NamedResponse');
    await expect(request('named', { check })).resolves.toEqual({ Name: 'x' });
  });
});
