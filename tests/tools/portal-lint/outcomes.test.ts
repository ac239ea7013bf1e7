/**
 * The outcomes portal-lint keeps between runs (tools/portal-lint/outcomes.ts): a check is
 * computed once for the same input, again for any other input or check, a saved file starts
 * the next run's store, and no caller can change what is kept.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { OutcomeStore } from '../../../tools/portal-lint/outcomes.ts';
import { tempFolder } from '../../support/tempFolder';

const findings = [{ message: 'The schema does not compile', path: ['properties', 'a'] }];

describe('OutcomeStore', () => {
  it('computes a check once for the same input, again for another input or check', () => {
    const store = new OutcomeStore();
    const compute = vi.fn(() => findings);
    expect(store.outcome('schema/compile', 'A', compute)).toEqual(findings);
    expect(store.outcome('schema/compile', 'A', compute)).toEqual(findings);
    expect(compute).toHaveBeenCalledTimes(1);
    store.outcome('schema/compile', 'B', compute);
    store.outcome('form/schema-compile', 'A', compute);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('keeps an outcome of undefined (no problem found) as an outcome', () => {
    const store = new OutcomeStore();
    const compute = vi.fn(() => undefined);
    expect(store.outcome('form/schema-compile', '{}', compute)).toBeUndefined();
    expect(store.outcome('form/schema-compile', '{}', compute)).toBeUndefined();
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('gives each caller its own copy', () => {
    const store = new OutcomeStore();
    const first = store.outcome('schema/compile', 'A', () => findings);
    first[0]!.path.push('changed');
    first.push({ message: 'added', path: [] });
    expect(store.outcome('schema/compile', 'A', () => [])).toEqual(findings);
  });

  it('starts from the file the last run saved, and computes what it does not hold', () => {
    const file = join(tempFolder('portal-lint-outcomes-'), 'outcomes.json');
    const first = new OutcomeStore(file);
    first.outcome('schema/compile', 'A', () => findings);
    first.outcome('form/schema-compile', 'B', () => undefined);
    first.save();

    const next = new OutcomeStore(file);
    const compute = vi.fn(() => []);
    expect(next.outcome('schema/compile', 'A', compute)).toEqual(findings);
    expect(next.outcome('form/schema-compile', 'B', compute)).toBeUndefined();
    expect(compute).not.toHaveBeenCalled();
    expect(next.outcome('schema/compile', 'C', compute)).toEqual([]);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('writes nothing when nothing new was computed', () => {
    const file = join(tempFolder('portal-lint-outcomes-'), 'outcomes.json');
    writeFileSync(file, '{}');
    new OutcomeStore(file).save();
    const store = new OutcomeStore(file);
    store.outcome('schema/compile', 'A', () => findings);
    store.outcome('schema/compile', 'A', () => findings);
    store.save();
    const written = readFileSync(file, 'utf8');
    new OutcomeStore(file).save();
    expect(readFileSync(file, 'utf8')).toBe(written);
    expect(Object.keys(JSON.parse(written) as object)).toHaveLength(1);
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '[1, 2]'],
    ['entries that are not objects', '{"key": 3}'],
  ])('computes every outcome when the file is %s', (_case, text) => {
    const file = join(tempFolder('portal-lint-outcomes-'), 'outcomes.json');
    writeFileSync(file, text);
    const compute = vi.fn(() => findings);
    expect(new OutcomeStore(file).outcome('schema/compile', 'A', compute)).toEqual(findings);
    expect(compute).toHaveBeenCalledTimes(1);
  });
});
