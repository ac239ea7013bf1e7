import { describe, expect, it } from 'vitest';
import type { CatalogueRow } from '../../../../src/engine/settings/catalogueRow';
import {
  catalogueKinds,
  catalogueScreens,
  EMPTY_QUERY,
  searchCatalogue,
  searchWords,
  type CatalogueQuery,
  type RowFacts,
} from '../../../../src/screens/studio/catalogueSearch';

const row = (key: string, over: Partial<CatalogueRow> = {}): CatalogueRow => ({
  key,
  default: '',
  kind: 'text',
  description: '',
  screens: [],
  blocks: [],
  navigation: [],
  rules: [],
  code: [],
  ...over,
});

const ROWS = [
  row('login.usernameLabel', {
    default: 'Username',
    description: 'Label of the username field.',
    screens: ['login'],
  }),
  row('login.passwordLabel', { default: 'Password', screens: ['login', 'register'] }),
  row('theme.brandColor', { default: '#0e4a5c', kind: 'color', description: 'Primary brand colour' }),
  row('dashboard.title', { default: 'Dashboard', screens: ['dashboard'] }),
  row('menu.showFaq', { default: 'true', kind: 'flag' }),
];

const FACTS: RowFacts = {
  current: (key) => (key === 'dashboard.title' ? 'My Accounts' : undefined),
  inFile: (key) => key === 'dashboard.title' || key === 'theme.brandColor',
  hasFindings: (key) => key === 'theme.brandColor',
};

const keys = (query: Partial<CatalogueQuery>) =>
  searchCatalogue(ROWS, { ...EMPTY_QUERY, ...query }, FACTS).map((found) => found.key);

describe('searchCatalogue', () => {
  it.each<[string, Partial<CatalogueQuery>, string[]]>([
    ['no query: every row', {}, ROWS.map((found) => found.key)],
    ['by key', { text: 'usernameLabel' }, ['login.usernameLabel']],
    ['by key, any case', { text: 'USERNAMELABEL' }, ['login.usernameLabel']],
    ['by default text', { text: 'password' }, ['login.passwordLabel']],
    ['by current value', { text: 'my accounts' }, ['dashboard.title']],
    ['by description', { text: 'primary brand' }, ['theme.brandColor']],
    ['every word must match', { text: 'login field' }, ['login.usernameLabel']],
    ['words in any order', { text: 'field login' }, ['login.usernameLabel']],
    ['no match', { text: 'nothing here' }, []],
    ['by screen', { screen: 'login' }, ['login.usernameLabel', 'login.passwordLabel']],
    ['by screen and words', { screen: 'register', text: 'pass' }, ['login.passwordLabel']],
    ['by kind', { kind: 'flag' }, ['menu.showFaq']],
    ['only keys with findings', { scope: 'findings' }, ['theme.brandColor']],
    ['only keys the file sets', { scope: 'file' }, ['theme.brandColor', 'dashboard.title']],
    ['file scope and kind', { scope: 'file', kind: 'text' }, ['dashboard.title']],
  ])('%s', (_, query, expected) => {
    expect(keys(query)).toEqual(expected);
  });
});

describe('searchWords', () => {
  it.each([
    ['', []],
    ['  login   Label ', ['login', 'label']],
  ])('%j', (text, words) => expect(searchWords(text)).toEqual(words));
});

describe('the filters’ choices', () => {
  it('lists each screen once, sorted', () => {
    expect(catalogueScreens(ROWS)).toEqual(['dashboard', 'login', 'register']);
  });
  it('lists the kinds present, in the given order', () => {
    expect(catalogueKinds(ROWS, ['text', 'richText', 'flag', 'color'])).toEqual(['text', 'flag', 'color']);
  });
});
