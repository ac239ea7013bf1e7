import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScreenDefinition } from '../../../src/engine';
import { currentUrl, entryOf, renderPortal } from './portalHarness';

/** A screen closed under single sign-on, as register, verifyEmail and recovery are (spec 01 §2). */
const register: ScreenDefinition = {
  id: 'register',
  route: 'home/register',
  title: 'menu.profile',
  availableWhen: { '!': { rule: 'usesSingleSignOn' } },
  blocks: [{ type: 'heading', text: 'menu.profile' }],
};

const SSO = { SingleSignOn: true, SsoLoginUrl: 'https://sso.example.com/login' };

describe("a screen's availableWhen", () => {
  it.each([
    ['single sign-on off', {}, true],
    ['single sign-on on without its URL', { SingleSignOn: true }, true],
    ['single sign-on in use', SSO, false],
  ])('%s: open is %s', async (_case, options, open) => {
    const { router } = renderPortal({
      path: '/home/register',
      session: null,
      options,
      entries: [entryOf(register)],
    });
    if (open) {
      expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
      expect(currentUrl(router)).toBe('/home/register');
    } else {
      await waitFor(() => expect(currentUrl(router)).toBe('/home/login'));
      expect(screen.queryByRole('heading', { name: 'Profile' })).not.toBeInTheDocument();
    }
  });
});
