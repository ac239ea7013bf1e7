/**
 * The public self-service screens in the whole app: the real routes, shells and registry
 * (the lazily loaded recovery actions and verify e-mail widget, bound to the app's
 * publicDeps), the generated recovery and verifyEmail screens, and a test login page, so a
 * redirect shows as the router's URL. The API is answered by msw (api.ts).
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '../../../support/userEvent';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { createRegistry } from '../../../../src/app/registry';
import { clearSession } from '../../../../src/app/session/store';
import { type SettingsLayers } from '../../../../src/engine';
import { screens } from '../../../../src/generated/screens';
import { entryOf, TEST_SCREENS, mountApp } from '../../app/portalHarness';
import { badRequests } from './api';

export { violations } from '../../../support/axe';
export { currentUrl } from '../../app/portalHarness';

/** Single sign-on in use (rules/login.json usesSingleSignOn needs both). */
export const SSO = { SingleSignOn: true, SsoLoginUrl: 'https://sso.example.com/login' };

/** Resets what outlives a render; fails a test that sent a request its schema refuses. */
export function usePublicHarness() {
  // Tests fill in real (lazily loaded, masked) forms: allow for a busy machine.
  vi.setConfig({ testTimeout: 30_000 });
  beforeEach(() => {
    clearSession();
    badRequests.length = 0;
  });
  afterEach(() => {
    cleanup();
    expect(badRequests, 'requests that do not conform to schemas/api').toEqual([]);
  });
}

const APP_SCREENS = [
  ...screens.filter((entry) => entry.id === 'recovery' || entry.id === 'verifyEmail'),
  ...TEST_SCREENS.filter((definition) => definition.id === 'login').map(entryOf),
];

export interface PortalOptions {
  options?: Record<string, unknown>;
  layers?: SettingsLayers;
  /** In React's StrictMode, which runs effects twice in development. */
  strict?: boolean;
}

/** The whole app, signed out, at a path. */
export function renderPublicPortal(path: string, { options, layers, strict }: PortalOptions = {}) {
  return mountApp({ path, screens: APP_SCREENS, registry: createRegistry(), options, layers, strict });
}

/** A control that may still be loading (the masked widgets are lazy). */
export async function findControl(label: string): Promise<HTMLElement> {
  return waitFor(() => {
    const control = screen.getByLabelText(label);
    expect(control).not.toHaveAttribute('aria-busy');
    return control;
  });
}

/** The labels of the first step's fields (recovery.*Label defaults). */
export const FIELDS = {
  email: 'Email',
  dateOfBirth: 'Date of Birth',
  zip: 'Zip Code',
  branch: 'Branch Number',
} as const;

export type Identity = Partial<Record<keyof typeof FIELDS, string>>;

/** demo.borrower (server/db/seed.ts): every demo user has zip 84101 and branch 0001. */
export const DEMO_IDENTITY = {
  email: 'alex.morgan@example.com',
  dateOfBirth: '05171980',
  zip: '84101',
  branch: '0001',
} as const;

/** What GetSecretQuestion receives for DEMO_IDENTITY. */
export const DEMO_REQUEST = {
  EmailAddress: 'alex.morgan@example.com',
  DateOfBirth: '05/17/1980',
  ZipCode: '84101',
  ServicingBranch: '0001',
} as const;

/** Types the identity fields given. */
export async function fillIdentity(user: UserEvent, identity: Identity = DEMO_IDENTITY): Promise<void> {
  for (const [name, value] of Object.entries(identity) as [keyof typeof FIELDS, string][])
    if (value) await user.type(await findControl(FIELDS[name]), value);
}

/** The step shown (its section is the only wizard step a user can reach). */
export async function findStep(title: 'Recover Username' | 'Recover Password' | 'Success') {
  return screen.findByRole('region', { name: title });
}
