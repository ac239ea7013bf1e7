import { screen, waitFor } from '@testing-library/react';
import userEvent from '../../support/userEvent';
import { describe, expect, it, vi } from 'vitest';
import type { Action } from '../../../src/engine';
import login from '../../../src/generated/screens/login';
import { renderScreen } from '../../support/engine';

const neverCalled: Action = vi.fn(async () => ({ ok: true as const }));
/** The demo institution's option: its login names (demo.borrower) are longer than the legacy 12. */
const DEMO_CREDENTIALS = { UseCustomerCredentials: true };

describe('login screen (screen-definitions/login.json)', () => {
  it('shows the spec messages under both fields when submitted empty, and focuses the first', async () => {
    renderScreen(login, { actions: { signIn: neverCalled } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const username = screen.getByLabelText('Username');
    const password = screen.getByLabelText('Password');
    expect(username).toHaveAccessibleDescription('You must enter a username');
    expect(password).toHaveAccessibleDescription('You must enter a password');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveFocus();
    expect(neverCalled).not.toHaveBeenCalled();
  });

  it('shows the institution wording when a message key is overridden', async () => {
    renderScreen(login, {
      actions: { signIn: neverCalled },
      layers: { shared: { login: { usernameRequired: 'Please type the name you sign in with' } } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please type the name you sign in with')).toBeInTheDocument();
    expect(screen.queryByText('You must enter a username')).not.toBeInTheDocument();
    expect(screen.getByText('You must enter a password')).toBeInTheDocument();
  });

  it('rewords labels, placeholders and the button from settings, shared over english', () => {
    renderScreen(login, {
      actions: { signIn: neverCalled },
      layers: {
        english: { login: { usernameLabel: 'User ID', submit: 'Log In' } },
        shared: { login: { usernameLabel: 'Member ID', usernamePlaceholder: 'e.g. jsmith42' } },
      },
    });
    expect(screen.getByLabelText('Member ID')).toHaveAttribute('placeholder', 'e.g. jsmith42');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('shows the register, recovery and FAQ links unless a hide flag removes them', () => {
    const { unmount } = renderScreen(login, { actions: { signIn: neverCalled } });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '#/home/register',
    );
    expect(screen.getByRole('link', { name: "Can't sign in?" })).toHaveAttribute('href', '#/home/recovery');
    expect(screen.getByRole('link', { name: 'Frequently asked questions' })).toHaveAttribute(
      'href',
      '#/home/faq',
    );
    unmount();

    renderScreen(login, {
      actions: { signIn: neverCalled },
      layers: { shared: { login: { hideRegister: 'true' } } },
    });
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Can't sign in?" })).toBeInTheDocument();
  });

  it.each([
    ['hidden by login.hideFaq', { layers: { shared: { login: { hideFaq: 'true' } } } }],
    ['the FAQ is off (option Faq)', { options: { Faq: false } }],
  ])('leaves the FAQ link out when %s', (_case, settings) => {
    renderScreen(login, { actions: { signIn: neverCalled }, ...settings });
    expect(screen.queryByRole('link', { name: 'Frequently asked questions' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Can't sign in?" })).toBeInTheDocument();
  });

  it('sends the typed credentials to the signIn action', async () => {
    const signIn = vi.fn<Action>(async () => ({ ok: true }));
    renderScreen(login, { actions: { signIn }, options: DEMO_CREDENTIALS });
    await userEvent.type(screen.getByLabelText('Username'), 'demo.borrower');
    await userEvent.type(screen.getByLabelText('Password'), 'Borrower#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(signIn).toHaveBeenCalledTimes(1));
    expect(signIn.mock.calls[0]![0]).toEqual({ username: 'demo.borrower', password: 'Borrower#2026' });
  });

  it('announces a refusal above the form and keeps what the user typed', async () => {
    const signIn: Action = async () => ({ ok: false, message: 'login.errorInvalid' });
    renderScreen(login, { actions: { signIn }, options: DEMO_CREDENTIALS });
    await userEvent.type(screen.getByLabelText('Username'), 'demo.borrower');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username or password is invalid');
    expect(screen.getByLabelText('Username')).toHaveValue('demo.borrower');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
  });

  it('hides the form and shows the offline banner when an action reports maintenance', async () => {
    const signIn: Action = async () => ({ ok: false, message: 'login.offline', data: { offline: true } });
    renderScreen(login, { actions: { signIn } });
    await userEvent.type(screen.getByLabelText('Username'), 'someone');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.queryByLabelText('Username')).not.toBeInTheDocument());
    expect(
      screen.getByText('The site is offline for maintenance. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('shows the session-expired and not-authorized banners from the query', () => {
    const { unmount } = renderScreen(login, {
      actions: { signIn: neverCalled },
      context: { query: { error: 'sessionExpired' } },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has expired. Please sign in again.');
    unmount();
    renderScreen(login, { actions: { signIn: neverCalled }, context: { query: { error: 'unauthorized' } } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You are not authorized to view that page. Please sign in.',
    );
  });

  it('says why when wrong passwords locked the name and ended the session', () => {
    renderScreen(login, { actions: { signIn: neverCalled }, context: { query: { error: 'locked' } } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many wrong passwords were entered, so you have been signed out and sign-in is locked for a while.',
    );
  });

  it('reveals and hides the password with the reveal button', async () => {
    renderScreen(login, { actions: { signIn: neverCalled } });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide Password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
