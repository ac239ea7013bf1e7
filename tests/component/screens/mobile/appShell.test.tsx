/**
 * The app's side of the mobile wrapper, through the real routes (portalHarness): the
 * screen context tells definitions whether they run in the app and its version
 * (device.mobileApp, device.appVersion), and logging out in the app does not call the
 * server (README "The mobile app wrapper").
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../../../src/app/session/logout';
import { clearSession, getSession } from '../../../../src/app/session/store';
import type { ScreenDefinition } from '../../../../src/engine';
import { server } from '../../../support/msw';
import { currentUrl, entryOf, renderPortal } from '../../app/portalHarness';
import { USER_AGENTS } from './harness';

/** A signed-out page that shows which device the context describes. */
const DEVICE_PAGE: ScreenDefinition = {
  id: 'device',
  route: 'home/device',
  title: 'login.title',
  blocks: [
    { type: 'text', text: 'mobile.updateTitle', visibleWhen: { var: 'device.mobileApp' } },
    { type: 'text', text: 'mobile.updateNow', visibleWhen: { '!': { var: 'device.mobileApp' } } },
    {
      type: 'text',
      text: 'mobile.biometricOfferHeading',
      visibleWhen: { '==': [{ var: 'device.appVersion' }, '3.2.1'] },
    },
  ],
};

function renderDevicePage(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  return renderPortal({ path: '/home/device', session: null, entries: [entryOf(DEVICE_PAGE)] });
}

let logouts: unknown[];

beforeEach(() => {
  logouts = [];
  server.use(
    http.post('/api/Login/Logout', async ({ request }) => {
      logouts.push(await request.json());
      return HttpResponse.json({});
    }),
  );
});
afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe('the screen context in the app', () => {
  it('says the app and its version to the definitions', async () => {
    renderDevicePage(USER_AGENTS.android);
    expect(await screen.findByText('Update Required')).toBeInTheDocument();
    expect(screen.getByText('Sign in faster')).toBeInTheDocument();
    expect(screen.queryByText('Update Now')).not.toBeInTheDocument();
  });

  it('has no version for an old wrapper', async () => {
    renderDevicePage(USER_AGENTS.iphoneWithoutVersion);
    expect(await screen.findByText('Update Required')).toBeInTheDocument();
    expect(screen.queryByText('Sign in faster')).not.toBeInTheDocument();
  });

  it('says a browser is not the app', async () => {
    renderDevicePage(USER_AGENTS.browser);
    expect(await screen.findByText('Update Now')).toBeInTheDocument();
    expect(screen.queryByText('Update Required')).not.toBeInTheDocument();
    expect(screen.queryByText('Sign in faster')).not.toBeInTheDocument();
  });
});

describe('logging out in the app', () => {
  it('from the menu ends the session and opens the login screen without calling the server', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(USER_AGENTS.android);
    const user = userEvent.setup();
    const { router } = renderPortal();
    const nav = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    await user.click(nav.getByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to logout?' });
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/home/login');
    expect(getSession()).toBeNull();
    expect(logouts).toEqual([]);
  });

  it('with a reason shows it on the login screen, still without the server', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(USER_AGENTS.iphone);
    const { router } = renderPortal();
    await screen.findByRole('navigation', { name: 'Main menu' });

    await act(() => logout('sessionExpired'));

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/home/login?error=sessionExpired');
    expect(getSession()).toBeNull();
    expect(logouts).toEqual([]);
  });

  it('in a browser the server is told (the same path, for contrast)', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(USER_AGENTS.browser);
    renderPortal();
    await screen.findByRole('navigation', { name: 'Main menu' });

    await act(() => logout());

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(logouts).toEqual([{ UserToken: 'token-123' }]);
  });
});
