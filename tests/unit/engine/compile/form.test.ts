import { describe, expect, it, vi } from 'vitest';
import { catalogue } from '../../../../src/app/catalogue';
import { FormModel, sameEnv, type FormStates } from '../../../../src/engine/compile/form';
import type { FormBlock } from '../../../../src/engine/definition';
import type { LogicEnv } from '../../../../src/engine/logic';
import { createOptions } from '../../../../src/engine/options';
import { createSettings, type SettingsLayers } from '../../../../src/engine/settings';
import { logicEnv } from '../logicEnv';

const minLength = { option: ['UserNameMinimumLength', 8] };

const BLOCK: FormBlock = {
  type: 'form',
  id: 'credentials',
  action: 'signIn',
  schema: { type: 'object', properties: { username: {}, password: {}, confirm: {}, kind: {} } },
  fields: {
    username: {
      label: 'login.usernameLabel',
      placeholder: 'login.usernamePlaceholder',
      help: 'login.cantSignIn',
      autocomplete: 'username',
      options: { minLength, mask: '0000' },
      constraints: { required: true, minLength },
    },
    password: {
      label: 'login.passwordLabel',
      widget: 'password',
      visibleWhen: { '!!': { var: 'form.username' } },
      constraints: { required: { '!': { var: 'form.guest' } } },
    },
    confirm: {
      label: 'login.passwordLabel',
      enabledWhen: { '!!': { var: 'form.password' } },
      constraints: { sameAs: 'password' },
    },
    kind: {
      label: 'login.faq',
      choices: { loan: 'login.createAccount', deposit: 'login.cantSignIn' },
      hiddenWhen: { var: 'form.locked' },
      disabledWhen: { var: 'form.frozen' },
    },
  },
  submit: 'login.submit',
};

function setup(layers: SettingsLayers = {}, options: Record<string, unknown> = {}) {
  const model = new FormModel(
    BLOCK,
    createSettings(layers, catalogue, () => {}),
  );
  const env = logicEnv({ options: createOptions(options, {}) });
  const states = (form: Record<string, unknown>): FormStates =>
    model.states({ ...env, context: { ...env.context, form } });
  return { model, states };
}

const flags = (states: FormStates) =>
  Object.fromEntries([...states].map(([name, s]) => [name, [s.visible, s.enabled]]));

describe('FormModel.states', () => {
  const { states } = setup();

  it.each<[string, Record<string, unknown>, Record<string, [boolean, boolean]>]>([
    [
      'an empty form',
      {},
      { username: [true, true], password: [false, true], confirm: [true, false], kind: [true, true] },
    ],
    [
      'a username',
      { username: 'ann' },
      { username: [true, true], password: [true, true], confirm: [true, false], kind: [true, true] },
    ],
    [
      'a password',
      { username: 'ann', password: 'pw' },
      { username: [true, true], password: [true, true], confirm: [true, true], kind: [true, true] },
    ],
    [
      'locked',
      { locked: true },
      { username: [true, true], password: [false, true], confirm: [true, false], kind: [false, true] },
    ],
    [
      'frozen',
      { frozen: 1 },
      { username: [true, true], password: [false, true], confirm: [true, false], kind: [true, false] },
    ],
  ])('with %s: [visible, enabled] per field', (_label, form, expected) => {
    expect(flags(states(form))).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>, number]>([
    ['the default of the option expression', {}, 8],
    ['the institution option', { UserNameMinimumLength: 10 }, 10],
  ])('resolves options and constraints from %s', (_label, options, expected) => {
    const username = setup({}, options).states({}).get('username')!;
    expect(username.options).toEqual({ minLength: expected, mask: '0000' });
    expect(username.constraints).toEqual({ required: true, minLength: expected });
  });

  it('resolves constraints from form values and keeps sameAs as written', () => {
    expect(states({ guest: true }).get('password')!.constraints).toEqual({ required: false });
    expect(states({}).get('password')!.constraints).toEqual({ required: true });
    expect(states({}).get('confirm')!.constraints).toEqual({ sameAs: 'password' });
    expect(states({}).get('kind')).toEqual({ visible: true, enabled: true, options: {}, constraints: {} });
  });
});

describe('FormModel.uiSchema', () => {
  const enumNames = { loan: 'Create an account', deposit: "Can't sign in?" };

  it('builds titles, placeholders, help, widgets and options from settings', () => {
    const { model, states } = setup({ english: { login: { usernameLabel: 'User ID', submit: 'Go' } } });
    expect(model.uiSchema(states({ username: 'ann' }))).toEqual({
      'ui:order': ['username', 'password', 'confirm', 'kind', '*'],
      'ui:submitButtonOptions': { submitText: 'Go' },
      username: {
        'ui:title': 'User ID',
        'ui:placeholder': 'Enter your username',
        'ui:help': "Can't sign in?",
        'ui:autocomplete': 'username',
        'ui:options': { minLength: 8, mask: '0000', requiredNow: true },
      },
      password: { 'ui:title': 'Password', 'ui:widget': 'password', 'ui:options': { requiredNow: true } },
      confirm: { 'ui:title': 'Password', 'ui:disabled': true, 'ui:options': { requiredNow: false } },
      kind: {
        'ui:title': 'Frequently asked questions',
        'ui:enumNames': enumNames,
        'ui:options': { requiredNow: false },
      },
    });
  });

  it.each<[string, Record<string, unknown>, string, Record<string, unknown>]>([
    [
      'a hidden field gets the hidden widget instead of its own',
      {},
      'password',
      { 'ui:title': 'Password', 'ui:widget': 'hidden', 'ui:options': { requiredNow: true } },
    ],
    [
      'a hidden and disabled field',
      { locked: true, frozen: true },
      'kind',
      {
        'ui:title': 'Frequently asked questions',
        'ui:enumNames': enumNames,
        'ui:widget': 'hidden',
        'ui:disabled': true,
        'ui:options': { requiredNow: false },
      },
    ],
    [
      'an enabled field has no ui:disabled',
      { password: 'x' },
      'confirm',
      { 'ui:title': 'Password', 'ui:options': { requiredNow: false } },
    ],
  ])('%s', (_label, form, name, expected) => {
    const { model, states } = setup();
    expect(model.uiSchema(states(form))[name]).toEqual(expected);
  });

  it('keeps the root and every field object while nothing changes', () => {
    const { model, states } = setup();
    const first = model.uiSchema(states({ username: 'ann' }));
    const second = model.uiSchema(states({ username: 'bob' }));
    expect(second).toBe(first);
  });

  it('replaces only the fields whose state changed', () => {
    const { model, states } = setup();
    const before = model.uiSchema(states({ username: 'ann' }));
    const after = model.uiSchema(states({ username: 'ann', password: 'pw' }));
    expect(after).not.toBe(before);
    expect(after.confirm).not.toBe(before.confirm);
    expect(after.confirm).not.toHaveProperty('ui:disabled');
    for (const name of ['username', 'password', 'kind']) expect(after[name]).toBe(before[name]);
  });

  it('rebuilds a field whose required constraint changed', () => {
    const { model, states } = setup();
    const before = model.uiSchema(states({ username: 'a' }));
    const after = model.uiSchema(states({ username: 'a', guest: true }));
    expect(after.password).not.toBe(before.password);
    expect(after.password).toMatchObject({ 'ui:options': { requiredNow: false } });
  });
});

describe('FormModel checks and submission', () => {
  const { model, states } = setup();

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['an empty form: only the visible, enabled required field', {}, { username: { keyword: 'required' } }],
    [
      'a short username',
      { username: 'ann' },
      { username: { keyword: 'minLength', limit: 8 }, password: { keyword: 'required' } },
    ],
    [
      'a mismatching confirmation',
      { username: 'annabelle', password: 'pw', confirm: 'px' },
      { confirm: { keyword: 'sameAs' } },
    ],
    ['a matching confirmation', { username: 'annabelle', password: 'pw', confirm: 'pw' }, {}],
    ['a disabled confirmation is skipped', { username: 'annabelle', guest: true, confirm: 'px' }, {}],
  ])('constraintFailures with %s', (_label, values, expected) => {
    expect(Object.fromEntries(model.constraintFailures(values, states(values)))).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>, boolean]>([
    ['username', {}, true],
    ['password', {}, false],
    ['confirm', {}, false],
    ['confirm', { password: 'x' }, true],
    ['kind', { frozen: true }, false],
    ['unknown', {}, false],
  ])('isChecked(%s) with %j is %j', (name, form, expected) => {
    expect(model.isChecked(name, states(form))).toBe(expected);
  });

  it('submits visible fields, disabled ones and values that are not fields', () => {
    const values = { username: 'ann', password: 'pw', confirm: '', kind: 'loan', locked: true, frozen: true };
    expect(model.submitted(values, states(values))).toEqual({
      username: 'ann',
      password: 'pw',
      confirm: '',
      locked: true,
      frozen: true,
    });
    expect(model.submitted({ password: 'pw' }, states({}))).toEqual({});
  });

  it('looks fields up by name', () => {
    expect(model.field('password')).toBe(BLOCK.fields.password);
    expect(model.field('nope')).toBeUndefined();
    expect(model.names).toEqual(['username', 'password', 'confirm', 'kind']);
  });
});

describe('FormModel.statesFor (incremental)', () => {
  function incremental() {
    const model = new FormModel(
      BLOCK,
      createSettings({}, catalogue, () => {}),
    );
    const env = logicEnv();
    return { model, env };
  }

  it('equals the full states for the same values', () => {
    const { model, env } = incremental();
    const values = { username: 'someone', locked: true, frozen: true };
    const full = model.states({ ...env, context: { ...env.context, form: values } });
    expect(flags(model.statesFor(env, values))).toEqual(flags(full));
  });

  it('re-evaluates only the fields that read the changed value, keeping the others', () => {
    const { model, env } = incremental();
    const before = model.statesFor(env, { username: '' });
    const after = model.statesFor(env, { username: 'x' });
    expect(after.get('password')).not.toBe(before.get('password'));
    expect(after.get('password')!.visible).toBe(true);
    expect(after.get('confirm')).toBe(before.get('confirm'));
    expect(after.get('kind')).toBe(before.get('kind'));
  });

  it('returns the same states when no value changed', () => {
    const { model, env } = incremental();
    const first = model.statesFor(env, { username: 'a' });
    expect(model.statesFor(env, { username: 'a' })).toBe(first);
  });

  it('re-evaluates everything when the rest of the context changed', () => {
    const model = new FormModel(
      {
        ...BLOCK,
        fields: { ...BLOCK.fields, kind: { label: 'login.faq', hiddenWhen: { var: 'data.locked' } } },
      },
      createSettings({}, catalogue, () => {}),
    );
    const open = logicEnv();
    const locked = logicEnv({ context: { data: { locked: true } } });
    expect(model.statesFor(open, { username: 'a' }).get('kind')!.visible).toBe(true);
    expect(model.statesFor(locked, { username: 'a' }).get('kind')!.visible).toBe(false);
  });
});

describe('sameEnv (an environment made anew with the same contents)', () => {
  const env = logicEnv({
    context: { data: { loan: { id: 'L1' } }, route: { path: '/x', params: { id: '1' } } },
  });
  const { context } = env;
  const cases: [string, LogicEnv, boolean][] = [
    ['the same object', env, true],
    ['a copy with a new context', { ...env, context: { ...context } }, true],
    [
      'new data and route records, same entries',
      { ...env, context: { ...context, data: { ...context.data }, route: { ...context.route } } },
      true,
    ],
    ['new form values record, empty both', { ...env, context: { ...context, form: {} } }, true],
    ['another instant', { ...env, context: { ...context, now: '2026-11-23T15:00:00.000Z' } }, false],
    ['a data entry added', { ...env, context: { ...context, data: { ...context.data, more: 1 } } }, false],
    [
      'a data entry replaced by an equal object',
      { ...env, context: { ...context, data: { loan: { id: 'L1' } } } },
      false,
    ],
    [
      'route params replaced by an equal object',
      { ...env, context: { ...context, route: { path: '/x', params: { id: '1' } } } },
      false,
    ],
    [
      'another session',
      { ...env, context: { ...context, session: { ...context.session, loggedIn: true } } },
      false,
    ],
    ['other settings', { ...env, settings: createSettings({}, catalogue, () => {}) }, false],
    ['other rules', { ...env, rules: new Map() }, false],
  ];
  it.each(cases)('%s: %s', (_, other, expected) => {
    expect(sameEnv(env, other)).toBe(expected);
    expect(sameEnv(other, env)).toBe(expected);
  });
});

describe('FormModel.statesFor (a screen mounted again)', () => {
  it('answers the same states with the same uiSchema, reading no field state again', () => {
    const model = new FormModel(
      BLOCK,
      createSettings({}, catalogue, () => {}),
    );
    const states = model.statesFor(logicEnv(), {});
    const first = model.uiSchema(states);
    const read = vi.spyOn(states, 'get');
    expect(model.uiSchema(states)).toBe(first);
    expect(read).not.toHaveBeenCalled();
  });

  it('keeps the states for an equal environment made anew, and re-evaluates for another', () => {
    const model = new FormModel(
      BLOCK,
      createSettings({}, catalogue, () => {}),
    );
    const env = logicEnv({ context: { data: { locked: false } } });
    const first = model.statesFor(env, {});
    const again = { ...env, context: { ...env.context, data: { locked: false } } };
    expect(model.statesFor(again, {})).toBe(first);
    const other = { ...env, context: { ...env.context, data: { locked: true } } };
    expect(model.statesFor(other, {})).not.toBe(first);
  });
});
