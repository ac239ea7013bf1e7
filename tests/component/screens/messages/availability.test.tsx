/**
 * Where the messages form opens (spec 03 §2.1, §6; option HideContactUs): myaccount/messages
 * and home/messages while the contact form is shown (otherwise the page-not-available view
 * and the login screen), the menu's Messages, and the login screen's
 * Contact us link (hidden by its flag and by HideContactUs).
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession } from '../../../../src/app/session/store';
import homeMessages from '../../../../src/generated/screens/homeMessages';
import login from '../../../../src/generated/screens/login';
import messages from '../../../../src/generated/screens/messages';
import { renderScreen } from '../../../support/engine';
import { mockMessagesApi } from '../../../support/messagesApi';
import { entryOf, renderPortal } from '../../app/portalHarness';

afterEach(() => clearSession());

describe('the messages routes', () => {
  it.each([
    ['shown', {}, 'Messages'],
    ['hidden (HideContactUs)', { HideContactUs: true }, 'Page not available'],
  ])('myaccount/messages with the contact form %s', async (_case, options, heading) => {
    renderPortal({ path: '/myaccount/messages', options, entries: [entryOf(messages.definition)] });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('home/messages opens signed out, and leads to login while the contact form is hidden', async () => {
    mockMessagesApi();
    const entries = [entryOf(homeMessages.definition)];
    const { unmount } = renderPortal({ path: '/home/messages', session: null, entries });
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    unmount();
    renderPortal({ path: '/home/messages', session: null, entries, options: { HideContactUs: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });

  it('the menu offers Messages, not with HideContactUs', async () => {
    const entries = [entryOf(messages.definition)];
    const { unmount } = renderPortal({ entries, options: { ForceManualCifChanges: true } });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/myaccount/messages',
    );
    unmount();
    renderPortal({ entries, options: { HideContactUs: true } });
    const hidden = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(hidden).queryByRole('link', { name: 'Messages' })).toBeNull();
  });
});

describe('the login screen’s Contact us link', () => {
  it('leads to home/messages unless its flag or HideContactUs hides it', () => {
    const { unmount } = renderScreen(login);
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '#/home/messages');
    unmount();
    const hidden = renderScreen(login, { layers: { shared: { login: { hideContactUs: 'true' } } } });
    expect(screen.queryByRole('link', { name: 'Contact us' })).toBeNull();
    hidden.unmount();
    renderScreen(login, { options: { HideContactUs: true } });
    expect(screen.queryByRole('link', { name: 'Contact us' })).toBeNull();
  });
});
