// @vitest-environment jsdom
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../../src/app/catalogue';
import { FormModel, withFormValues } from '../../../../src/engine/compile/form';
import { createFormValidator, fieldOfError, focusField } from '../../../../src/engine/compile/validator';
import type { FormBlock } from '../../../../src/engine/definition';
import { createOptions } from '../../../../src/engine/options';
import { createSettings } from '../../../../src/engine/settings';
import { formScreen, loadScreen } from '../../../support/definitions';
import { logicEnv } from '../logicEnv';

describe('fieldOfError', () => {
  it.each<[string | undefined, string | undefined]>([
    ['.a', 'a'],
    ['a', 'a'],
    ['.a.b', 'a'],
    ['.items.0', 'items'],
    ['', undefined],
    ['.', undefined],
    [undefined, undefined],
  ])('the field of property %j is %j', (property, expected) => {
    const error: RJSFValidationError = { property, stack: '' };
    expect(fieldOfError(error)).toBe(expected);
  });
});

describe('withFormValues', () => {
  it('puts the values in the context without touching the original', () => {
    const env = logicEnv({ context: { form: { a: 1 } } });
    const next = withFormValues(env, { b: 2 });
    expect(next.context.form).toEqual({ b: 2 });
    expect(next.context.now).toBe(env.context.now);
    expect(next.settings).toBe(env.settings);
    expect(env.context.form).toEqual({ a: 1 });
  });
});

describe('createFormValidator', async () => {
  const schema: FormBlock['schema'] = {
    type: 'object',
    required: ['username'],
    properties: {
      username: { type: 'string', minLength: 2, pattern: '^[a-z]+$' },
      pin: { type: 'string', pattern: '^[0-9]*$' },
    },
  };
  const fields: FormBlock['fields'] = {
    username: {
      label: 'login.usernameLabel',
      messages: { required: 'login.usernameRequired' },
      constraints: { maxLength: { option: ['UserMax', 5] } },
    },
    pin: {
      label: 'login.passwordLabel',
      hiddenWhen: { '!': { var: 'form.username' } },
      constraints: { required: true, minLength: { option: ['PinLength', 4] } },
    },
  };
  const loaded = await loadScreen(formScreen(schema, fields));
  const block = loaded.definition.blocks[0] as FormBlock;
  const model = new FormModel(
    block,
    createSettings({}, catalogue, () => {}),
  );
  const validator = createFormValidator(
    loaded.validators.test!,
    schema as RJSFSchema,
    model,
    logicEnv({ options: createOptions({}, {}) }),
  );

  const messages = (values: Record<string, unknown>) =>
    validator
      .validateFormData(values, schema as RJSFSchema)
      .errors.map((error) => [error.property, error.message]);

  it.each<[string, Record<string, unknown>, [string, string][]]>([
    [
      'a missing field with its own message; hidden fields skipped',
      {},
      [['.username', 'You must enter a username']],
    ],
    [
      'one message per field, with the limit',
      { username: '1' },
      [
        ['.username', 'Enter at least 2 characters.'],
        ['.pin', 'This field is required.'],
      ],
    ],
    [
      'runtime constraints from options',
      { username: 'ann', pin: '12' },
      [['.pin', 'Enter at least 4 characters.']],
    ],
    [
      'a pattern error',
      { username: 'Ann', pin: '1234' },
      [['.username', 'This value is not in the expected format.']],
    ],
    [
      'errors in display order: a runtime failure before a schema error',
      { username: 'abcdefg', pin: 'x' },
      [
        ['.username', 'Enter no more than 5 characters.'],
        ['.pin', 'This value is not in the expected format.'],
      ],
    ],
    ['nothing wrong', { username: 'ann', pin: '1234' }, []],
  ])('%s', (_label, values, expected) => {
    expect(messages(values)).toEqual(expected);
  });
});

describe('focusField', () => {
  function form(html: string): HTMLElement {
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    return root;
  }

  it.each<[string, string, string]>([
    ['the input of the field', '<input id="login_username"><input id="login_password">', 'login_password'],
    [
      'the first radio of a group',
      '<input type="radio" id="login_kind-0"><input type="radio" id="login_kind-1">',
      'login_kind-0',
    ],
    ['the input before a same-prefixed radio', '<input id="login_pin-0"><input id="login_pin">', 'login_pin'],
  ])('focuses %s', (_label, html, expected) => {
    const root = form(html);
    const name = expected.replace(/^login_|-\d+$/g, '');
    focusField('login', { property: `.${name}`, stack: '' }, root);
    expect(document.activeElement?.id).toBe(expected);
    root.remove();
  });

  it.each<[string, string | undefined]>([
    ['a field without a control', '.missing'],
    ['an error without a field', undefined],
  ])('does nothing for %s', (_label, property) => {
    const root = form('<input id="login_username">');
    const before = document.activeElement;
    focusField('login', { property, stack: '' }, root);
    expect(document.activeElement).toBe(before);
    root.remove();
  });
});
