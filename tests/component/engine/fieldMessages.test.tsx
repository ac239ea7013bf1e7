/**
 * Every message a field shows is a settings text (issue 12: a raw field name reached the
 * user): a failure the definition names no message for shows the generic settings text of
 * its keyword, never ajv's English, and in development says so once in the console.
 * Text is checked trimmed (passwords as typed), and inputs take no more than the field's
 * limit (the smaller of the schema's and the resolved constraint's).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '../../support/userEvent';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Action, FormBlock } from '../../../src/engine';
import { formScreen, loadScreen } from '../../support/definitions';
import { renderScreen, type RenderScreenOptions } from '../../support/engine';

async function renderForm(
  schema: FormBlock['schema'],
  fields: FormBlock['fields'],
  opts: RenderScreenOptions = {},
) {
  const submit = vi.fn<Action>(async () => ({ ok: true }));
  renderScreen(await loadScreen(formScreen(schema, fields)), { actions: { submit }, ...opts });
  return { submit, user: userEvent.setup() };
}

const press = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Sign In' }));
const name = () => screen.getByLabelText('Username');

afterEach(() => vi.restoreAllMocks());

describe('messages of a field without its own', () => {
  it.each<[string, FormBlock['schema'], string, string]>([
    [
      'required',
      { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
      '',
      'This field is required.',
    ],
    [
      'minLength',
      { type: 'object', properties: { name: { type: 'string', minLength: 3 } } },
      'ab',
      'Enter at least 3 characters.',
    ],
    [
      'pattern',
      { type: 'object', properties: { name: { type: 'string', pattern: '^[0-9]+$' } } },
      'abc',
      'This value is not in the expected format.',
    ],
    [
      'format',
      { type: 'object', properties: { name: { type: 'string', format: 'email' } } },
      'not an address',
      'This value is not in the expected format.',
    ],
    [
      'const',
      { type: 'object', properties: { name: { type: 'string', const: 'yes' } } },
      'no',
      'This value is not valid.',
    ],
  ])("%s: the generic settings text, not ajv's", async (keyword, schema, typed, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await renderForm(schema, { name: { label: 'login.usernameLabel' } });
    if (typed) await user.type(name(), typed);
    await press(user);
    expect(name()).toHaveAccessibleDescription(text);
    expect(name()).not.toHaveAccessibleDescription(/must|should|property/);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(`Field "name" of form "test" has no message for "${keyword}"`),
    );
  });

  it('reports a missing message once, however often it shows', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Another field than the other tests': a report is made once per form, field and keyword.
    const { user } = await renderForm(
      { type: 'object', properties: { code: { type: 'string' } } },
      { code: { label: 'login.passwordLabel', constraints: { minLength: 5 } } },
    );
    const code = screen.getByLabelText('Password');
    await user.type(code, 'abc');
    await press(user);
    await user.type(code, 'd');
    await press(user);
    expect(code).toHaveAccessibleDescription('Enter at least 5 characters.');
    expect(warn.mock.calls.filter(([text]) => String(text).includes('Field "code"'))).toHaveLength(1);
  });

  it('a field naming its messages reports nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await renderForm(
      { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
      { name: { label: 'login.usernameLabel', messages: { required: 'login.usernameRequired' } } },
    );
    await press(user);
    expect(name()).toHaveAccessibleDescription('You must enter a username');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('text is checked and sent trimmed', () => {
  const schema: FormBlock['schema'] = {
    type: 'object',
    required: ['name'],
    properties: { name: { type: 'string' }, note: { type: 'string' }, secret: { type: 'string' } },
  };
  const fields: FormBlock['fields'] = {
    name: { label: 'login.usernameLabel', messages: { required: 'login.usernameRequired' } },
    note: {
      label: 'postLogin.customQuestionLabel',
      widget: 'textarea',
      constraints: { required: true },
      messages: { required: 'postLogin.customQuestionRequired' },
    },
    secret: { label: 'login.passwordLabel', widget: 'password' },
  };

  it('spaces only are nothing: the required messages show, nothing is sent', async () => {
    const { submit, user } = await renderForm(schema, fields);
    await user.type(name(), '   ');
    await user.type(screen.getByLabelText('Your Question'), '  ');
    await press(user);
    expect(name()).toHaveAccessibleDescription('You must enter a username');
    expect(screen.getByLabelText('Your Question')).toHaveAccessibleDescription(
      'Security question is required.',
    );
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends text trimmed and passwords as typed', async () => {
    const { submit, user } = await renderForm(schema, fields);
    await user.type(name(), ' sam ');
    await user.type(screen.getByLabelText('Your Question'), ' Where? ');
    await user.type(screen.getByLabelText('Password'), ' pass word ');
    await press(user);
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith(
        { name: 'sam', note: 'Where?', secret: ' pass word ' },
        expect.anything(),
      ),
    );
  });
});

describe('the maxlength of an input', () => {
  const schema: FormBlock['schema'] = {
    type: 'object',
    properties: { name: { type: 'string', maxLength: 128 }, note: { type: 'string', maxLength: 200 } },
  };
  const limited = (note: FormBlock['fields'][string]['constraints']) => ({
    name: {
      label: 'login.usernameLabel',
      constraints: { maxLength: { if: [{ option: ['UseCustomerCredentials', false] }, 128, 12] } },
    },
    note: { label: 'postLogin.customQuestionLabel', widget: 'textarea', constraints: note },
  });

  it.each([
    [{ UseCustomerCredentials: true }, '128'],
    [{ UseCustomerCredentials: false }, '12'],
  ])('is the smaller of the schema and the constraint resolved with %o: %s', async (options, limit) => {
    await renderForm(schema, limited({}), { options });
    expect(name()).toHaveAttribute('maxlength', limit);
  });

  it('of a text area: its counter counts down from the limit', async () => {
    const { user } = await renderForm(schema, limited({ maxLength: 10 }));
    await user.type(screen.getByLabelText('Your Question'), 'x'.repeat(15));
    expect(screen.getByLabelText('Your Question')).toHaveValue('x'.repeat(10));
    expect(screen.getByText('0 characters left')).toBeInTheDocument();
  });
});
