import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { formScreen, loadScreen } from '../support/definitions';
import { renderScreen } from '../support/engine';

it('renders an ad-hoc definition with precompiled validators', async () => {
  const submit = vi.fn(async () => ({ ok: true as const }));
  const loaded = await loadScreen(
    formScreen(
      { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 3 } } },
      { name: { label: 'login.usernameLabel', messages: { minLength: 'form.minLength' } } },
    ),
  );
  renderScreen(loaded, { actions: { submit } });
  await userEvent.type(screen.getByLabelText('Username'), 'ab');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Enter at least 3 characters.');
  expect(submit).not.toHaveBeenCalled();
});
