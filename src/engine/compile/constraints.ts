/**
 * Institution-dependent checks applied at runtime, after the precompiled schema checks:
 * their bounds come from options, settings or other fields, so they cannot be compiled
 * into a validator at build time. Pure: values in, the first failure out.
 */
import type { ConstraintName } from '../definition';

export interface ResolvedConstraints {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  sameAs?: string;
  /** The name of a registered field check. */
  check?: string;
}

export interface ConstraintFailure {
  /** A constraint's name, or the key a field check reports (its message is messages.<key>). */
  keyword: ConstraintName | 'sameAs' | (string & {});
  limit?: number | string;
  /** The message key when the field's messages name none for the keyword (a check's default). */
  message?: string;
  /** More placeholders of the message (besides {limit}). */
  params?: Readonly<Record<string, string | number>>;
}

/**
 * A named check of a field's value against what its resolved options carry (a rule set,
 * the logon and e-mail it must not match …): a failure names its message key. Pure.
 */
export type FieldCheck = (
  value: unknown,
  options: Readonly<Record<string, unknown>>,
) => ConstraintFailure | undefined;

export type FieldChecks = Readonly<Record<string, FieldCheck>>;

/** Empty for the purpose of `required`: nothing entered, or an unticked checkbox. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    value === false ||
    (Array.isArray(value) && value.length === 0)
  );
}

function length(value: unknown): number {
  return [...String(value)].length;
}

const patterns = new Map<string, RegExp>();
function regexp(source: string): RegExp {
  let compiled = patterns.get(source);
  if (!compiled) {
    compiled = new RegExp(source, 'u');
    patterns.set(source, compiled);
  }
  return compiled;
}

export function checkConstraints(
  value: unknown,
  constraints: ResolvedConstraints,
  values: Readonly<Record<string, unknown>>,
  check?: { checks: FieldChecks; options: Readonly<Record<string, unknown>> },
): ConstraintFailure | undefined {
  if (isEmptyValue(value)) {
    if (!constraints.required) return undefined;
    // A check may name a better message for a missing value ("You must agree to the {agreement}").
    return runCheck(value, constraints, check) ?? { keyword: 'required' };
  }
  const { minLength, maxLength, minimum, maximum, pattern, sameAs } = constraints;
  if (minLength !== undefined && length(value) < minLength) return { keyword: 'minLength', limit: minLength };
  if (maxLength !== undefined && length(value) > maxLength) return { keyword: 'maxLength', limit: maxLength };
  if (minimum !== undefined && Number(value) < minimum) return { keyword: 'minimum', limit: minimum };
  if (maximum !== undefined && Number(value) > maximum) return { keyword: 'maximum', limit: maximum };
  if (pattern !== undefined && !regexp(pattern).test(String(value)))
    return { keyword: 'pattern', limit: pattern };
  if (sameAs !== undefined && values[sameAs] !== value) return { keyword: 'sameAs' };
  return runCheck(value, constraints, check);
}

function runCheck(
  value: unknown,
  constraints: ResolvedConstraints,
  check: { checks: FieldChecks; options: Readonly<Record<string, unknown>> } | undefined,
): ConstraintFailure | undefined {
  // No check named (an empty name from a condition such as "rule list on, else none").
  if (typeof constraints.check !== 'string' || constraints.check === '' || !check) return undefined;
  const named = check.checks[constraints.check];
  return named ? named(value, check.options) : { keyword: 'invalid' };
}
