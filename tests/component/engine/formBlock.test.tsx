import { screen, waitFor } from '@testing-library/react';
import userEvent from '../../support/userEvent';
import { describe, expect, it, vi } from 'vitest';
import type { Action, BlockWidgetProps, FormBlock } from '../../../src/engine';
import { formScreen, loadScreen } from '../../support/definitions';
import { renderScreen, type RenderScreenOptions } from '../../support/engine';

type Fields = FormBlock['fields'];

async function renderForm(
  schema: FormBlock['schema'],
  fields: Fields,
  opts: RenderScreenOptions & { extra?: Partial<FormBlock> } = {},
) {
  const submit = vi.fn<Action>(async () => ({ ok: true }));
  const loaded = await loadScreen(formScreen(schema, fields, opts.extra));
  renderScreen(loaded, { actions: { submit }, ...opts });
  return submit;
}

const submitButton = () => screen.getByRole('button', { name: 'Sign In' });
const strings = (...names: string[]) => Object.fromEntries(names.map((name) => [name, { type: 'string' }]));

/** A form beneath a button ("set data") that sets the screen's data to `data`, as a block widget can. */
async function renderWithDataButton(
  data: Record<string, unknown>,
  schema: FormBlock['schema'],
  fields: Fields,
  submit: Action = async () => ({ ok: true }),
) {
  function SetData({ setData }: BlockWidgetProps) {
    return (
      <button type="button" onClick={() => setData(data)}>
        {'set data'}
      </button>
    );
  }
  const form = formScreen(schema, fields);
  const loaded = await loadScreen({ ...form, blocks: [{ type: 'widget', name: 'setData' }, ...form.blocks] });
  renderScreen(loaded, { actions: { submit }, blocks: { setData: SetData } });
}

describe('form block', () => {
  it('checks a schema constraint with the field message and submits once it holds', async () => {
    const submit = await renderForm(
      { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 3 } } },
      { name: { label: 'login.usernameLabel', messages: { minLength: 'form.minLength' } } },
    );
    await userEvent.type(screen.getByLabelText('Username'), 'ab');
    await userEvent.click(submitButton());
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Enter at least 3 characters.');
    expect(submit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Username'), 'c');
    expect(screen.getByLabelText('Username')).not.toHaveAccessibleDescription(/./);
    await userEvent.click(submitButton());
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ name: 'abc' }, expect.anything()));
  });

  it('reads an institution-dependent limit from the options, with the default when absent', async () => {
    const fields: Fields = {
      name: {
        label: 'login.usernameLabel',
        constraints: { minLength: { option: ['UserNameMinimumLength', 8] } },
      },
    };
    const schema = { type: 'object' as const, properties: strings('name') };
    await renderForm(schema, fields, { options: { UserNameMinimumLength: 10 } });
    await userEvent.type(screen.getByLabelText('Username'), 'nine_char');
    await userEvent.click(submitButton());
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Enter at least 10 characters.');
  });

  it('shows, hides and validates fields by json-logic over the form values', async () => {
    const submit = await renderForm(
      { type: 'object', required: ['kind', 'detail'], properties: strings('kind', 'detail') },
      {
        kind: { label: 'login.usernameLabel' },
        detail: { label: 'login.passwordLabel', visibleWhen: { '==': [{ var: 'form.kind' }, 'more'] } },
      },
    );
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Username'), 'more');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'hidden later');
    await userEvent.clear(screen.getByLabelText('Username'));
    await userEvent.type(screen.getByLabelText('Username'), 'less');
    // Once shown, a field a condition hides keeps its elements, hidden (PlainStringField).
    expect(screen.getByLabelText('Password')).not.toBeVisible();

    await userEvent.click(submitButton());
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ kind: 'less' }, expect.anything()));
  });

  it('disables a field by condition and does not validate it', async () => {
    const submit = await renderForm(
      { type: 'object', required: ['name', 'code'], properties: strings('name', 'code') },
      {
        name: { label: 'login.usernameLabel' },
        code: { label: 'login.passwordLabel', disabledWhen: { '!': { var: 'form.name' } } },
      },
    );
    expect(screen.getByLabelText('Password')).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Username'), 'x');
    expect(screen.getByLabelText('Password')).toBeEnabled();
    await userEvent.clear(screen.getByLabelText('Username'));
    await userEvent.click(submitButton());
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Password')).not.toHaveAccessibleDescription(/./);
    expect(submit).not.toHaveBeenCalled();
  });

  it('applies runtime required, pattern and sameAs constraints with their messages', async () => {
    await renderForm(
      { type: 'object', properties: strings('name', 'password', 'confirm') },
      {
        name: {
          label: 'login.usernameLabel',
          constraints: { required: { '!': { flag: 'login.hideRegister' } }, pattern: '^[a-z]+$' },
        },
        password: { label: 'login.passwordLabel' },
        confirm: { label: 'login.heading', constraints: { sameAs: 'password' } },
      },
    );
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-required', 'true');
    await userEvent.click(submitButton());
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('This field is required.');
    await userEvent.type(screen.getByLabelText('Username'), 'A1');
    await userEvent.type(screen.getByLabelText('Password'), 'one');
    await userEvent.type(screen.getByLabelText('Sign In'), 'two');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'This value is not in the expected format.',
    );
    expect(screen.getByLabelText('Sign In')).toHaveAccessibleDescription('The values do not match.');
  });

  it('disables the form and shows a spinner while its action runs, then re-enables it', async () => {
    let finish: (value: { ok: true }) => void = () => {};
    const submit = vi.fn<Action>(() => new Promise((resolve) => (finish = resolve)));
    const loaded = await loadScreen(
      formScreen({ type: 'object', properties: strings('name') }, { name: { label: 'login.usernameLabel' } }),
    );
    renderScreen(loaded, { actions: { submit } });
    await userEvent.click(submitButton());
    await waitFor(() => expect(screen.getByLabelText('Username')).toBeDisabled());
    expect(submitButton()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Please wait…');
    finish({ ok: true });
    await waitFor(() => expect(screen.getByLabelText('Username')).toBeEnabled());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the generic server message when an action throws, keeping the entries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loaded = await loadScreen(
      formScreen({ type: 'object', properties: strings('name') }, { name: { label: 'login.usernameLabel' } }),
    );
    renderScreen(loaded, { actions: { submit: async () => Promise.reject(new Error('boom')) } });
    await userEvent.type(screen.getByLabelText('Username'), 'kept');
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A server error occurred. Please try again later.',
    );
    expect(screen.getByLabelText('Username')).toHaveValue('kept');
  });

  it('disables the whole form by its own condition', async () => {
    await renderForm(
      { type: 'object', properties: strings('name') },
      { name: { label: 'login.usernameLabel' } },
      {
        extra: { disabledWhen: { var: 'data.locked' } },
        initialData: { locked: true },
      },
    );
    expect(screen.getByLabelText('Username')).toBeDisabled();
  });

  it('requires a required checkbox to be ticked, even after it was ticked and unticked', async () => {
    const submit = await renderForm(
      { type: 'object', properties: { agree: { type: 'boolean' } } },
      { agree: { label: 'login.createAccount', constraints: { required: true } } },
    );
    const box = screen.getByRole('checkbox', { name: 'Create an account' });
    await userEvent.click(box);
    await userEvent.click(box);
    await userEvent.click(submitButton());
    expect(box).toHaveAccessibleDescription('This field is required.');
    expect(submit).not.toHaveBeenCalled();
    await userEvent.click(box);
    await userEvent.click(submitButton());
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ agree: true }, expect.anything()));
  });

  it('does not tick a checkbox whose schema says const true: that is a condition, not a default', async () => {
    await renderForm(
      { type: 'object', required: ['agree'], properties: { agree: { type: 'boolean', const: true } } },
      { agree: { label: 'login.createAccount', messages: { const: 'form.required' } } },
    );
    expect(screen.getByRole('checkbox', { name: 'Create an account' })).not.toBeChecked();
    await userEvent.click(submitButton());
    expect(screen.getByRole('checkbox', { name: 'Create an account' })).toHaveAccessibleDescription(
      'This field is required.',
    );
  });

  it('updates fields when screen data changes while the user has typed', async () => {
    await renderWithDataButton(
      { locked: true },
      { type: 'object', properties: strings('name', 'code') },
      {
        name: { label: 'login.usernameLabel' },
        code: {
          label: 'login.passwordLabel',
          hiddenWhen: { and: [{ var: 'data.locked' }, { var: 'form.name' }] },
        },
      },
    );
    await userEvent.type(screen.getByLabelText('Username'), 'typed');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'set data' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).not.toBeVisible());
    expect(screen.getByLabelText('Username')).toHaveValue('typed');
  });

  it("checks with the screen's data as it is when submitted, though no field looks different", async () => {
    const submit = vi.fn<Action>(async () => ({ ok: true }));
    await renderWithDataButton(
      { least: 5 },
      { type: 'object', properties: strings('name') },
      {
        name: {
          label: 'login.usernameLabel',
          constraints: { minLength: { var: 'data.least' } },
          messages: { minLength: 'form.minLength' },
        },
      },
      submit,
    );
    await userEvent.type(screen.getByLabelText('Username'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'set data' }));
    await userEvent.click(submitButton());
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Enter at least 5 characters.');
    expect(submit).not.toHaveBeenCalled();
  });
});
