import { describe, expect, it } from 'vitest';
import { pickKeys, plainText } from '../../../../src/app/preview/pickMatch';

const KEYS = [
  { key: 'login.usernameLabel', text: 'Username' },
  { key: 'login.usernamePlaceholder', text: 'Enter your username' },
  { key: 'login.heading', text: 'Sign In' },
  { key: 'login.submit', text: 'Sign In' },
  { key: 'postLogin.codeSent', text: 'We sent a security code to {email}. It expires in {minutes} minutes.' },
  { key: 'footer.copyright', text: '&copy; <strong>2026</strong>   Harbor Valley' },
  { key: 'app.placeholderOnly', text: '{amount}' },
  { key: 'shell.flag', text: 'x' },
];

describe('pickKeys', () => {
  it.each([
    ['an equal text', [['Username']], ['login.usernameLabel']],
    [
      'a placeholder attribute, equal before contained',
      [['', '', 'Enter your username']],
      ['login.usernamePlaceholder', 'login.usernameLabel'],
    ],
    ['two keys of the same text', [['Sign In']], ['login.heading', 'login.submit']],
    [
      'placeholders as wildcards',
      [['We sent a security code to alex@example.com. It expires in 10 minutes.']],
      ['postLogin.codeSent'],
    ],
    [
      'HTML stripped, entities decoded, whitespace collapsed',
      [['© 2026 Harbor Valley']],
      ['footer.copyright'],
    ],
    ['the closest level first', [[''], ['Username'], ['Sign In Username']], ['login.usernameLabel']],
    [
      'the longer of contained texts first',
      [['Sign In with your Username']],
      ['login.usernameLabel', 'login.heading', 'login.submit'],
    ],
    ['nothing that matches', [['Dashboard']], []],
    ['no text of one character or placeholders only', [['x 42']], []],
  ])('%s', (_case, levels, keys) => {
    expect(pickKeys(KEYS, levels)).toEqual(keys);
  });

  it('puts an equal text before a longer contained one', () => {
    const keys = [
      { key: 'a.long', text: 'Make a payment today' },
      { key: 'a.short', text: 'Make a payment' },
    ];
    expect(pickKeys(keys, [['Make a payment']])).toEqual(['a.short']);
    expect(pickKeys(keys, [['Make a payment today, please']])).toEqual(['a.long', 'a.short']);
  });
});

describe('plainText', () => {
  it.each([
    ['<p>Hello <b>there</b></p>', 'Hello there'],
    ['a &amp; b&nbsp;c', 'a & b c'],
    ['  many \n  spaces ', 'many spaces'],
  ])('%s', (text, plain) => expect(plainText(text)).toBe(plain));
});
