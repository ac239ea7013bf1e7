/**
 * When the recovery screen opens (spec 01 §2 Recovery, §6): closed under single sign-on
 * (the route leads to login, nothing is called); with maintenance mode on the user is sent
 * to login, which says the site is down; a failed maintenance check lets recovery go on.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { maintenance, mockApi, refused, type MockApi } from './api';
import { currentUrl, findStep, renderPublicPortal, SSO, usePublicHarness } from './harness';

usePublicHarness();

/** Waits until the maintenance check was answered and its outcome had time to act. */
async function checked(api: MockApi) {
  await waitFor(() => expect(api.bodies('maintenanceMode')).toHaveLength(1));
  await new Promise((done) => setTimeout(done, 50));
}

describe('opening home/recovery', () => {
  it('maintenance mode on: goes to login?error=down', async () => {
    mockApi({ maintenanceMode: maintenance(true) });
    const { router } = renderPublicPortal('/home/recovery');
    await waitFor(() => expect(currentUrl(router)).toBe('/home/login?error=down'));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recover Username' })).not.toBeInTheDocument();
  });

  it('maintenance mode off: stays on the first step', async () => {
    const api = mockApi({ maintenanceMode: maintenance(false) });
    const { router } = renderPublicPortal('/home/recovery');
    await findStep('Recover Username');
    expect(screen.getByRole('heading', { name: 'Account Recovery', level: 1 })).toBeInTheDocument();
    await checked(api);
    expect(currentUrl(router)).toBe('/home/recovery');
  });

  it('the maintenance check failing: recovery goes on', async () => {
    const api = mockApi({ maintenanceMode: () => refused(500, 'ServerError') });
    const { router } = renderPublicPortal('/home/recovery');
    await findStep('Recover Username');
    await checked(api);
    expect(currentUrl(router)).toBe('/home/recovery');
  });

  it('single sign-on in use: closed, the route leads to login', async () => {
    const api = mockApi();
    const { router } = renderPublicPortal('/home/recovery', { options: SSO });
    await waitFor(() => expect(currentUrl(router)).toBe('/home/login'));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recover Username' })).not.toBeInTheDocument();
    expect(api.bodies('maintenanceMode')).toEqual([]);
  });
});
