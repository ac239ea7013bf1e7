import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../../src/engine';
import { pressSubmit, renderForm, submitValues } from './render';

const CHOICES = { monthly: 'login.faq', weekly: 'login.createAccount' };
const ENUM = { type: 'string', enum: ['monthly', 'weekly'] };

function select(extra: Partial<FieldDefinition> = {}, required: string[] = []) {
  return renderForm(
    { value: ENUM },
    { value: { label: 'login.usernameLabel', choices: CHOICES, ...extra } },
    required,
  );
}

function radios(extra: Partial<FieldDefinition> = {}, required: string[] = []) {
  return renderForm(
    { value: ENUM },
    { value: { label: 'login.heading', widget: 'radio', choices: CHOICES, ...extra } },
    required,
  );
}

describe('select widget (enum with choices)', () => {
  it('lists the prompt, then the choices by their settings texts', async () => {
    await select();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Please select', 'Frequently asked questions', 'Create an account']);
    expect(screen.getByLabelText('Username')).toHaveDisplayValue('Please select');
  });

  it('uses the field placeholder as its first option', async () => {
    await select({ placeholder: 'login.usernamePlaceholder' });
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Enter your username');
  });

  it('submits the enum value of the chosen option', async () => {
    const { user, submit } = await select();
    await user.selectOptions(screen.getByLabelText('Username'), 'Create an account');
    expect(screen.getByLabelText('Username')).toHaveDisplayValue('Create an account');
    expect(await submitValues(user, submit)).toEqual({ value: 'weekly' });
  });

  it('submits numbers for an integer enum', async () => {
    const { user, submit } = await renderForm(
      { value: { type: 'integer', enum: [12, 24] } },
      { value: { label: 'login.usernameLabel', choices: { 12: 'login.faq', 24: 'login.createAccount' } } },
    );
    await user.selectOptions(screen.getByLabelText('Username'), 'Frequently asked questions');
    expect(await submitValues(user, submit)).toEqual({ value: 12 });
  });

  it('is invalid again when the prompt is chosen back on a required field', async () => {
    const { user, submit } = await select({}, ['value']);
    const control = screen.getByLabelText('Username');
    expect(control).toHaveAttribute('aria-required', 'true');
    await pressSubmit(user);
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription('This field is required.');
    await user.selectOptions(control, 'Create an account');
    expect(control).not.toHaveAttribute('aria-invalid');
    await user.selectOptions(control, 'Please select');
    expect(control).toHaveAccessibleDescription('This field is required.');
    expect(submit).not.toHaveBeenCalled();
  });

  it('focuses the select when it holds the first error', async () => {
    const { user } = await select({}, ['value']);
    await pressSubmit(user);
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });
});

describe('radio widget', () => {
  it('is a radio group named by its label whose radios are named by the choices', async () => {
    await radios();
    expect(screen.getByRole('radiogroup', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'monthly',
      'weekly',
    ]);
    expect(screen.getByRole('radio', { name: 'Frequently asked questions' })).not.toBeChecked();
  });

  it('submits the value of the chosen radio', async () => {
    const { user, submit } = await radios();
    await user.click(screen.getByRole('radio', { name: 'Create an account' }));
    expect(screen.getByRole('radio', { name: 'Create an account' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Frequently asked questions' }));
    expect(screen.getByRole('radio', { name: 'Create an account' })).not.toBeChecked();
    expect(await submitValues(user, submit)).toEqual({ value: 'monthly' });
  });

  it('describes the radios by the message and focuses the first when required and empty', async () => {
    const { user, submit } = await radios({}, ['value']);
    await pressSubmit(user);
    const first = screen.getByRole('radio', { name: 'Frequently asked questions' });
    expect(first).toHaveAccessibleDescription('This field is required.');
    expect(first).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
  });

  it('marks the group invalid when it has an error', async () => {
    const { user } = await radios({}, ['value']);
    await pressSubmit(user);
    expect(screen.getByRole('radiogroup', { name: 'Sign In' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('describes the radios by the help text', async () => {
    await radios({ help: 'login.cantSignIn' });
    expect(screen.getByText("Can't sign in?", { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Frequently asked questions' })).toHaveAccessibleDescription(
      /Can't sign in\?/,
    );
  });
});

describe('checkbox widget (boolean)', () => {
  const agree = { value: { type: 'boolean' } };

  it('is labelled by its own label, toggles and submits true', async () => {
    const { user, submit } = await renderForm(agree, { value: { label: 'login.passwordLabel' } });
    const checkbox = screen.getByRole('checkbox', { name: 'Password' });
    expect(checkbox).not.toBeChecked();
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    await user.click(screen.getByText('Password'));
    expect(checkbox).not.toBeChecked();
    await user.click(checkbox);
    expect(await submitValues(user, submit)).toEqual({ value: true });
  });

  it('shows the message when a required-now constraint leaves it unchecked', async () => {
    const { user, submit } = await renderForm(agree, {
      value: { label: 'login.passwordLabel', constraints: { required: true } },
    });
    const checkbox = screen.getByRole('checkbox', { name: 'Password' });
    expect(checkbox).toHaveAttribute('aria-required', 'true');
    await pressSubmit(user);
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('This field is required.');
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('text widget', () => {
  it('is described by its help text and then also by the message', async () => {
    const { user } = await renderForm(
      { value: { type: 'string' } },
      { value: { label: 'login.usernameLabel', help: 'login.cantSignIn' } },
      ['value'],
    );
    const input = screen.getByLabelText('Username');
    expect(input).toHaveAccessibleDescription(/^\s*Can't sign in\?$/);
    await pressSubmit(user);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription("This field is required. Can't sign in?");
  });
});
