/**
 * The signed-in area's SWR configuration (src/app/session/swrConfig.ts): a call cancelled by a
 * logout reads as still loading, so the leaving screen does not flash an error; any other
 * failure shows.
 */
import { render, screen } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiProblem } from '../../../src/api/errors';
import { swrConfig } from '../../../src/app/session/swrConfig';

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

describe('SWR in the signed-in area', () => {
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
