/**
 * The signed-in area's SWR configuration (src/app/session/swrConfig.ts): nothing is fetched
 * without a session; a call cancelled by a logout reads as still loading, so the leaving
 * screen does not flash an error; any other failure shows.
 */
import { render, screen } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiProblem } from '../../../src/api/errors';
import { clearSession, setSession } from '../../../src/app/session/store';
import { swrConfig } from '../../../src/app/session/swrConfig';
import { BORROWER_SESSION } from '../../support/userSession';

function Status({ problem }: { problem: ApiProblem }) {
  const { data, error } = useSWR(`failing-${problem.kind}`, () =>
    Promise.reject(new ApiError(problem, 'accountList')),
  );
  const status = data ? 'ready' : error ? 'error' : 'loading';
  return <p>{status}</p>;
}

function renderStatus(problem: ApiProblem) {
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <Status problem={problem} />
    </SWRConfig>,
  );
}

const SESSION = BORROWER_SESSION;

beforeEach(() => setSession(SESSION));
afterEach(() => clearSession());

/** Fetches `key` with the signed-in area's configuration and shows what arrived ('none' until then). */
function renderData(key: string, fetcher: () => Promise<string>) {
  function Data() {
    const { data } = useSWR(key, fetcher);
    return <p>{data ?? 'none'}</p>;
  }
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <Data />
    </SWRConfig>,
  );
}

describe('SWR in the signed-in area', () => {
  it('fetches nothing once the session has ended (a logout re-rendering the leaving screen)', async () => {
    clearSession();
    const fetcher = vi.fn(() => Promise.resolve('accounts'));
    renderData('accountList', fetcher);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetcher).not.toHaveBeenCalled();
    expect(screen.getByText('none')).toBeInTheDocument();
  });

  it('fetches with a session', async () => {
    renderData('accountList', () => Promise.resolve('accounts'));
    expect(await screen.findByText('accounts')).toBeInTheDocument();
  });

  it('shows a failed call as an error', async () => {
    renderStatus({ kind: 'network' });
    expect(await screen.findByText('error')).toBeInTheDocument();
  });

  it('shows a call cancelled by the logout as still loading', async () => {
    renderStatus({ kind: 'cancelled' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('loading')).toBeInTheDocument();
  });
});
