import { describe, expect, it } from 'vitest';
import { formReads, mergeReads, type FormReads } from '../../../../src/engine/logic';

const fields = (...names: string[]): FormReads => new Set(names);

describe('formReads', () => {
  it.each<[string, unknown, FormReads]>([
    ['a literal', true, fields()],
    ['no form value', { '==': [{ var: 'query.error' }, 'down'] }, fields()],
    ['one field', { '==': [{ var: 'form.kind' }, 'loan'] }, fields('kind')],
    ['a nested path of a field', { var: 'form.address.city' }, fields('address')],
    ['several fields', { and: [{ var: 'form.a' }, { '!': { var: 'form.b' } }] }, fields('a', 'b')],
    ['a var with a default read from a field', { var: ['form.a', { var: 'form.b' }] }, fields('a', 'b')],
    ['missing', { missing: ['form.a', 'form.b'] }, fields('a', 'b')],
    ['missing_some', { missing_some: [1, ['form.a', 'data.x']] }, fields('a')],
    ['flags and options only', { or: [{ flag: 'login.hideRegister' }, { option: ['X', 1] }] }, fields()],
    ['the whole form', { var: 'form' }, 'all'],
    ['a computed path', { var: { cat: ['form.', 'a'] } }, 'all'],
    ['a named rule', { rule: 'isPersonalUser' }, 'all'],
    [
      'an item of a map (the empty path)',
      { some: [{ var: 'form.items' }, { '==': [{ var: '' }, 'x'] }] },
      'all',
    ],
  ])('%s', (_case, logic, expected) => expect(formReads(logic)).toEqual(expected));
});

describe('mergeReads', () => {
  it('unites sets, and any all makes all', () => {
    expect(mergeReads([fields('a'), fields('b', 'a')])).toEqual(fields('a', 'b'));
    expect(mergeReads([fields('a'), 'all'])).toBe('all');
    expect(mergeReads([])).toEqual(fields());
  });
});
