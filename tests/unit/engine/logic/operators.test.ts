import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUILTIN_OPERATORS, CUSTOM_OPERATORS, OPERATORS } from '../../../../src/engine/logic/operators';

interface RulesSchema {
  $defs: { operator: { enum: string[] } };
  'x-operations': Record<string, string>;
}

const schema = JSON.parse(
  readFileSync(
    resolve(dirname(fileURLToPath(import.meta.url)), '../../../../schemas/rules.schema.json'),
    'utf8',
  ),
) as RulesSchema;

describe('OPERATORS', () => {
  it('equals the operator enum of schemas/rules.schema.json', () => {
    expect([...OPERATORS].sort()).toEqual([...schema.$defs.operator.enum].sort());
    expect(OPERATORS.size).toBe(schema.$defs.operator.enum.length);
  });

  it('is the built-in operators plus the custom ones, without log and method', () => {
    expect(OPERATORS).toEqual(new Set([...BUILTIN_OPERATORS, ...CUSTOM_OPERATORS]));
    expect(OPERATORS.has('log')).toBe(false);
    expect(OPERATORS.has('method')).toBe(false);
  });

  it.each([...CUSTOM_OPERATORS])('documents the custom operator %s in x-operations', (operator) => {
    expect(schema['x-operations'][operator]).toEqual(expect.stringContaining(`"${operator}"`));
  });

  it('documents no operation that does not exist', () => {
    expect(Object.keys(schema['x-operations']).sort()).toEqual([...CUSTOM_OPERATORS].sort());
  });
});
