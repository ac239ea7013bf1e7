/**
 * The login screen's announcement (spec 01 "Login screen": an optional 300px modal, shown
 * unless hidden, on mobile only when the mobile-only option is set), as the login screen
 * shows it with the real Announcement block.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScreenContext } from '../../../../src/engine';
import { mockApi } from './api';
import { findStep, renderLogin, scenario, signIn, usePostLoginHarness } from './harness';

usePostLoginHarness();

const NEWS =
  '<p>Our branches are closed on <strong>Monday</strong>.</p><script>window.hacked = true</script>';
const PHONE: Partial<ScreenContext> = { device: { mobileApp: false, compact: true, production: false } };

function announcementLayers(login: Record<string, string> = {}) {
  return { shared: { login: { announcement: NEWS, ...login } } };
}

describe('login announcement', () => {
  it('shows the institution’s announcement, sanitised, in a 300px dialog that Close dismisses for the session', async () => {
    const first = renderLogin({ layers: announcementLayers() });
    const dialog = screen.getByRole('dialog', { name: 'Announcement' });
    expect(dialog).toHaveClass('dialog--w300');
    expect(within(dialog).getByText('Monday')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();

    await first.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    // The same announcement is not shown again in this browser session.
    renderLogin({ layers: announcementLayers() });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a changed announcement again', async () => {
    const first = renderLogin({ layers: announcementLayers() });
    await first.user.click(screen.getByRole('button', { name: 'Close' }));
    first.unmount();
    renderLogin({ layers: { shared: { login: { announcement: '<p>New hours from December.</p>' } } } });
    expect(within(screen.getByRole('dialog')).getByText('New hours from December.')).toBeInTheDocument();
  });

  it.each<[string, Record<string, string>, Partial<ScreenContext>, boolean]>([
    ['no announcement text', { announcement: '' }, {}, false],
    ['the hide flag', { hideAnnouncement: 'true' }, {}, false],
    ['mobile-only on a desktop', { announcementMobileOnly: 'true' }, {}, false],
    ['mobile-only on a phone', { announcementMobileOnly: 'true' }, PHONE, true],
    [
      'mobile-only in the mobile app',
      { announcementMobileOnly: 'true' },
      { device: { mobileApp: true, compact: false, production: false } },
      true,
    ],
    ['not mobile-only, on a phone', {}, PHONE, true],
  ])('%s: shown %s', (_name, login, context, shown) => {
    renderLogin({ layers: announcementLayers(login), context });
    if (shown) expect(screen.getByRole('dialog', { name: 'Announcement' })).toBeInTheDocument();
    else expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not shown during the post-login steps', async () => {
    const setup = scenario('secretQuestion');
    mockApi(setup.resolvers);
    const view = renderLogin({ layers: announcementLayers() });
    expect(screen.getByRole('dialog', { name: 'Announcement' })).toBeInTheDocument();
    // (jsdom's dialogs are not modal: the form behind stays usable.)
    await signIn(view);
    await findStep('secretQuestion');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
