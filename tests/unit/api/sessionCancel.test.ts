// @vitest-environment jsdom
/**
 * Logging out cancels the session's calls under way (src/api/client.ts): a call that reached
 * the server after the logout would answer 401 and log the user out a second time as
 * "unauthorized" (seen once in a browser test); a call without the session's token goes on.
 */
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cancelSessionRequests,
  provideSessionHeaders,
  request,
  type SessionHeaders,
} from '../../../src/api/client';
import { server } from '../../support/msw';
import { problemOf } from './support';

const anyAnswer = (answer: unknown) => answer;

/** The headers the client reads, standing in for the session store that owns them in the app. */
let headers: SessionHeaders = {};
provideSessionHeaders(() => headers);
const setSessionHeaders = (next: SessionHeaders) => {
  headers = next;
};

afterEach(() => setSessionHeaders({}));

function slowAnswer(path: string) {
  server.use(
    http.get(`/api/${path}`, async () => {
      await delay(200);
      return HttpResponse.json({ HasNoErrors: true });
    }),
  );
}

describe('cancelSessionRequests', () => {
  it('fails the calls under way with the session token as cancelled', async () => {
    slowAnswer('Slow');
    setSessionHeaders({ userToken: 'token-1' });
    const call = request('Slow', { check: anyAnswer });
    cancelSessionRequests();
    expect(await problemOf(call)).toEqual({ kind: 'cancelled' });
  });

  it('lets later calls of a new session through', async () => {
    slowAnswer('Slow');
    setSessionHeaders({ userToken: 'token-1' });
    cancelSessionRequests();
    await expect(request('Slow', { check: anyAnswer })).resolves.toEqual({ HasNoErrors: true });
  });

  it('leaves calls without a session token alone', async () => {
    slowAnswer('Public');
    const call = request('Public', { check: anyAnswer });
    cancelSessionRequests();
    await expect(call).resolves.toEqual({ HasNoErrors: true });
  });

  it("keeps the caller's own abort: a caller's signal still aborts a session call", async () => {
    slowAnswer('Slow');
    setSessionHeaders({ userToken: 'token-1' });
    const controller = new AbortController();
    const call = request('Slow', { check: anyAnswer, signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toHaveProperty('name', 'AbortError');
  });
});
