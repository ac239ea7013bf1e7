import { describe, expect, it } from 'vitest';
import {
  catalogueFromEntries,
  catalogueFromSchema,
  type SettingsSchema,
} from '../../../../src/engine/settings/catalogue';

function schemaOf(
  groups: Record<string, { properties?: Record<string, Record<string, unknown>> }>,
): SettingsSchema {
  return { $defs: { groups: { properties: groups } } };
}

describe('catalogueFromSchema', () => {
  it('lists every group.key with its default and kind', () => {
    const catalogue = catalogueFromSchema(
      schemaOf({
        login: {
          properties: {
            title: { type: 'string', default: 'Payments - Login', 'x-kind': 'text' },
            hideRegister: { type: 'string', default: 'false', 'x-kind': 'flag' },
          },
        },
        theme: { properties: { brandColor: { default: '#0b5cad', 'x-kind': 'color' } } },
        app: {
          properties: {
            locale: { default: 'en-US', 'x-kind': 'locale' },
            intro: { default: '<p>Hi</p>', 'x-kind': 'richText' },
          },
        },
        empty: {},
      }),
    );
    expect([...catalogue.entries()]).toEqual([
      ['login.title', { default: 'Payments - Login', kind: 'text' }],
      ['login.hideRegister', { default: 'false', kind: 'flag' }],
      ['theme.brandColor', { default: '#0b5cad', kind: 'color' }],
      ['app.locale', { default: 'en-US', kind: 'locale' }],
      ['app.intro', { default: '<p>Hi</p>', kind: 'richText' }],
    ]);
  });

  it('accepts an empty default', () => {
    expect(
      catalogueFromSchema(schemaOf({ a: { properties: { b: { default: '', 'x-kind': 'text' } } } })).get(
        'a.b',
      ),
    ).toEqual({
      default: '',
      kind: 'text',
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ['a missing default', { 'x-kind': 'text' }],
    ['a number default', { default: 3, 'x-kind': 'text' }],
    ['a missing x-kind', { default: 'x' }],
    ['an unknown x-kind', { default: 'x', 'x-kind': 'html' }],
    ['a non-string x-kind', { default: 'x', 'x-kind': 1 }],
  ])('rejects %s naming the key', (_label, entry) => {
    const schema = schemaOf({
      login: { properties: { title: { default: 'ok', 'x-kind': 'text' }, broken: entry } },
    });
    expect(() => catalogueFromSchema(schema)).toThrow(
      new Error('settings.schema.json: login.broken needs a string default and a known x-kind'),
    );
  });
});

describe('catalogueFromEntries', () => {
  it('builds the same catalogue from generated entries', () => {
    const catalogue = catalogueFromEntries({
      'login.title': ['Payments - Login', 'text'],
      'login.hideRegister': ['false', 'flag'],
    });
    expect(catalogue.size).toBe(2);
    expect(catalogue.get('login.title')).toEqual({ default: 'Payments - Login', kind: 'text' });
    expect(catalogue.get('login.hideRegister')).toEqual({ default: 'false', kind: 'flag' });
    expect(catalogue.has('login.other')).toBe(false);
  });

  it('is empty for no entries', () => {
    expect(catalogueFromEntries({}).size).toBe(0);
  });
});
