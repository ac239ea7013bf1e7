// @vitest-environment jsdom
/**
 * The session store is the one owner of the session headers (src/app/session/store.ts): every
 * call the API client makes carries what the store holds now, the session's token and branch,
 * a sign-in's token before the session is kept, or nothing.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { request } from '../../../../src/api/client';
import { clearSession, setSession, setSignInToken } from '../../../../src/app/session/store';
import { server } from '../../../support/msw';
import { SESSION } from '../../../support/session';

/** The UserToken and ServicingBranch headers of one call. */
async function sentHeaders() {
  let sent: Record<string, string | null> = {};
  server.use(
    http.get('/api/Probe', ({ request: call }) => {
      sent = { userToken: call.headers.get('UserToken'), branch: call.headers.get('ServicingBranch') };
      return HttpResponse.json({ HasNoErrors: true });
    }),
  );
  await request('Probe', { check: (answer) => answer });
  return sent;
}

afterEach(() => clearSession());

describe('the session headers follow the session store', () => {
  it.each<[string, () => void, Record<string, string | null>]>([
    ['no session', () => clearSession(), { userToken: null, branch: null }],
    ['a session kept', () => setSession(SESSION), { userToken: 'session-token', branch: '0001' }],
    [
      'a sign-in in progress',
      () => setSignInToken('steps-token'),
      { userToken: 'steps-token', branch: null },
    ],
    [
      'a session kept after a sign-in token',
      () => {
        setSignInToken('steps-token');
        setSession(SESSION);
      },
      { userToken: 'session-token', branch: '0001' },
    ],
    [
      'a sign-in ended without a session',
      () => {
        setSignInToken('steps-token');
        setSignInToken(undefined);
      },
      { userToken: null, branch: null },
    ],
    [
      'a session cleared',
      () => {
        setSession(SESSION);
        clearSession();
      },
      { userToken: null, branch: null },
    ],
  ])('%s', async (_case, change, expected) => {
    change();
    expect(await sentHeaders()).toEqual(expected);
  });
});
