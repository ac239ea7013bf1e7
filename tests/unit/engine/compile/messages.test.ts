import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../../src/app/catalogue';
import { messageFor, messageKey } from '../../../../src/engine/compile/messages';
import type { FieldDefinition } from '../../../../src/engine/definition';
import { createSettings } from '../../../../src/engine/settings';

const username: FieldDefinition = {
  label: 'login.usernameLabel',
  messages: { required: 'login.usernameRequired', minLength: 'login.usernameRequired' },
};

describe('messageKey', () => {
  it.each<[FieldDefinition | undefined, string, string]>([
    [username, 'required', 'login.usernameRequired'],
    [username, 'minLength', 'login.usernameRequired'],
    [username, 'maxLength', 'form.maxLength'],
    [undefined, 'required', 'form.required'],
    [{ label: 'login.passwordLabel' }, 'required', 'form.required'],
    [undefined, 'minLength', 'form.minLength'],
    [undefined, 'maxLength', 'form.maxLength'],
    [undefined, 'pattern', 'form.pattern'],
    [undefined, 'format', 'form.format'],
    [undefined, 'minimum', 'form.minimum'],
    [undefined, 'exclusiveMinimum', 'form.minimum'],
    [undefined, 'maximum', 'form.maximum'],
    [undefined, 'exclusiveMaximum', 'form.maximum'],
    [undefined, 'sameAs', 'form.sameAs'],
    [undefined, 'enum', 'form.invalid'],
    [undefined, 'type', 'form.invalid'],
    [undefined, '', 'form.invalid'],
    [
      { label: 'login.passwordLabel', messages: { enum: 'login.errorInvalid' } },
      'enum',
      'login.errorInvalid',
    ],
  ])('field %j, keyword %j -> %s', (field, keyword, expected) => {
    expect(messageKey(field, keyword)).toBe(expected);
  });

  it.each(['constructor', 'toString', 'hasOwnProperty'])(
    'an inherited name %j is an unknown keyword',
    (keyword) => {
      expect(messageKey(undefined, keyword)).toBe('form.invalid');
    },
  );
});

describe('messageFor', () => {
  const settings = createSettings(
    { english: { form: { maxLength: 'At most {limit}!' } } },
    catalogue,
    () => {},
  );

  it.each<[FieldDefinition | undefined, string, number | string | undefined, string]>([
    [username, 'required', undefined, 'You must enter a username'],
    [undefined, 'required', undefined, 'This field is required.'],
    [undefined, 'minLength', 8, 'Enter at least 8 characters.'],
    [undefined, 'minLength', undefined, 'Enter at least {limit} characters.'],
    [undefined, 'maxLength', 20, 'At most 20!'],
    [undefined, 'exclusiveMinimum', 0, 'Enter a value of at least 0.'],
    [undefined, 'whatever', 3, 'This value is not valid.'],
  ])('field %j, keyword %j, limit %j -> %j', (field, keyword, limit, expected) => {
    expect(messageFor(settings, field, keyword, limit)).toBe(expected);
  });
});
