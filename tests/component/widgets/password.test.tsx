import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pressSubmit, renderForm, submitValues } from './render';

const field = { password: { label: 'login.passwordLabel', widget: 'password' } };

describe('password widget', () => {
  it('reveals and hides the value, renaming its button and keeping what was typed', async () => {
    const { user } = await renderForm({ password: { type: 'string' } }, field);
    const input = screen.getByLabelText('Password');
    await user.type(input, 'Secret#1');
    expect(input).toHaveAttribute('type', 'password');

    const show = screen.getByRole('button', { name: 'Show Password' });
    expect(show).toHaveAttribute('aria-controls', input.id);
    await user.click(show);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('Secret#1');
    expect(screen.queryByRole('button', { name: 'Show Password' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hide Password' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('Secret#1');
    expect(screen.getByRole('button', { name: 'Show Password' })).toBeInTheDocument();
  });

  it('submits the typed value whether shown or hidden', async () => {
    const { user, submit } = await renderForm({ password: { type: 'string' } }, field);
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Show Password' }));
    await user.type(screen.getByLabelText('Password'), 'def');
    expect(await submitValues(user, submit)).toEqual({ password: 'abcdef' });
  });

  it('marks the input invalid and describes it by the message when required and empty', async () => {
    const { user, submit } = await renderForm({ password: { type: 'string' } }, field, ['password']);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-required', 'true');
    await pressSubmit(user);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field is required.');
    expect(input).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
  });
});
