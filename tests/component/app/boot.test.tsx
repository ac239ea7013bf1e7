import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Root } from '../../../src/app/Root';
import { applicationOptions, server } from '../../support/msw';

function answer(body: unknown, status = 200) {
  server.use(http.get('/api/setup/ApplicationOptions', () => HttpResponse.json(body as never, { status })));
}

describe('boot', () => {
  beforeEach(() => {
    window.location.hash = '';
  });
  afterEach(() => vi.restoreAllMocks());

  it('loads the settings and shows the login screen at an empty path', async () => {
    render(<Root />);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/home/login');
    // The title is set by an effect, which may run after the heading appears.
    await waitFor(() => expect(document.title).toBe('Payments - Login'));
  });

  it('sends an unknown path to the login screen', async () => {
    window.location.hash = '#/no/such/page';
    render(<Root />);
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/home/login');
  });

  it('applies the institution wording and brand colour', async () => {
    answer(
      applicationOptions({
        shared: { login: { heading: 'Welcome back' }, theme: { brandColor: '#123456' } },
      }),
    );
    render(<Root />);
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--brand')).toBe('#123456');
  });

  it.each([
    [
      'a server error',
      () => answer({ Errors: [{ ErrorMessage: 'ServerError' }] }, 500),
      /could not load the portal's configuration/,
    ],
    [
      'a network failure',
      () => server.use(http.get('/api/setup/ApplicationOptions', () => HttpResponse.error())),
      /could not reach the server/,
    ],
    ['a malformed answer', () => answer({ gassySettings: 'nope' }), /could not understand/],
    [
      'an answer that is not JSON',
      () => server.use(http.get('/api/setup/ApplicationOptions', () => HttpResponse.text('<html>'))),
      /could not understand/,
    ],
  ])('shows the start-up error page on %s', async (_case, arrange, message) => {
    arrange();
    render(<Root />);
    expect(await screen.findByRole('heading', { name: 'The portal could not start' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each([
    ['a settings group that is not an object', { shared: { login: 'oops' } }, 'shared.login'],
    [
      'an option of the wrong type',
      { options: { UserNameMinimumLength: 'eight' } },
      'institutionOptions.UserNameMinimumLength',
    ],
  ])('names the bad key when the configuration has %s', async (_case, overrides, key) => {
    answer(applicationOptions(overrides as never));
    render(<Root />);
    expect(
      await screen.findByRole('heading', { name: 'The portal settings are not valid' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `The institution setting ${key} is not valid. Please report this to your institution.`,
      ),
    ).toBeInTheDocument();
  });

  it('falls back to the default for a text that is not a string and reports it once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(applicationOptions({ shared: { login: { usernameLabel: 42 } } }));
    render(<Root />);
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(
      warn.mock.calls.filter(([message]) => String(message).includes('login.usernameLabel')),
    ).toHaveLength(1);
  });
});
