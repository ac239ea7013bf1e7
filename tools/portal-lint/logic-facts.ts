/**
 * What can be known about a json-logic expression without a context: whether it reads
 * anything that varies, its value when it does not, and whether it can ever be true (or
 * false). The analysis is small and conservative: when unsure, an outcome is possible.
 */
import jsonLogic from 'json-logic-js';
// Registers the portal's operations on json-logic: addDays and daysBetween are constant
// when their arguments are.
import '../../src/engine/logic/evaluate.ts';
import { findLogicIssues } from '../../src/engine/logic/check.ts';
import { isRecord } from './walk.ts';

/** Operations whose value depends on the context, the settings, the options, the rules or the date. */
export const READING_OPERATORS: ReadonlySet<string> = new Set([
  'var',
  'missing',
  'missing_some',
  'flag',
  'setting',
  'option',
  'rule',
  'today',
]);

/** The operator of an operation: an object with exactly one key. */
export function operatorOf(logic: unknown): string | undefined {
  if (!isRecord(logic)) return undefined;
  const keys = Object.keys(logic);
  return keys.length === 1 ? keys[0] : undefined;
}

/** Whether no operation anywhere in the expression reads something that varies. */
export function readsNothing(logic: unknown): boolean {
  if (Array.isArray(logic)) return logic.every(readsNothing);
  if (!isRecord(logic)) return true;
  const operator = operatorOf(logic);
  if (operator !== undefined && READING_OPERATORS.has(operator)) return false;
  return Object.values(logic).every(readsNothing);
}

/** Whether every object in the expression is exactly one operator the engine knows (the engine's own check). */
export function isWellFormed(logic: unknown): boolean {
  return findLogicIssues(logic).length === 0;
}

/** The value of an expression that reads nothing; undefined when it reads something, is malformed or throws. */
export function constantOf(logic: unknown): { value: unknown } | undefined {
  if (!readsNothing(logic) || !isWellFormed(logic)) return undefined;
  try {
    return { value: jsonLogic.apply(logic as never, {}) };
  } catch {
    return undefined;
  }
}

/** The truthiness of an expression that reads nothing, as json-logic judges it. */
export function constantOutcome(logic: unknown): boolean | undefined {
  const constant = constantOf(logic);
  return constant === undefined ? undefined : jsonLogic.truthy(constant.value);
}

/** An expression that must evaluate truthy (or falsy). */
export interface Literal {
  logic: unknown;
  truthy: boolean;
}

type Primitive = string | number | boolean | null;

/** What a comparison with a literal says about an expression's value. */
interface Fact {
  operator: '==' | '===';
  /** The comparison holds (== or ===) or fails (!= or !==). */
  equal: boolean;
  value: Primitive;
}

const COMPARISONS: Readonly<Record<string, Omit<Fact, 'value'>>> = {
  '==': { operator: '==', equal: true },
  '===': { operator: '===', equal: true },
  '!=': { operator: '==', equal: false },
  '!==': { operator: '===', equal: false },
};

function isPrimitive(value: unknown): value is Primitive {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function argsOf(logic: Record<string, unknown>, operator: string): unknown[] {
  const value = logic[operator];
  return Array.isArray(value) ? value : [value];
}

/** Whether a known value satisfies a fact, compared as json-logic compares. */
function satisfies(value: Primitive, fact: Fact): boolean {
  return jsonLogic.apply({ [fact.operator]: [value, fact.value] } as never) === fact.equal;
}

/** Whether some value x has x == a and x == b (loose equality is not transitive: 0 == "" and 0 == "0"). */
function looselyCompatible(a: Primitive, b: Primitive): boolean {
  if (a === null || b === null) return a === b;
  if (typeof a === 'string' && typeof b === 'string' && a === b) return true;
  const number = Number(a);
  return !Number.isNaN(number) && number === Number(b);
}

/** Whether two facts about the same value cannot both hold. */
function clash(f: Fact, g: Fact): boolean {
  if (!f.equal && !g.equal) return false;
  if (!f.equal) return clash(g, f);
  if (f.operator === '===') return !satisfies(f.value, g);
  if (g.operator === '===') return g.equal ? !satisfies(g.value, f) : false;
  return g.equal ? !looselyCompatible(f.value, g.value) : f.value === g.value;
}

function consistent(facts: readonly Fact[]): boolean {
  return facts.every((fact, index) => facts.slice(index + 1).every((other) => !clash(fact, other)));
}

/**
 * Whether all literals can hold at once. False only when that is certain: a constant
 * with the wrong outcome, an expression required both truthy and falsy (X and !X), or
 * comparisons of one expression with literals that exclude each other (x == 1 and
 * x == 2, x == 1 and x != 1). Conjunctions (and, or negated) are flattened; a
 * disjunction only needs one branch that can hold on its own.
 */
export function satisfiable(literals: readonly Literal[]): boolean {
  const pending = [...literals];
  const atoms = new Map<string, boolean>();
  const facts = new Map<string, Fact[]>();
  while (pending.length > 0) {
    const { logic, truthy } = pending.pop()!;
    const constant = constantOf(logic);
    if (constant !== undefined) {
      if (jsonLogic.truthy(constant.value) !== truthy) return false;
      continue;
    }
    const operator = operatorOf(logic);
    if (operator === undefined) continue;
    const args = argsOf(logic as Record<string, unknown>, operator);
    if (operator === '!' || operator === '!!') {
      pending.push({ logic: args[0], truthy: operator === '!!' ? truthy : !truthy });
      continue;
    }
    if ((operator === 'and' && truthy) || (operator === 'or' && !truthy)) {
      for (const arg of args) pending.push({ logic: arg, truthy });
      continue;
    }
    if (
      (operator === 'and' || operator === 'or') &&
      !args.some((arg) => satisfiable([{ logic: arg, truthy }]))
    )
      return false;
    const comparison = COMPARISONS[operator];
    if (comparison && args.length === 2 && isPrimitive(args[0]) !== isPrimitive(args[1])) {
      const [value, subject] = (isPrimitive(args[0]) ? args : [args[1], args[0]]) as [Primitive, unknown];
      const key = JSON.stringify(subject);
      const fact = { ...comparison, equal: comparison.equal === truthy, value };
      facts.set(key, [...(facts.get(key) ?? []), fact]);
      continue;
    }
    const key = JSON.stringify(logic);
    if (atoms.get(key) === !truthy) return false;
    atoms.set(key, truthy);
  }
  return [...facts.values()].every(consistent);
}

export function canBeTrue(logic: unknown): boolean {
  return satisfiable([{ logic, truthy: true }]);
}

export function canBeFalse(logic: unknown): boolean {
  return satisfiable([{ logic, truthy: false }]);
}
