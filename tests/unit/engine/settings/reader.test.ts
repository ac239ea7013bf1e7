import { describe, expect, it, vi } from 'vitest';
import { SettingsError } from '../../../../src/engine/errors';
import { catalogueFromEntries } from '../../../../src/engine/settings/catalogue';
import { createSettings, type SettingsLayers } from '../../../../src/engine/settings/reader';

const catalogue = catalogueFromEntries({
  'login.title': ['Payments - Login', 'text'],
  'login.heading': ['Sign In', 'text'],
  'login.hideRegister': ['false', 'flag'],
  'login.hideFaq': ['true', 'flag'],
  'login.odd': ['sometimes', 'flag'],
  'form.minLength': ['Enter at least {limit} characters.', 'text'],
});

function thrownBy(read: () => unknown): unknown {
  try {
    read();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('createSettings: text', () => {
  it.each<[string, SettingsLayers, string]>([
    ['no layers', {}, 'Payments - Login'],
    ['english only', { english: { login: { title: 'English title' } } }, 'English title'],
    ['shared only', { shared: { login: { title: 'Shared title' } } }, 'Shared title'],
    [
      'shared over english',
      { shared: { login: { title: 'Shared' } }, english: { login: { title: 'English' } } },
      'Shared',
    ],
    [
      'shared null falls to english',
      { shared: { login: { title: null } }, english: { login: { title: 'English' } } },
      'English',
    ],
    ['other key only', { shared: { login: { heading: 'Welcome' } } }, 'Payments - Login'],
    ['other group only', { shared: { form: { title: 'x' } } }, 'Payments - Login'],
    ['empty string wins', { shared: { login: { title: '' } } }, ''],
  ])('%s', (_label, layers, expected) => {
    expect(createSettings(layers, catalogue, () => {}).text('login.title')).toBe(expected);
  });

  it('fills placeholders of the default and of institution texts', () => {
    expect(createSettings({}, catalogue, () => {}).text('form.minLength', { limit: 8 })).toBe(
      'Enter at least 8 characters.',
    );
    const custom = createSettings(
      { english: { form: { minLength: 'Min {limit}, {other}' } } },
      catalogue,
      () => {},
    );
    expect(custom.text('form.minLength', { limit: 3 })).toBe('Min 3, {other}');
    expect(custom.text('form.minLength', { limit: 5 })).toBe('Min 5, {other}');
  });

  it.each<[string, unknown]>([
    ['number', 42],
    ['boolean', true],
    ['object', { text: 'x' }],
  ])('a %s value falls back to the default and is reported once', (type, value) => {
    const report = vi.fn();
    const settings = createSettings({ shared: { login: { title: value } } }, catalogue, report);
    expect(settings.text('login.title')).toBe('Payments - Login');
    expect(settings.text('login.title')).toBe('Payments - Login');
    expect(settings.text('login.title', { x: 1 })).toBe('Payments - Login');
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(
      `Setting "login.title" should be text but is ${type}; the default is used.`,
    );
  });

  it('reports each wrong key separately', () => {
    const report = vi.fn();
    const settings = createSettings({ shared: { login: { title: 1, heading: 2 } } }, catalogue, report);
    settings.text('login.title');
    settings.text('login.heading');
    settings.text('login.title');
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('does not report texts that are fine', () => {
    const report = vi.fn();
    createSettings({ shared: { login: { title: 'ok' } } }, catalogue, report).text('login.title');
    expect(report).not.toHaveBeenCalled();
  });
});

describe('createSettings: flag', () => {
  it.each<[string, SettingsLayers, string, boolean]>([
    ['default false', {}, 'login.hideRegister', false],
    ['default true', {}, 'login.hideFaq', true],
    ['shared "yes"', { shared: { login: { hideRegister: 'yes' } } }, 'login.hideRegister', true],
    ['english " ON "', { english: { login: { hideRegister: ' ON ' } } }, 'login.hideRegister', true],
    ['boolean false', { shared: { login: { hideFaq: false } } }, 'login.hideFaq', false],
    [
      'shared over english',
      { shared: { login: { hideFaq: 'no' } }, english: { login: { hideFaq: 'yes' } } },
      'login.hideFaq',
      false,
    ],
    ['empty string is false', { shared: { login: { hideFaq: '' } } }, 'login.hideFaq', false],
    ['unreadable default is false', {}, 'login.odd', false],
  ])('%s', (_label, layers, key, expected) => {
    expect(createSettings(layers, catalogue, () => {}).flag(key)).toBe(expected);
  });

  it.each<[unknown, string]>([
    ['maybe', '"maybe"'],
    [2, '2'],
    [{ on: true }, '{"on":true}'],
  ])('junk %j falls back to the default and is reported once', (value, shown) => {
    const report = vi.fn();
    const settings = createSettings({ english: { login: { hideFaq: value } } }, catalogue, report);
    expect(settings.flag('login.hideFaq')).toBe(true);
    expect(settings.flag('login.hideFaq')).toBe(true);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(
      `Setting "login.hideFaq" should be true or false but is ${shown}; the default is used.`,
    );
  });
});

describe('createSettings: keys', () => {
  const settings = createSettings({}, catalogue, () => {});

  it.each<[string, (key: string) => unknown]>([
    ['text', (key) => settings.text(key)],
    ['flag', (key) => settings.flag(key)],
  ])('%s() of an undeclared key throws a SettingsError naming it', (_name, read) => {
    const error = thrownBy(() => read('login.missing'));
    expect(error).toBeInstanceOf(SettingsError);
    expect((error as SettingsError).key).toBe('login.missing');
    expect((error as SettingsError).message).toBe(
      'Setting "login.missing" is not declared in the settings catalogue',
    );
  });

  it.each(['nodot', 'a.b.c', '.title', 'login-x.title'])(
    'text(%j) of a malformed key throws naming it',
    (key) => {
      const error = thrownBy(() => settings.text(key));
      expect(error).toBeInstanceOf(SettingsError);
      expect((error as SettingsError).message).toBe(`Setting "${key}" is not of the form group.key`);
    },
  );

  it.each<[string, boolean]>([
    ['login.title', true],
    ['login.hideRegister', true],
    ['login.missing', false],
    ['nodot', false],
  ])('declares(%j) is %j', (key, expected) => {
    expect(settings.declares(key)).toBe(expected);
  });
});

describe('createSettings: default reporter', () => {
  it('warns on the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      createSettings({ shared: { login: { title: 7 } } }, catalogue).text('login.title');
      expect(warn).toHaveBeenCalledWith(
        'Setting "login.title" should be text but is number; the default is used.',
      );
    } finally {
      warn.mockRestore();
    }
  });
});

describe('createSettings: theme values (color, radius, fontStack)', () => {
  const theme = catalogueFromEntries({
    'theme.brandColor': ['#0e4a5c', 'color'],
    'theme.cornerRadius': ['8px', 'radius'],
    'theme.fontStack': ['system-ui, sans-serif', 'fontStack'],
  });

  it.each<[string, string, string, string | undefined]>([
    ['theme.brandColor', 'rgb(110 30 58)', 'rgb(110 30 58)', undefined],
    ['theme.brandColor', 'currentcolor', '#0e4a5c', 'a CSS colour'],
    ['theme.brandColor', '#0e4a5c; color: red', '#0e4a5c', 'a CSS colour'],
    ['theme.cornerRadius', '2px', '2px', undefined],
    ['theme.cornerRadius', '3rem', '8px', 'a length from 0 to 32px'],
    ['theme.fontStack', 'Georgia, serif', 'Georgia, serif', undefined],
    ['theme.fontStack', 'Georgia, url(x.woff)', 'system-ui, sans-serif', 'a CSS font-family list'],
  ])('%s %j reads as %j', (key, value, expected, what) => {
    const reported: string[] = [];
    const [group, name] = key.split('.') as [string, string];
    const settings = createSettings({ shared: { [group]: { [name]: value } } }, theme, (m) =>
      reported.push(m),
    );
    expect(settings.text(key)).toBe(expected);
    settings.text(key);
    expect(reported).toEqual(
      what
        ? [`Setting "${key}" should be ${what} but is ${JSON.stringify(value)}; the default is used.`]
        : [],
    );
  });
});
