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
}

export interface ConstraintFailure {
  keyword: ConstraintName | 'sameAs';
  limit?: number | string;
}

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
): ConstraintFailure | undefined {
  if (isEmptyValue(value)) return constraints.required ? { keyword: 'required' } : undefined;
  const { minLength, maxLength, minimum, maximum, pattern, sameAs } = constraints;
  if (minLength !== undefined && length(value) < minLength) return { keyword: 'minLength', limit: minLength };
  if (maxLength !== undefined && length(value) > maxLength) return { keyword: 'maxLength', limit: maxLength };
  if (minimum !== undefined && Number(value) < minimum) return { keyword: 'minimum', limit: minimum };
  if (maximum !== undefined && Number(value) > maximum) return { keyword: 'maximum', limit: maximum };
  if (pattern !== undefined && !regexp(pattern).test(String(value)))
    return { keyword: 'pattern', limit: pattern };
  if (sameAs !== undefined && values[sameAs] !== value) return { keyword: 'sameAs' };
  return undefined;
}
