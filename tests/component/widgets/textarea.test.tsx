import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pressSubmit, renderForm, submitValues } from './render';

const field = { value: { label: 'login.usernameLabel', widget: 'textarea' } };

/** The counter alone: the empty error region referenced before it adds a leading space. */
const counter = (count: number) => new RegExp(`^\\s*${count} characters left$`);

describe('textarea widget', () => {
  it('counts the characters left down from the schema maxLength and is described by the count', async () => {
    const { user, submit } = await renderForm({ value: { type: 'string', maxLength: 20 } }, field);
    const textarea = screen.getByLabelText('Username');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).not.toHaveAttribute('maxlength'); // limited in characters by the widget
    expect(textarea).toHaveAccessibleDescription(counter(20));
    await user.type(textarea, 'hello');
    expect(screen.getByText('15 characters left')).toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription(counter(15));
    expect(await submitValues(user, submit)).toEqual({ value: 'hello' });
  });

  it('stops at the limit and counts down to 0', async () => {
    const { user } = await renderForm({ value: { type: 'string', maxLength: 20 } }, field);
    const textarea = screen.getByLabelText('Username');
    await user.type(textarea, 'abcdefghijklmnopqrstuvwxyz');
    expect(textarea).toHaveValue('abcdefghijklmnopqrst');
    expect(textarea).toHaveAccessibleDescription(counter(0));
  });

  it('takes the limit from options.maxLength when the schema has none', async () => {
    const { user } = await renderForm(
      { value: { type: 'string' } },
      { value: { ...field.value, options: { maxLength: 10 } } },
    );
    const textarea = screen.getByLabelText('Username');
    await user.type(textarea, 'abc');
    expect(textarea).toHaveAccessibleDescription(counter(7));
  });

  it('shows no counter without a maximum length', async () => {
    const { user, submit } = await renderForm({ value: { type: 'string' } }, field);
    const textarea = screen.getByLabelText('Username');
    expect(textarea).not.toHaveAttribute('maxlength');
    await user.type(textarea, 'line one{Enter}line two');
    expect(screen.queryByText(/characters left/)).not.toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription('');
    expect(await submitValues(user, submit)).toEqual({ value: 'line one\nline two' });
  });

  it('shows the message with the count when required and empty', async () => {
    const { user, submit } = await renderForm({ value: { type: 'string', maxLength: 20 } }, field, ['value']);
    const textarea = screen.getByLabelText('Username');
    await pressSubmit(user);
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('This field is required. 20 characters left');
    expect(textarea).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
  });

  it('counts and limits characters as the schema does, an emoji being one', async () => {
    const { user } = await renderForm({ value: { type: 'string', maxLength: 20 } }, field);
    const textarea = screen.getByLabelText('Username') as HTMLTextAreaElement;
    await user.click(textarea);
    await user.paste('😀'.repeat(15));
    expect([...textarea.value]).toHaveLength(15);
    expect(textarea).toHaveAccessibleDescription(counter(5));
    await user.paste('😀'.repeat(10));
    expect([...textarea.value]).toHaveLength(20);
    expect(textarea).toHaveAccessibleDescription(counter(0));
  });
});
