/**
 * The account, application, login-history and passable-token calls: their paths, their
 * answers checked at the boundary (a malformed answer is an ApiError of kind malformed),
 * and the SWR caching rules (per user; the account list until refreshed).
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { getAccountList, useAccountList, useRefreshAccountList } from '../../../src/api/accounts';
import { getApplications, useApplications } from '../../../src/api/applications';
import { ApiError } from '../../../src/api/errors';
import { applyForLoanUrl, getPassableToken } from '../../../src/api/passableToken';
import { getLoginHistory } from '../../../src/api/profile';
import { server } from '../../support/msw';
import { DEMO_ACCOUNTS, DEMO_APPLICATIONS } from '../screens/dashboard/demoData';

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>{children}</SWRConfig>;
}

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('answers checked at the boundary', () => {
  it('reads the accounts, applications, login history and token of well-formed answers', async () => {
    server.use(
      http.get('/api/accountList', () =>
        HttpResponse.json({ HasNoErrors: true, Errors: [], Accounts: DEMO_ACCOUNTS }),
      ),
      http.get('/api/Application/GetList', () =>
        HttpResponse.json({ HasNoErrors: true, Applications: DEMO_APPLICATIONS }),
      ),
      http.get('/api/Profile/LoginHistory', () =>
        HttpResponse.json([{ LoginDate: '2026-11-13', IPAddress: '::1' }]),
      ),
      http.get('/api/PassableToken/GetPassableToken', () => HttpResponse.json({ Token: 'abc' })),
    );
    expect(await getAccountList()).toEqual(DEMO_ACCOUNTS);
    expect(await getApplications()).toEqual(DEMO_APPLICATIONS);
    expect(await getLoginHistory()).toEqual([{ LoginDate: '2026-11-13', IPAddress: '::1' }]);
    expect(await getPassableToken()).toBe('abc');
  });

  it.each<[string, () => Promise<unknown>, string, unknown]>([
    ['account list without Accounts', getAccountList, '/api/accountList', { HasNoErrors: true }],
    [
      'account without a number',
      getAccountList,
      '/api/accountList',
      { HasNoErrors: true, Accounts: [{ Type: 'Loan' }] },
    ],
    [
      'account balance as text',
      getAccountList,
      '/api/accountList',
      { HasNoErrors: true, Accounts: [{ ...DEMO_ACCOUNTS[0], Balance: '12.00' }] },
    ],
    [
      'applications not a list',
      getApplications,
      '/api/Application/GetList',
      { HasNoErrors: true, Applications: {} },
    ],
    ['login history not a list', getLoginHistory, '/api/Profile/LoginHistory', { List: [] }],
    [
      'login entry without an IP',
      getLoginHistory,
      '/api/Profile/LoginHistory',
      [{ LoginDate: '2026-11-13' }],
    ],
    ['token missing', getPassableToken, '/api/PassableToken/GetPassableToken', { Expires: 'soon' }],
    ['a bare string', getAccountList, '/api/accountList', 'hello'],
  ])('a malformed answer (%s) is an ApiError of kind malformed', async (_label, call, path, body) => {
    server.use(http.get(path, () => HttpResponse.json(body as never)));
    expect((await failure(call())).problem.kind).toBe('malformed');
  });

  it('reports an Unauthorized answer as such', async () => {
    server.use(http.get('/api/accountList', () => HttpResponse.json({}, { status: 401 })));
    expect((await failure(getAccountList())).problem).toEqual({ kind: 'unauthorized' });
  });

  it('asks for 30 days of applications', async () => {
    let query = '';
    server.use(
      http.get('/api/Application/GetList', ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ HasNoErrors: true, Applications: [] });
      }),
    );
    await getApplications();
    expect(query).toBe('?numDaysToRetrieve=30');
  });

  it('puts the token into the application address, escaped', () => {
    expect(applyForLoanUrl('a+b/c=')).toBe('/api/ApplyForLoan?token=a%2Bb%2Fc%3D');
  });
});

describe('caching', () => {
  function countingAccountList() {
    const seen: (string | null)[] = [];
    server.use(
      http.get('/api/accountList', ({ request }) => {
        seen.push(request.headers.get('UserToken'));
        return HttpResponse.json({ HasNoErrors: true, Accounts: DEMO_ACCOUNTS.slice(0, seen.length) });
      }),
    );
    return seen;
  }

  it('keeps the account list of a user until it is refreshed, across mounts', async () => {
    const seen = countingAccountList();
    const cache = new Map();
    function shared({ children }: { children: ReactNode }) {
      return <SWRConfig value={{ provider: () => cache, shouldRetryOnError: false }}>{children}</SWRConfig>;
    }
    const hook = () => ({ list: useAccountList('demo.borrower'), refresh: useRefreshAccountList() });
    const first = renderHook(hook, { wrapper: shared });
    await waitFor(() => expect(first.result.current.list.data).toHaveLength(1));
    first.unmount();

    const second = renderHook(hook, { wrapper: shared });
    expect(second.result.current.list.data).toHaveLength(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(seen).toHaveLength(1);

    await act(() => second.result.current.refresh('demo.borrower'));
    await waitFor(() => expect(second.result.current.list.data).toHaveLength(2));
    expect(seen).toHaveLength(2);
  });

  it('keeps one cache entry per user', async () => {
    const seen = countingAccountList();
    const { result, rerender } = renderHook(({ user }) => useAccountList(user), {
      wrapper,
      initialProps: { user: 'demo.borrower' },
    });
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    rerender({ user: 'demo.company' });
    await waitFor(() => expect(result.current.data).toHaveLength(2));
    rerender({ user: 'demo.borrower' });
    expect(result.current.data).toHaveLength(1);
    expect(seen).toHaveLength(2);
  });

  it('loads applications per user', async () => {
    let calls = 0;
    server.use(
      http.get('/api/Application/GetList', () => {
        calls += 1;
        return HttpResponse.json({ HasNoErrors: true, Applications: DEMO_APPLICATIONS });
      }),
    );
    const { result, rerender } = renderHook(({ user }) => useApplications(user), {
      wrapper,
      initialProps: { user: 'a' },
    });
    await waitFor(() => expect(result.current.data).toEqual(DEMO_APPLICATIONS));
    rerender({ user: 'b' });
    await waitFor(() => expect(calls).toBe(2));
  });
});
