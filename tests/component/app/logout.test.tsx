import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../support/userEvent';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getAccountList } from '../../../src/api/accounts';
import { logoutIfUnauthorized } from '../../../src/app/session/logout';
import { clearSession, getSession } from '../../../src/app/session/store';
import { hasUnsavedChanges, setUnsavedChanges } from '../../../src/app/unsaved';
import { server } from '../../support/msw';
import { currentUrl, renderPortal, settle } from './portalHarness';

let logouts: { token: string | null; body: unknown }[];

beforeEach(() => {
  logouts = [];
  server.use(
    http.post('/api/Login/Logout', async ({ request }) => {
      logouts.push({ token: request.headers.get('UserToken'), body: await request.json() });
      return HttpResponse.json({});
    }),
  );
});
afterEach(() => clearSession());

async function menuLogout() {
  const nav = within(await screen.findByRole('navigation', { name: 'Main menu' }));
  return nav.getByRole('button', { name: 'Logout' });
}

describe('logout from the menu', () => {
  it('asks first; Cancel keeps the session and the page', async () => {
    const user = userEvent.setup();
    const { router } = renderPortal();
    await user.click(await menuLogout());
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to logout?' });
    expect(dialog).toHaveClass('dialog--w350');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentUrl(router)).toBe('/myaccount/dashboard');
    expect(getSession()).not.toBeNull();
    expect(logouts).toEqual([]);
  });

  it('Logout tells the server, ends the session and lands on the login route', async () => {
    const user = userEvent.setup();
    const { router } = renderPortal();
    const quick = within(await screen.findByRole('navigation', { name: 'Quick links' }));
    await user.click(quick.getByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to logout?' });
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/home/login');
    expect(logouts).toEqual([{ token: 'token-123', body: { UserToken: 'token-123' } }]);
    expect(getSession()).toBeNull();
  });
});

describe('a session the server ended', () => {
  it.each([
    ['Unauthorized', 'unauthorized'],
    ['LockedOnBadPassword', 'locked'],
  ])('answered 401 %s logs out with the reason %s', async (reason, shown) => {
    server.use(
      http.get('/api/accountList', () =>
        HttpResponse.json({ HasNoErrors: false, Errors: [{ ErrorMessage: reason }] }, { status: 401 }),
      ),
    );
    const { router } = renderPortal();
    await screen.findByRole('navigation', { name: 'Quick links' });
    await act(async () => {
      expect(await getAccountList().catch((error: unknown) => logoutIfUnauthorized(error))).toBe(true);
    });
    await waitFor(() => expect(currentUrl(router)).toBe(`/home/login?error=${shown}`));
    expect(getSession()).toBeNull();
  });
});

describe('logout while the dashboard is still loading', () => {
  it('cancels its calls: a late 401 neither logs out a second time nor shows "unauthorized"', async () => {
    let accountListCalls = 0;
    // The order is made, not timed: the list is answered once the logout has reached the
    // server, and the logout only after the list's answer.
    let logoutArrived = () => {};
    const logoutStarted = new Promise<void>((resolve) => (logoutArrived = resolve));
    let listAnswered = () => {};
    const listDone = new Promise<void>((resolve) => (listAnswered = resolve));
    server.use(
      // The server answers the list after the logout has ended the session: 401.
      http.get('/api/accountList', async () => {
        accountListCalls += 1;
        await logoutStarted;
        listAnswered();
        return HttpResponse.json(
          { HasNoErrors: false, Errors: [{ ErrorMessage: 'Unauthorized' }] },
          { status: 401 },
        );
      }),
      http.post('/api/Login/Logout', async ({ request }) => {
        logoutArrived();
        await listDone;
        logouts.push({ token: request.headers.get('UserToken'), body: await request.json() });
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    const { router } = renderPortal();
    const quick = within(await screen.findByRole('navigation', { name: 'Quick links' }));
    // A screen's call under way, failing into the signed-in area's SWR handler (swrConfig.onError).
    const pending = getAccountList().catch((error: unknown) => logoutIfUnauthorized(error));
    await waitFor(() => expect(accountListCalls).toBe(1));
    await user.click(quick.getByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to logout?' });
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(await pending).toBe(false);
    await waitFor(() => expect(logouts).toHaveLength(1));
    expect(currentUrl(router)).toBe('/home/login');
  });
});

describe('unsaved changes', () => {
  it('turn Logout into the unsaved-changes dialog: No stays, Yes logs out', async () => {
    const user = userEvent.setup();
    const { router } = renderPortal();
    const logout = await menuLogout();
    await settle();
    act(() => setUnsavedChanges(true));

    await user.click(logout);
    expect(
      screen.queryByRole('dialog', { name: 'Are you sure you want to logout?' }),
    ).not.toBeInTheDocument();
    let dialog = screen.getByRole('dialog', {
      name: 'There are unsaved changes on the page, are you sure you want to continue?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hasUnsavedChanges()).toBe(true);
    expect(logouts).toEqual([]);

    await user.click(logout);
    dialog = screen.getByRole('dialog', { name: /unsaved changes/ });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/home/login');
    expect(logouts).toHaveLength(1);
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('ask before leaving the page: No stays, Yes goes on and the flag clears', async () => {
    const user = userEvent.setup();
    const { router } = renderPortal({ path: '/myaccount/profile' });
    const nav = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    await settle();
    act(() => setUnsavedChanges(true));

    await user.click(nav.getByRole('link', { name: 'Dashboard' }));
    let dialog = await screen.findByRole('dialog', { name: /unsaved changes/ });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentUrl(router)).toBe('/myaccount/profile');

    await user.click(nav.getByRole('link', { name: 'Dashboard' }));
    dialog = await screen.findByRole('dialog', { name: /unsaved changes/ });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    // Cleared by the shell's effect at the navigation's end, which may run after the heading shows.
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
  });

  it('do not hold up a navigation without them', async () => {
    const user = userEvent.setup();
    renderPortal({ path: '/myaccount/profile' });
    const nav = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    await user.click(nav.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
