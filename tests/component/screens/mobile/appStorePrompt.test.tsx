/**
 * The app-store prompt (spec 01 "Login screen"): a mobile app whose user agent has no
 * version is asked to update, 50 ms after the screen opens, in a dialog that cannot be
 * closed; Update Now opens the store page of the device through the bridge, or navigates
 * there when the bridge cannot.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubLocation } from '../../../support/location';
import { DEVICE_CHECK_DELAY_MS } from '../../../../src/screens/mobile/AppStorePrompt';
import {
  FIRST_RUN,
  installBridge,
  renderMobileLogin,
  STORE_URLS,
  USER_AGENTS,
  useMobileHarness,
} from './harness';

useMobileHarness();

const TITLE = 'Update Required';

async function findPrompt(): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name: TITLE });
}

describe('the app-store prompt', () => {
  it(`opens ${DEVICE_CHECK_DELAY_MS} ms after the screen, in an app without a version`, () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderMobileLogin({ userAgent: USER_AGENTS.androidWithoutVersion });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(DEVICE_CHECK_DELAY_MS - 1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says why, is 300 wide and has no way to close it but Update Now', async () => {
    installBridge();
    renderMobileLogin({ userAgent: USER_AGENTS.androidWithoutVersion });
    const dialog = await findPrompt();

    expect(dialog).toHaveClass('dialog--w300');
    expect(
      within(dialog).getByText('A newer version of the app is available. Please update the app to continue.'),
    ).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Update Now']);

    // What the browser sends a modal dialog on Escape.
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.getByRole('dialog', { name: TITLE })).toHaveAttribute('open');
  });

  it('takes its title from the settings (mobile.updateTitle)', async () => {
    renderMobileLogin({
      userAgent: USER_AGENTS.androidWithoutVersion,
      layers: { shared: { mobile: { updateTitle: 'Please update the app' } } },
    });
    expect(await screen.findByRole('dialog', { name: 'Please update the app' })).toBeInTheDocument();
  });

  it.each([
    ['Android', USER_AGENTS.androidWithoutVersion, STORE_URLS.AppStoreUrlAndroid],
    ['an iPhone', USER_AGENTS.iphoneWithoutVersion, STORE_URLS.AppStoreUrlIos],
  ])('Update Now on %s opens its store through the bridge', async (_device, userAgent, url) => {
    const { assign } = stubLocation();
    const bridge = installBridge();
    const { user } = renderMobileLogin({ userAgent });
    const dialog = await findPrompt();

    await user.click(within(dialog).getByRole('button', { name: 'Update Now' }));

    await waitFor(() => expect(bridge.openExternal).toHaveBeenCalledExactlyOnceWith(url));
    expect(assign).not.toHaveBeenCalled();
    // The prompt stays: the app must be updated.
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });

  it.each([
    ['no bridge', () => {}],
    ['a bridge without openExternal', () => installBridge(FIRST_RUN, { openExternal: undefined })],
    [
      'a bridge whose openExternal fails',
      () => installBridge(FIRST_RUN, { openExternal: () => Promise.reject(new Error('no store')) }),
    ],
  ])('with %s, Update Now navigates to the store page', async (_name, install) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { assign } = stubLocation();
    install();
    const { user } = renderMobileLogin({ userAgent: USER_AGENTS.iphoneWithoutVersion });

    await user.click(within(await findPrompt()).getByRole('button', { name: 'Update Now' }));

    await waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith(STORE_URLS.AppStoreUrlIos));
  });

  it.each([
    ['an app with a version', USER_AGENTS.android],
    ['a browser', USER_AGENTS.browser],
  ])('does not open in %s', async (_name, userAgent) => {
    installBridge();
    renderMobileLogin({ userAgent });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    // Well past the device check.
    await new Promise((resolve) => setTimeout(resolve, DEVICE_CHECK_DELAY_MS * 3));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
