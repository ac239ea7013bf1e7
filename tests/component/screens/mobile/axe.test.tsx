/**
 * axe (WCAG 2.1 A/AA) over the login screen as the mobile app shows it: with the biometric
 * offer, with biometric sign-in and its message, and with the app-store prompt open. jsdom
 * computes no colours, so colour contrast is left to the browser tests.
 */
import { screen } from '@testing-library/react';
import { violations } from '../../../support/axe';
import { describe, expect, it } from 'vitest';
import {
  FIRST_RUN,
  installBridge,
  OPTED_IN,
  renderMobileLogin,
  USER_AGENTS,
  useMobileHarness,
} from './harness';

useMobileHarness();

describe('axe on the login screen in the mobile app', () => {
  it('finds nothing with the biometric offer shown', async () => {
    installBridge(FIRST_RUN);
    renderMobileLogin({ userAgent: USER_AGENTS.android });
    await screen.findByRole('heading', { name: 'Sign in faster' });
    expect(await violations('fragment')).toEqual([]);
  });

  it('finds nothing with biometric sign-in and its message shown', async () => {
    installBridge(OPTED_IN, { getBiometricToken: async () => null });
    const { user } = renderMobileLogin({ userAgent: USER_AGENTS.iphone });
    await user.click(await screen.findByRole('button', { name: 'Sign in with biometrics' }));
    await screen.findByRole('alert');
    expect(await violations('fragment')).toEqual([]);
  });

  it('finds nothing with the app-store prompt open', async () => {
    installBridge(FIRST_RUN);
    renderMobileLogin({ userAgent: USER_AGENTS.androidWithoutVersion });
    await screen.findByRole('dialog', { name: 'Update Required' });
    expect(await violations('fragment')).toEqual([]);
  });
});
