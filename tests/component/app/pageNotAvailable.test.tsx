/**
 * A signed-in address no screen opens, or a signed-in screen closed by its availableWhen,
 * shows the page-not-available view inside the signed-in shell, with the session kept;
 * signed out, the shell's guard still leads to login, and an unknown public path home.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../support/userEvent';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getSession } from '../../../src/app/session/store';
import type { ScreenDefinition } from '../../../src/engine';
import { violations } from '../../support/axe';
import { currentUrl, entryOf, renderPortal } from './portalHarness';

afterEach(() => clearSession());

/**
 * The view is a chunk of its own: the first test of the file waits for vitest to transform it,
 * which took over a second on a busy machine. It sets its title and moves focus in an effect,
 * which React may run a moment after the heading is in the document: the tests wait for those.
 */
const notAvailable = () =>
  screen.findByRole('heading', { level: 1, name: 'Page not available' }, { timeout: 5000 });

/** A page whose availableWhen never holds (as a screen an institution does not offer). */
function closedPage(route: string): ScreenDefinition {
  return {
    id: 'closed',
    route,
    title: 'menu.profile',
    availableWhen: { '==': [1, 2] },
    blocks: [{ type: 'heading', text: 'menu.profile' }],
  };
}

describe('the page-not-available view', () => {
  it.each(['/myaccount/payment', '/myaccount/nope', '/myaccount/loanDetails/01-123401-9'])(
    'shows for %s inside the signed-in shell, keeping the session and the address',
    async (path) => {
      const { router } = renderPortal({ path });
      const heading = await notAvailable();
      expect(screen.getByRole('main')).toContainElement(heading);
      expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
      expect(within(screen.getByRole('banner')).getByText('Dana Borrower')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      expect(
        screen.getByText(
          'This page is not available. It may have moved, or it is not offered by your institution.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();
      expect(currentUrl(router)).toBe(path);
      expect(getSession()).not.toBeNull();
      await waitFor(() => expect(document.title).toBe('Page not available'));
    },
  );

  it('takes the focus to its heading, also when arriving from another page', async () => {
    const { router } = renderPortal();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await act(() => router.navigate('/myaccount/nope'));
    const heading = await notAvailable();
    await waitFor(() => expect(heading).toHaveFocus());
    await act(() => router.navigate('/myaccount/other'));
    await waitFor(() => expect(currentUrl(router)).toBe('/myaccount/other'));
    const again = await notAvailable();
    await waitFor(() => expect(again).toHaveFocus());
  });

  it('leads back to the dashboard', async () => {
    const user = userEvent.setup();
    const { router } = renderPortal({ path: '/myaccount/nope' });
    await notAvailable();
    await user.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/myaccount/dashboard');
  });

  it('shows for a signed-in screen closed by its availableWhen', async () => {
    const { router } = renderPortal({
      path: '/myaccount/closed',
      entries: [entryOf(closedPage('myaccount/closed'))],
    });
    expect(await notAvailable()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Profile' })).not.toBeInTheDocument();
    expect(currentUrl(router)).toBe('/myaccount/closed');
  });

  it('passes axe', async () => {
    renderPortal({ path: '/myaccount/nope' });
    await notAvailable();
    expect(await violations()).toEqual([]);
  });

  it('reads its texts from settings', async () => {
    renderPortal({
      path: '/myaccount/nope',
      layers: {
        shared: {
          shell: {
            notAvailableHeading: 'Not here',
            notAvailableText: 'Try the menu.',
            notAvailableBackLink: 'Home',
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not here' })).toBeInTheDocument();
    expect(screen.getByText('Try the menu.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/myaccount/dashboard');
  });
});

describe('elsewhere the unknown and the closed still lead to login', () => {
  it.each([
    ['a signed-in address without a session', '/myaccount/nope', null],
    ['an unknown public path', '/home/nope', null],
    ['an unknown top-level path', '/nowhere', null],
  ])('%s', async (_name, path, session) => {
    const { router } = renderPortal({ path, session });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/home/login');
    expect(screen.queryByRole('heading', { name: 'Page not available' })).not.toBeInTheDocument();
  });

  it('a public screen closed by its availableWhen', async () => {
    const { router } = renderPortal({
      path: '/home/closed',
      session: null,
      entries: [entryOf(closedPage('home/closed'))],
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/home/login'));
    expect(screen.queryByRole('heading', { name: 'Page not available' })).not.toBeInTheDocument();
  });
});
