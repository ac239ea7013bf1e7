import { describe, expect, it } from 'vitest';
import {
  fileKeys,
  fileOptions,
  fileValue,
  layerForEdit,
  parseInstitutionFile,
  removeFileValue,
  serializeFile,
  setFileValue,
  type InstitutionFile,
} from '../../../../src/screens/studio/institutionFile';

const FILE: InstitutionFile = {
  gassySettings: {
    shared: { login: { usernameLabel: 'Member ID' } },
    english: {
      login: { passwordLabel: 'Passphrase', usernameLabel: 'ignored' },
      shell: { institutionName: 'Northwind' },
    },
    spanish: { login: { passwordLabel: 'Frase' } },
  },
  institutionOptions: { SingleSignOn: true },
  paymentCalendar: { achCutoffTime: '24:00' },
};

describe('parseInstitutionFile', () => {
  it.each<[string, unknown]>([
    ['{"a":1}', { a: 1 }],
    ['{}', {}],
    ['[1]', undefined],
    ['"text"', undefined],
    ['{ not json', undefined],
    ['', undefined],
  ])('%j', (text, expected) => expect(parseInstitutionFile(text)).toEqual(expected));
});

describe('fileValue', () => {
  it.each<[string, 'en' | 'es', unknown]>([
    ['login.usernameLabel', 'en', { value: 'Member ID', layer: 'shared' }],
    ['login.usernameLabel', 'es', { value: 'Member ID', layer: 'shared' }],
    ['login.passwordLabel', 'en', { value: 'Passphrase', layer: 'english' }],
    ['login.passwordLabel', 'es', { value: 'Frase', layer: 'spanish' }],
    ['shell.institutionName', 'es', undefined],
    ['login.title', 'en', undefined],
  ])('%s in %s', (key, language, expected) => expect(fileValue(FILE, key, language)).toEqual(expected));

  it('reads nothing from no file or a malformed one', () => {
    expect(fileValue(undefined, 'login.title')).toBeUndefined();
    expect(fileValue({ gassySettings: { shared: 'x' } }, 'login.title')).toBeUndefined();
  });
});

describe('fileKeys and fileOptions', () => {
  it('lists every key of every layer once', () => {
    expect([...fileKeys(FILE)].sort()).toEqual([
      'login.passwordLabel',
      'login.usernameLabel',
      'shell.institutionName',
    ]);
  });
  it('reads the options, or none', () => {
    expect(fileOptions(FILE)).toEqual({ SingleSignOn: true });
    expect(fileOptions({ institutionOptions: [] })).toEqual({});
  });
});

describe('edits', () => {
  it.each<[string, 'en' | 'es', string]>([
    ['login.usernameLabel', 'en', 'shared'],
    ['login.usernameLabel', 'es', 'shared'],
    ['login.passwordLabel', 'en', 'english'],
    ['login.passwordLabel', 'es', 'spanish'],
    ['login.title', 'en', 'english'],
  ])('%s in %s goes to %s', (key, language, layer) => expect(layerForEdit(FILE, key, language)).toBe(layer));

  it('sets a key in a new file, keeping the object it came from', () => {
    const empty = {};
    expect(setFileValue(empty, 'login.title', 'Welcome', 'en')).toEqual({
      gassySettings: { english: { login: { title: 'Welcome' } } },
    });
    expect(empty).toEqual({});
  });

  it('sets a key beside the others and keeps the rest of the file', () => {
    const edited = setFileValue(FILE, 'login.usernameLabel', 'Card number', 'es');
    expect(fileValue(edited, 'login.usernameLabel', 'en')).toEqual({ value: 'Card number', layer: 'shared' });
    expect(edited.paymentCalendar).toEqual({ achCutoffTime: '24:00' });
    expect(fileValue(FILE, 'login.usernameLabel')?.value).toBe('Member ID');
  });

  it('drops a key from shared and the language’s layer, and empty groups and layers with it', () => {
    const english = removeFileValue(FILE, 'login.usernameLabel', 'en');
    expect(english.gassySettings).toEqual({
      english: { login: { passwordLabel: 'Passphrase' }, shell: { institutionName: 'Northwind' } },
      spanish: { login: { passwordLabel: 'Frase' } },
    });
    const spanish = removeFileValue(english, 'login.passwordLabel', 'es');
    expect(spanish.gassySettings).toEqual({
      english: { login: { passwordLabel: 'Passphrase' }, shell: { institutionName: 'Northwind' } },
    });
    expect(removeFileValue(setFileValue({}, 'login.title', 'x', 'en'), 'login.title', 'en')).toEqual({});
  });
});

describe('serializeFile', () => {
  it('writes pretty JSON with 2 spaces and a final newline', () => {
    expect(serializeFile({ a: { b: 1 } })).toBe('{\n  "a": {\n    "b": 1\n  }\n}\n');
  });
});
