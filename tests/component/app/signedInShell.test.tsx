import { act, screen, within } from '@testing-library/react';
import userEvent from '../../support/userEvent';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession } from '../../../src/app/session/store';
import { currentUrl, renderPortal } from './portalHarness';

afterEach(() => clearSession());

async function menu() {
  return within(await screen.findByRole('navigation', { name: 'Main menu' }));
}

function names(list: HTMLElement) {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('the signed-in shell', () => {
  it('shows the header with the personal name, the menu, the page and the footer', async () => {
    renderPortal();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Dana Borrower')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Dashboard' }));
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/© \d{4} Your Financial Institution/);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
  });

  it("gives the header's logo the width and height of its settings, so the header has its room before it loads", async () => {
    renderPortal({
      layers: { shared: { shell: { logo: 'logo.svg', logoWidth: '220', logoHeight: '48' } } },
    });
    await screen.findByRole('heading', { name: 'Dashboard' });
    const logo = within(screen.getByRole('banner')).getByRole('img', {
      name: 'Your Financial Institution home',
    });
    expect(logo).toHaveAttribute('width', '220');
    expect(logo).toHaveAttribute('height', '48');
  });

  it("leaves the header's logo without a size while its settings give none", async () => {
    renderPortal({ layers: { shared: { shell: { logo: 'logo.svg' } } } });
    await screen.findByRole('heading', { name: 'Dashboard' });
    const logo = within(screen.getByRole('banner')).getByRole('img');
    expect(logo).not.toHaveAttribute('width');
    expect(logo).not.toHaveAttribute('height');
  });

  it('lists the items whose rules hold with the default options and whose routes exist', async () => {
    renderPortal();
    const nav = await menu();
    // Messages, Locations and FAQ come with their screens (issue 17); the other items need
    // options or routes this harness's portal does not have.
    expect(names(nav.getByRole('list'))).toEqual(['Dashboard', 'Profile', 'Logout']);
    const quick = within(screen.getByRole('navigation', { name: 'Quick links' }));
    expect(names(quick.getByRole('list'))).toEqual(['Logout']);
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/myaccount/dashboard');
    expect(nav.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows and hides items as their options change', async () => {
    renderPortal({ options: { ApplyForLoan: true } });
    const nav = await menu();
    expect(names(nav.getByRole('list'))).toEqual(['Dashboard', 'Apply For Loan', 'Profile', 'Logout']);
    expect(nav.getByRole('button', { name: 'Apply For Loan' })).toBeInTheDocument();
  });

  it('turns Locations into the remote branch locator notice when that option is on', async () => {
    const user = userEvent.setup();
    renderPortal({
      options: { RemoteBranchLocator: true, RemoteBranchLocatorUrl: 'https://example.com/find' },
    });
    const nav = await menu();
    expect(nav.queryByRole('link', { name: 'Locations' })).not.toBeInTheDocument();
    await user.click(nav.getByRole('button', { name: 'Locations' }));
    const dialog = screen.getByRole('dialog', { name: 'Branch Locator' });
    expect(dialog).toHaveTextContent('the branch locator opens in a new tab');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find Us' })).toBeInTheDocument();
  });

  it('marks the open page in the menu with aria-current', async () => {
    const { router } = renderPortal();
    const nav = await menu();
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await act(() => router.navigate('/myaccount/profile'));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('opens and closes the compact menu from the keyboard', async () => {
    const user = userEvent.setup();
    const { router } = renderPortal({ path: '/myaccount/profile' });
    const nav = await menu();
    // The page is there (its focus set at the navigation's end) before the keys are pressed.
    await screen.findByRole('heading', { name: 'Profile' });
    const toggle = nav.getByRole('button', { name: 'Menu' });
    const list = nav.getByRole('list');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', list.id);

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveClass('menu__list--open');
    await user.tab();
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/myaccount/dashboard');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the compact menu open behind a dialog opened from it, and returns focus to the item', async () => {
    const user = userEvent.setup();
    renderPortal();
    const nav = await menu();
    const toggle = nav.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const logout = nav.getByRole('button', { name: 'Logout' });
    logout.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to logout?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(logout).toHaveFocus();
  });

  it('shows the logo from the content folder, or the institution name without one', async () => {
    const { unmount } = renderPortal({
      options: { ContentFolder: '/content/' },
      layers: { shared: { shell: { logo: 'logo.svg', institutionName: 'Harbor Valley' } } },
    });
    const logo = await screen.findByRole('img', { name: 'Harbor Valley home' });
    expect(logo).toHaveAttribute('src', '/content/logo.svg');
    expect(logo.closest('a')).toHaveAttribute('href', '/myaccount/dashboard');
    unmount();

    renderPortal({ layers: { shared: { shell: { institutionName: 'Harbor Valley' } } } });
    expect(await screen.findByRole('link', { name: 'Harbor Valley' })).toBeInTheDocument();
  });

  it('sends a visitor without a session to the login screen', async () => {
    const { router } = renderPortal({ session: null });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/home/login');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });
});
