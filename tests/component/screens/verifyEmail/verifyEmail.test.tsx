/**
 * The verify link's landing (spec 01 §2 Verify e-mail, §8 'Verify e-mail'), route
 * home/verifyEmail/{enc?}, in the whole app: no value shows the invalid-data message at
 * once and calls nothing; a value is sent once while a spinner shows; success opens the
 * login screen; a failure shows its message; a maintenance answer opens login?error=down;
 * closed under single sign-on.
 */
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { held, mockApi, refused, verified, type Resolver } from '../recovery/api';
import { currentUrl, renderPublicPortal, SSO, usePublicHarness, violations } from '../recovery/harness';

usePublicHarness();

const INVALID_DATA =
  'We could not verify your account. Please contact your local servicing branch for assistance.';
const FAILED =
  'There was an error activating your account. Please contact your local servicing branch for assistance.';
const VERIFYING = 'Verifying your e-mail address…';
const ENC = 'c2lnbmVkLXRva2Vu';

describe('without a value', () => {
  it.each(['/home/verifyEmail', '/home/verifyEmail/'])(
    '%s: the invalid-data message at once, nothing sent',
    async (path) => {
      const api = mockApi();
      const { router } = renderPublicPortal(path);
      expect(await screen.findByRole('heading', { name: 'Verify Email', level: 1 })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(INVALID_DATA);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/home/login');
      expect(api.bodies('validateEmail')).toEqual([]);
      expect(currentUrl(router)).toBe(path);
      expect(await violations()).toEqual([]);
    },
  );
});

describe('with a value', () => {
  it('sends it while a spinner shows; success opens the login screen', async () => {
    const { hold, release } = held(verified);
    const api = mockApi({ validateEmail: hold });
    const { router } = renderPublicPortal(`/home/verifyEmail/${ENC}`);

    expect(await screen.findByRole('status')).toHaveTextContent(VERIFYING);
    await waitFor(() => expect(api.bodies('validateEmail')).toEqual([{ EncryptedUserData: ENC }]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await violations()).toEqual([]);
    release();

    await waitFor(() => expect(currentUrl(router)).toBe('/home/login'));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('sends the value decoded from the link', async () => {
    const api = mockApi();
    const { router } = renderPublicPortal('/home/verifyEmail/a%2Bb%2Fc%3D');
    await waitFor(() => expect(currentUrl(router)).toBe('/home/login'));
    expect(api.bodies('validateEmail')).toEqual([{ EncryptedUserData: 'a+b/c=' }]);
  });

  it('sends it once, even where React runs effects twice (StrictMode)', async () => {
    const api = mockApi();
    const { router } = renderPublicPortal(`/home/verifyEmail/${ENC}`, { strict: true });
    await waitFor(() => expect(currentUrl(router)).toBe('/home/login'));
    expect(api.bodies('validateEmail')).toHaveLength(1);
  });

  it.each<[string, Resolver]>([
    ['refused (Invalid)', () => refused(200, 'Invalid')],
    ['a server error', () => refused(500, 'ServerError')],
    ['a network failure', () => HttpResponse.error()],
    ['a malformed answer', () => HttpResponse.json({ unexpected: true })],
  ])('%s: the failure message, and a way back to login', async (_case, validateEmail) => {
    const api = mockApi({ validateEmail });
    const { router } = renderPublicPortal(`/home/verifyEmail/${ENC}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(INVALID_DATA)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Login' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe(`/home/verifyEmail/${ENC}`);
    expect(api.bodies('validateEmail')).toHaveLength(1);
    expect(await violations()).toEqual([]);
  });

  it('a maintenance answer opens login?error=down', async () => {
    mockApi({ validateEmail: () => refused(403, 'maintenanceModeEnabled') });
    const { router } = renderPublicPortal(`/home/verifyEmail/${ENC}`);
    await waitFor(() => expect(currentUrl(router)).toBe('/home/login?error=down'));
  });
});

describe('single sign-on in use', () => {
  it('closes the screen: the route leads to login and nothing is sent', async () => {
    const api = mockApi();
    const { router } = renderPublicPortal(`/home/verifyEmail/${ENC}`, { options: SSO });
    await waitFor(() => expect(currentUrl(router)).toBe('/home/login'));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(api.bodies('validateEmail')).toEqual([]);
  });
});
