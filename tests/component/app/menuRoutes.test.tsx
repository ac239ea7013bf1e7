/**
 * The menu and header links are derived from the route table: with the spec's full lists
 * of items (spec 03 §2.15, as menuItems.ts will hold them once every screen exists), an
 * item that opens a route shows only when a screen of the manifest has that route. The
 * test manifest has dashboard and profile (portalHarness.tsx).
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../src/app/session/store';
import type * as MenuItems from '../../../src/app/shells/menuItems';
import type { MenuItem } from '../../../src/app/shells/menuItems';
import { entryOf, renderPortal } from './portalHarness';

vi.mock('../../../src/app/shells/menuItems', async (importOriginal) => {
  const { alsoInHeader } = await importOriginal<typeof MenuItems>();
  const route = (id: string, label: string, rule: string, to: string): MenuItem => ({ id, label, rule, to });
  const logout: MenuItem = { id: 'logout', label: 'menu.logout', rule: 'menuLogout', action: 'logout' };
  return {
    alsoInHeader,
    MENU_ITEMS: [
      route('dashboard', 'menu.dashboard', 'menuDashboard', 'myaccount/dashboard'),
      route('makePayment', 'menu.makePayment', 'menuMakePayment', 'myaccount/payment'),
      route('profile', 'menu.profile', 'menuProfile', 'myaccount/profile'),
      route('messages', 'menu.messages', 'menuMessages', 'myaccount/messages'),
      route('locations', 'menu.locations', 'menuLocations', 'myaccount/locations'),
      route('faq', 'menu.faq', 'menuFaq', 'myaccount/faq'),
      logout,
    ],
    HEADER_LINKS: [
      route('faq', 'menu.faq', 'menuFaq', 'myaccount/faq'),
      route('findUs', 'menu.findUs', 'menuLocations', 'myaccount/locations'),
      logout,
    ],
  };
});

afterEach(() => clearSession());

function names(navigation: string) {
  return within(screen.getByRole('navigation', { name: navigation }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('menu entries derived from the route table', () => {
  it('offers only the items whose routes a screen defines', async () => {
    renderPortal();
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(names('Main menu')).toEqual(['Dashboard', 'Profile', 'Logout']);
    expect(names('Quick links')).toEqual(['Logout']);
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/myaccount/profile');
  });

  it('offers an item as soon as the manifest has its route', async () => {
    const faq = entryOf({ id: 'faq', route: 'myaccount/faq', title: 'menu.faq', blocks: [] });
    renderPortal({ entries: [faq] });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(names('Main menu')).toEqual(['Dashboard', 'Profile', 'FAQ', 'Logout']);
    expect(names('Quick links')).toEqual(['FAQ', 'Logout']);
  });
});
