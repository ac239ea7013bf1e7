/**
 * Every operator a condition may use: json-logic's own, minus `log` (console output)
 * and `method` (calls arbitrary methods), plus the portal's operations. The same list
 * is the `operator` enum of schemas/rules.schema.json (a test keeps them equal), so
 * the lint tool and the runtime accept exactly the same conditions.
 */

export const BUILTIN_OPERATORS = [
  'var',
  'missing',
  'missing_some',
  'if',
  '?:',
  '==',
  '===',
  '!=',
  '!==',
  '!',
  '!!',
  'or',
  'and',
  '>',
  '>=',
  '<',
  '<=',
  'max',
  'min',
  '+',
  '-',
  '*',
  '/',
  '%',
  'in',
  'cat',
  'substr',
  'merge',
  'map',
  'filter',
  'reduce',
  'all',
  'none',
  'some',
] as const;

export const CUSTOM_OPERATORS = [
  'flag',
  'setting',
  'option',
  'rule',
  'today',
  'addDays',
  'daysBetween',
] as const;

export const OPERATORS: ReadonlySet<string> = new Set([...BUILTIN_OPERATORS, ...CUSTOM_OPERATORS]);
