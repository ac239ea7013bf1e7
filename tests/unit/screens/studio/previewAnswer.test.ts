import { describe, expect, it } from 'vitest';
import type { SettingKind } from '../../../../src/engine';
import {
  optionInEffect,
  previewAnswer,
  type PreviewInput,
} from '../../../../src/screens/studio/previewAnswer';

const KINDS: Record<string, SettingKind> = {
  'login.usernameLabel': 'text',
  'shell.institutionName': 'text',
  'theme.brandColor': 'color',
  'menu.showFaq': 'flag',
};

const RUNNING: PreviewInput['running'] = {
  gassySettings: {
    shared: { shell: { institutionName: 'Harbor Valley' }, theme: { brandColor: '#112233' } },
    english: { login: { usernameLabel: 'User' } },
  },
  institutionOptions: { MultiFactorAuthentication: true, SingleSignOn: false, Studio: true },
};

const FILE = {
  gassySettings: {
    shared: { login: { usernameLabel: 'Member ID' } },
    english: { menu: { showFaq: 'false' } },
  },
  institutionOptions: { SingleSignOn: true },
};

const input = (over: Partial<PreviewInput> = {}): PreviewInput => ({
  running: RUNNING,
  file: FILE,
  wording: 'file',
  overrides: {},
  kindOf: (key) => KINDS[key],
  ...over,
});

describe('previewAnswer', () => {
  it('lays the file over the running institution, key by key', () => {
    expect(previewAnswer(input())).toEqual({
      gassySettings: {
        shared: {
          shell: { institutionName: 'Harbor Valley' },
          theme: { brandColor: '#112233' },
          login: { usernameLabel: 'Member ID' },
        },
        english: { login: { usernameLabel: 'User' }, menu: { showFaq: 'false' } },
      },
      institutionOptions: { MultiFactorAuthentication: true, SingleSignOn: true, Studio: true },
    });
  });

  it('with the default wording, drops every text but keeps theme and flags', () => {
    expect(previewAnswer(input({ wording: 'defaults' })).gassySettings).toEqual({
      shared: { theme: { brandColor: '#112233' } },
      english: { menu: { showFaq: 'false' } },
    });
  });

  it('lets the admin’s switches win over the file and the institution', () => {
    const { institutionOptions } = previewAnswer(input({ overrides: { SingleSignOn: false, Faq: false } }));
    expect(institutionOptions).toMatchObject({
      SingleSignOn: false,
      Faq: false,
      MultiFactorAuthentication: true,
    });
  });

  it('works without a running institution or a file', () => {
    expect(previewAnswer(input({ running: undefined, file: undefined }))).toEqual({
      gassySettings: {},
      institutionOptions: {},
    });
  });
});

describe('optionInEffect', () => {
  it.each<[string, unknown]>([
    ['SingleSignOn', true],
    ['MultiFactorAuthentication', true],
    ['Faq', 'fallback'],
  ])('%s', (name, expected) => expect(optionInEffect(name, RUNNING, FILE, 'fallback')).toBe(expected));
});
