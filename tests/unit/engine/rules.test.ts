import { describe, expect, it } from 'vitest';
import { DefinitionError } from '../../../src/engine/errors';
import { createRuleBook, type RulesFile } from '../../../src/engine/rules';

const signedIn = { '==': [{ var: 'session.loggedIn' }, true] };
const canRegister = { '!': { flag: 'login.hideRegister' } };

function errorOf(files: RulesFile[]): DefinitionError {
  try {
    createRuleBook(files);
  } catch (error) {
    if (error instanceof DefinitionError) return error;
    throw error;
  }
  throw new Error('expected a DefinitionError');
}

describe('createRuleBook', () => {
  it('merges the rules of every file', () => {
    const book = createRuleBook([
      { file: 'rules/session.json', content: { rules: { signedIn: { logic: signedIn } } } },
      { file: 'rules/empty.json', content: {} },
      {
        file: 'rules/login.json',
        content: { rules: { canRegister: { logic: canRegister }, always: { logic: true } } },
      },
    ]);
    expect([...book.keys()]).toEqual(['signedIn', 'canRegister', 'always']);
    expect(book.get('signedIn')).toBe(signedIn);
    expect(book.get('always')).toBe(true);
  });

  it('adds later files to an existing book, refusing a name it already holds', () => {
    const book = createRuleBook([
      { file: 'rules/core.json', content: { rules: { signedIn: { logic: signedIn } } } },
    ]);
    createRuleBook([{ file: 'rules/later.json', content: { rules: { always: { logic: true } } } }], book);
    expect([...book.keys()]).toEqual(['signedIn', 'always']);
    expect(() =>
      createRuleBook([{ file: 'rules/again.json', content: { rules: { signedIn: { logic: true } } } }], book),
    ).toThrow(DefinitionError);
  });

  it('is empty without files', () => {
    expect(createRuleBook([]).size).toBe(0);
  });

  it.each<[string, RulesFile[], string, string, string]>([
    [
      'a name defined in two files',
      [
        { file: 'rules/a.json', content: { rules: { signedIn: { logic: signedIn } } } },
        { file: 'rules/b.json', content: { rules: { signedIn: { logic: true } } } },
      ],
      'rules/b.json',
      '/rules/signedIn',
      'rule "signedIn" is defined twice',
    ],
    [
      'an unknown operator',
      [{ file: 'rules/a.json', content: { rules: { bad: { logic: { and: [true, { flagg: 'x' }] } } } } }],
      'rules/a.json',
      '/rules/bad/logic/and/1',
      'unknown json-logic operator "flagg"',
    ],
    [
      'an object of two operators at the root',
      [
        {
          file: 'rules/a.json',
          content: { rules: { ok: { logic: true }, two: { logic: { var: 'a', '!': 1 } } } },
        },
      ],
      'rules/a.json',
      '/rules/two/logic',
      'a condition object must have exactly one operator, found 2',
    ],
  ])('rejects %s naming file and path', (_label, files, file, path, detail) => {
    const error = errorOf(files);
    expect(error.name).toBe('DefinitionError');
    expect(error.file).toBe(file);
    expect(error.path).toBe(path);
    expect(error.detail).toBe(detail);
    expect(error.message).toBe(`${file} at ${path}: ${detail}`);
  });
});
