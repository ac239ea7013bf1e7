/**
 * The login form's limits (issue 12, spec 01 §9): the username and password take at most
 * 12 characters, or 128 with the institution's own customer credentials, whatever is typed
 * or pasted; a username of spaces is empty; the username is sent trimmed, the password as
 * typed.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, signsIn } from './api';
import { renderLogin, usePostLoginHarness } from './harness';

usePostLoginHarness();

const LONG = 'x'.repeat(5_000);

describe('login form limits', () => {
  it.each([
    [true, 128],
    [false, 12],
  ])('UseCustomerCredentials %s: 5,000 characters pasted keep %i', async (custom, limit) => {
    mockApi({});
    const view = renderLogin({ options: { UseCustomerCredentials: custom } });
    for (const label of ['Username', 'Password']) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('maxlength', String(limit));
      await view.user.click(input);
      await view.user.paste(LONG);
      expect(input).toHaveValue('x'.repeat(limit));
    }
  });

  it('a username of spaces is empty: its required message, and nothing is sent', async () => {
    const api = mockApi({});
    const view = renderLogin();
    await view.user.type(screen.getByLabelText('Username'), '   ');
    await view.user.type(screen.getByLabelText('Password'), 'Borrower#2026');
    await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('You must enter a username');
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(api.bodies('userLogin')).toEqual([]);
  });

  it('sends the username trimmed and the password exactly as typed', async () => {
    const api = mockApi({ userLogin: signsIn() });
    const view = renderLogin({ options: { UseCustomerCredentials: true } });
    await view.user.type(screen.getByLabelText('Username'), '  demo.borrower ');
    await view.user.type(screen.getByLabelText('Password'), ' Borrower#2026 ');
    await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(api.bodies('userLogin')).toHaveLength(1));
    expect(api.bodies('userLogin')[0]).toMatchObject({
      username: 'demo.borrower',
      password: ' Borrower#2026 ',
    });
  });
});
