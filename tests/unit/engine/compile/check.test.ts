import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../../src/app/catalogue';
import { checkScreen, type DefinitionIssue } from '../../../../src/engine/compile/check';
import type { KnownNames } from '../../../../src/engine/compile/names';
import type { ScreenDefinition } from '../../../../src/engine/definition';
import { createSettings } from '../../../../src/engine/settings';

const names: KnownNames = {
  widgets: new Set(['password', 'date']),
  blocks: new Set(['accountSummary']),
  actions: new Set(['signIn']),
  checks: new Set(['password']),
};
const settings = createSettings({}, catalogue, () => {});
const minLength = { option: ['UserNameMinimumLength', 8] };

const VALID: ScreenDefinition = {
  id: 'login',
  route: 'home/login',
  title: 'login.title',
  blocks: [
    { type: 'heading', text: 'login.heading', params: { name: { var: 'session.username' } } },
    {
      type: 'banner',
      kind: 'warning',
      text: 'login.sessionExpired',
      visibleWhen: { '==': [{ var: 'query.error' }, 'x'] },
    },
    { type: 'widget', name: 'accountSummary', props: { limit: minLength } },
    {
      type: 'form',
      id: 'credentials',
      action: 'signIn',
      hiddenWhen: { var: 'data.offline' },
      enabledWhen: true,
      schema: {
        type: 'object',
        required: ['username', 'password'],
        properties: {
          username: { type: 'string' },
          password: { type: 'string' },
          confirm: { type: 'string' },
        },
      },
      fields: {
        username: {
          label: 'login.usernameLabel',
          placeholder: 'login.usernamePlaceholder',
          help: 'login.cantSignIn',
          options: { minLength },
          constraints: { required: true, minLength },
          messages: { required: 'login.usernameRequired' },
          choices: { a: 'login.faq' },
        },
        password: {
          label: 'login.passwordLabel',
          widget: 'password',
          disabledWhen: { '!': { var: 'form.username' } },
        },
        confirm: { label: 'login.passwordLabel', constraints: { sameAs: 'password' } },
      },
      submit: 'login.submit',
    },
    {
      type: 'section',
      heading: 'login.faq',
      blocks: [
        {
          type: 'link',
          to: 'home/register',
          text: 'login.createAccount',
          hiddenWhen: { flag: 'login.hideRegister' },
        },
        { type: 'link', href: 'login.faq', text: 'login.faq' },
        { type: 'text', text: 'login.cantSignIn' },
      ],
    },
    { type: 'richText', text: 'login.browserRequirements' },
    {
      type: 'switch',
      on: { or: [{ var: 'data.step' }, 'credentials'] },
      cases: {
        credentials: [{ type: 'text', text: 'login.faq' }],
        code: [{ type: 'button', text: 'login.submit', action: 'signIn' }],
      },
    },
  ],
};

/** A copy of VALID with the value at a JSON pointer replaced (or removed when undefined). */
function changed(pointer: string, value: unknown): ScreenDefinition {
  const copy = structuredClone(VALID);
  const parts = pointer.split('/').slice(1);
  const last = parts.pop()!;
  let node = copy as unknown as Record<string, unknown>;
  for (const part of parts) node = node[part] as Record<string, unknown>;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

const F = '/blocks/3';
const S = '/blocks/6';
const notForm = (key: unknown) => `settings key ${JSON.stringify(key)} is not of the form group.key`;
const undeclared = (key: string) => `settings key "${key}" is not declared in schemas/settings.schema.json`;
const unknownOp = (op: string) => `unknown json-logic operator "${op}"`;

describe('checkScreen', () => {
  it('finds nothing wrong with a valid definition', () => {
    expect(checkScreen(VALID, names, settings)).toEqual([]);
  });

  it.each<[string, string, unknown, DefinitionIssue[]]>([
    ['a malformed title', '/title', 'Login', [{ path: '/title', message: notForm('Login') }]],
    [
      'an undeclared title',
      '/title',
      'login.nothing',
      [{ path: '/title', message: undeclared('login.nothing') }],
    ],
    ['blocks that are not a list', '/blocks', {}, [{ path: '/blocks', message: 'blocks must be a list' }]],
    [
      'an unknown block type',
      '/blocks/1/type',
      'video',
      [{ path: '/blocks/1/type', message: 'unknown block type "video"' }],
    ],
    [
      'a block that is null',
      '/blocks/5',
      null,
      [{ path: '/blocks/5/type', message: 'unknown block type undefined' }],
    ],
    [
      'an unknown type in a section',
      '/blocks/4/blocks/2/type',
      'para',
      [{ path: '/blocks/4/blocks/2/type', message: 'unknown block type "para"' }],
    ],
    [
      'a section without a block list',
      '/blocks/4/blocks',
      'x',
      [{ path: '/blocks/4/blocks', message: 'blocks must be a list' }],
    ],
    [
      'a malformed heading text',
      '/blocks/0/text',
      'login-heading',
      [{ path: '/blocks/0/text', message: notForm('login-heading') }],
    ],
    ['a text that is not a string', '/blocks/0/text', 5, [{ path: '/blocks/0/text', message: notForm(5) }]],
    [
      'an undeclared banner text',
      '/blocks/1/text',
      'login.nope',
      [{ path: '/blocks/1/text', message: undeclared('login.nope') }],
    ],
    [
      'an undeclared rich text',
      '/blocks/5/text',
      'login.nope',
      [{ path: '/blocks/5/text', message: undeclared('login.nope') }],
    ],
    [
      'an undeclared section heading',
      '/blocks/4/heading',
      'login.sectionNope',
      [{ path: '/blocks/4/heading', message: undeclared('login.sectionNope') }],
    ],
    [
      'a malformed link href',
      '/blocks/4/blocks/1/href',
      'https://x.test',
      [{ path: '/blocks/4/blocks/1/href', message: notForm('https://x.test') }],
    ],
    [
      'a link without to or href',
      '/blocks/4/blocks/0/to',
      undefined,
      [{ path: '/blocks/4/blocks/0', message: 'a link needs "to" or "href"' }],
    ],
    [
      'an unknown operator in visibleWhen',
      '/blocks/1/visibleWhen',
      { and: [true, { foo: 1 }] },
      [{ path: '/blocks/1/visibleWhen/and/1', message: unknownOp('foo') }],
    ],
    [
      "an unknown operator in the screen's availableWhen",
      '/availableWhen',
      { '!': { rules: 'usesSingleSignOn' } },
      [{ path: '/availableWhen/!', message: unknownOp('rules') }],
    ],
    [
      'an unknown operator in hiddenWhen',
      '/blocks/4/blocks/0/hiddenWhen',
      { flags: 'login.hideRegister' },
      [{ path: '/blocks/4/blocks/0/hiddenWhen', message: unknownOp('flags') }],
    ],
    [
      'an object of two operators in a form condition',
      `${F}/enabledWhen`,
      { var: 'a', '!': true },
      [{ path: `${F}/enabledWhen`, message: 'a condition object must have exactly one operator, found 2' }],
    ],
    [
      'an unknown operator in params',
      '/blocks/0/params/name',
      { vars: 'x' },
      [{ path: '/blocks/0/params/name', message: unknownOp('vars') }],
    ],
    [
      'an unknown operator in widget props',
      '/blocks/2/props/limit',
      { options: [] },
      [{ path: '/blocks/2/props/limit', message: unknownOp('options') }],
    ],
    [
      'an unknown block widget',
      '/blocks/2/name',
      'chart',
      [{ path: '/blocks/2/name', message: 'unknown block widget "chart"' }],
    ],
    [
      'an unknown action',
      `${F}/action`,
      'explode',
      [{ path: `${F}/action`, message: 'unknown action "explode"' }],
    ],
    [
      'an undeclared submit',
      `${F}/submit`,
      'login.go',
      [{ path: `${F}/submit`, message: undeclared('login.go') }],
    ],
    [
      'an unknown widget',
      `${F}/fields/password/widget`,
      'slider',
      [{ path: `${F}/fields/password/widget`, message: 'unknown widget "slider"' }],
    ],
    [
      'a malformed label',
      `${F}/fields/username/label`,
      'Username',
      [{ path: `${F}/fields/username/label`, message: notForm('Username') }],
    ],
    [
      'an undeclared placeholder',
      `${F}/fields/username/placeholder`,
      'login.hint',
      [{ path: `${F}/fields/username/placeholder`, message: undeclared('login.hint') }],
    ],
    [
      'an undeclared help',
      `${F}/fields/username/help`,
      'login.help',
      [{ path: `${F}/fields/username/help`, message: undeclared('login.help') }],
    ],
    [
      'a malformed message',
      `${F}/fields/username/messages/required`,
      'Required!',
      [{ path: `${F}/fields/username/messages/required`, message: notForm('Required!') }],
    ],
    [
      'an undeclared choice',
      `${F}/fields/username/choices/a`,
      'login.a',
      [{ path: `${F}/fields/username/choices/a`, message: undeclared('login.a') }],
    ],
    [
      'an unknown operator in field disabledWhen',
      `${F}/fields/password/disabledWhen`,
      { '!': { vr: 'x' } },
      [{ path: `${F}/fields/password/disabledWhen/!`, message: unknownOp('vr') }],
    ],
    [
      'an unknown operator in options',
      `${F}/fields/username/options/minLength`,
      { optoin: ['X', 1] },
      [{ path: `${F}/fields/username/options/minLength`, message: unknownOp('optoin') }],
    ],
    [
      'an unknown operator in constraints',
      `${F}/fields/username/constraints/minLength`,
      { '+': [1, { length: 'x' }] },
      [{ path: `${F}/fields/username/constraints/minLength/+/1`, message: unknownOp('length') }],
    ],
    [
      'sameAs to a missing field',
      `${F}/fields/confirm/constraints/sameAs`,
      'secret',
      [
        {
          path: `${F}/fields/confirm/constraints/sameAs`,
          message: 'sameAs refers to "secret", which is not a field of this form',
        },
      ],
    ],
    [
      'a field not in the schema',
      `${F}/fields/email`,
      { label: 'login.usernameLabel' },
      [{ path: `${F}/fields/email`, message: 'field "email" is not a property of the form\'s schema' }],
    ],
    [
      'an allOf in a form schema (conditions are json-logic on the fields)',
      `${F}/schema/allOf`,
      [{ if: { properties: { username: { const: 'x' } } }, then: { required: ['password'] } }],
      [
        {
          path: `${F}/schema/allOf`,
          message: 'allOf is not supported in a form schema: state conditions as json-logic on the fields',
        },
      ],
    ],
    [
      'an allOf inside a property of a form schema',
      `${F}/schema/properties/username/allOf`,
      [{ minLength: 2 }],
      [
        {
          path: `${F}/schema/properties/username/allOf`,
          message: 'allOf is not supported in a form schema: state conditions as json-logic on the fields',
        },
      ],
    ],
    [
      'a required property without a field',
      `${F}/schema/required`,
      ['username', 'password', 'pin'],
      [{ path: `${F}/schema/required`, message: 'required property "pin" has no field' }],
    ],
    [
      'an unknown operator in the value a switch is on',
      `${S}/on`,
      { or: [{ vars: 'data.step' }, 'credentials'] },
      [{ path: `${S}/on/or/0`, message: unknownOp('vars') }],
    ],
    [
      'an unknown type in a case',
      `${S}/cases/code/0/type`,
      'video',
      [{ path: `${S}/cases/code/0/type`, message: 'unknown block type "video"' }],
    ],
    [
      'an undeclared text in a case',
      `${S}/cases/credentials/0/text`,
      'login.nope',
      [{ path: `${S}/cases/credentials/0/text`, message: undeclared('login.nope') }],
    ],
    [
      'an unknown action in a case',
      `${S}/cases/code/0/action`,
      'explode',
      [{ path: `${S}/cases/code/0/action`, message: 'unknown action "explode"' }],
    ],
    [
      'an unknown operator in a condition in a case',
      `${S}/cases/code/0/visibleWhen`,
      { flags: 'login.hideRegister' },
      [{ path: `${S}/cases/code/0/visibleWhen`, message: unknownOp('flags') }],
    ],
    [
      'a case that is not a list of blocks',
      `${S}/cases/code`,
      { type: 'text', text: 'login.faq' },
      [{ path: `${S}/cases/code`, message: 'blocks must be a list' }],
    ],
    [
      'cases that are a list rather than an object of block lists',
      `${S}/cases`,
      [[{ type: 'text', text: 'login.faq' }]],
      [{ path: `${S}/cases`, message: 'cases must be an object of block lists' }],
    ],
  ])('reports %s', (_label, pointer, value, issues) => {
    expect(checkScreen(changed(pointer, value), names, settings)).toEqual(issues);
  });

  it('reports every issue in document order', () => {
    const definition = changed('/title', 'bad');
    const form = definition.blocks[3] as { action: string; fields: Record<string, { widget?: string }> };
    form.action = 'nope';
    form.fields.password!.widget = 'dial';
    expect(checkScreen(definition, names, settings).map((issue) => issue.path)).toEqual([
      '/title',
      `${F}/action`,
      `${F}/fields/password/widget`,
    ]);
  });

  it.each<[string, string, unknown, string]>([
    [
      'a field named constructor',
      `${F}/fields/constructor`,
      { label: 'login.usernameLabel' },
      `${F}/fields/constructor`,
    ],
    [
      'sameAs "toString"',
      `${F}/fields/confirm/constraints/sameAs`,
      'toString',
      `${F}/fields/confirm/constraints/sameAs`,
    ],
    [
      'a required "valueOf" without a field',
      `${F}/schema/required`,
      ['username', 'password', 'valueOf'],
      `${F}/schema/required`,
    ],
  ])('reports %s that is not in the schema', (_label, pointer, value, path) => {
    expect(checkScreen(changed(pointer, value), names, settings).map((issue) => issue.path)).toEqual([path]);
  });
});
