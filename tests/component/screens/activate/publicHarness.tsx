/**
 * The whole app, signed out, for the activation, opt-out and forced password change
 * screens: the real route table, shells, registry (lazy public flows, the app's publicDeps
 * and sign-in flow) and the generated definitions, with the test login and dashboard pages
 * of the portal harness. The API is msw (publicApi.ts); a test that sent a request that
 * does not conform to schemas/api fails.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { clearHandoff, handedData } from '../../../../src/app/handoff';
import { createRegistry } from '../../../../src/app/registry';
import { clearSession } from '../../../../src/app/session/store';
import { type SettingsLayers } from '../../../../src/engine';
import { screens } from '../../../../src/generated/screens';
import { entryOf, TEST_SCREENS, mountApp } from '../../app/portalHarness';
import { badRequests } from './publicApi';

export { violations } from '../../../support/axe';
export { currentUrl } from '../../app/portalHarness';

const APP_SCREENS = [
  ...screens.filter((entry) => ['activate', 'optOut', 'forcePasswordChange'].includes(entry.id)),
  ...TEST_SCREENS.filter((definition) => definition.id === 'login' || definition.id === 'dashboard').map(
    entryOf,
  ),
];

/** Resets what outlives a render (session, its headers, a hand-over); fails a test that sent a bad request. */
export function usePublicHarness() {
  // Tests type passwords into real forms and load the public flows lazily: allow for a busy machine.
  vi.setConfig({ testTimeout: 30_000 });
  beforeEach(() => {
    clearSession();
    clearHandoff();
    badRequests.length = 0;
  });
  afterEach(() => {
    clearSession();
    expect(badRequests, 'requests that do not conform to schemas/api').toEqual([]);
  });
}

export interface PublicRenderOptions {
  options?: Record<string, unknown>;
  layers?: SettingsLayers;
}

/** The app at a path (such as /home/activate?token=abc), signed out. */
export function renderPublic(path: string, { options, layers }: PublicRenderOptions = {}) {
  const view = mountApp({ path, screens: APP_SCREENS, registry: createRegistry(), options, layers });
  return { ...view, user: userEvent.setup() };
}

/** What the current history entry was handed (the login screen's auto-login). */
export function handedTo(router: { state: { location: { state: unknown } } }) {
  return handedData(router.state.location.state);
}

/** A control that may still be loading (the password widgets are lazy): found once it is ready. */
export async function findControl(label: string): Promise<HTMLElement> {
  return waitFor(() => {
    const control = screen.getByLabelText(label);
    expect(control).not.toHaveAttribute('aria-busy');
    return control;
  });
}

/**
 * Types a new password and its confirmation (either may be left empty), then presses Submit:
 * the password forms of activation and the forced change.
 */
export async function submitPasswords(
  view: ReturnType<typeof renderPublic>,
  password: string,
  confirm = password,
) {
  if (password) {
    await view.user.click(screen.getByLabelText('New Password'));
    await view.user.paste(password);
  }
  if (confirm) {
    await view.user.click(screen.getByLabelText('Confirm Password'));
    await view.user.paste(confirm);
  }
  await view.user.click(screen.getByRole('button', { name: 'Submit' }));
}
