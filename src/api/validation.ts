/**
 * Answer checks from the API's schemas: the generator precompiles each `…Response` of
 * schemas/api into src/generated/api/<area>.js, typed by src/generated/api-types; this
 * turns one into a check for request() that hands on the answer with its schema's type.
 */
import type { Check } from './check';

/** The shape of an ajv standalone validator: a type guard of its schema's generated type. */
export interface ValidateFunction<T = unknown> {
  (data: unknown): data is T;
  errors?: { instancePath: string; message?: string }[] | null;
}

/** A check that passes answers matching the schema, typed by it, and names the first mismatch otherwise. */
export function schemaCheck<T>(validate: ValidateFunction<T>, name: string): Check<T> {
  return (value) => {
    if (validate(value)) return value;
    const [error] = validate.errors ?? [];
    throw new Error(
      `${name}: ${error ? `${error.instancePath || 'the answer'} ${error.message ?? 'is not valid'}` : 'not valid'}`,
    );
  };
}
