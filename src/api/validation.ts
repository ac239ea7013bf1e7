/**
 * Answer checks from the API's schemas: the generator precompiles each `…Response` of
 * schemas/api into src/generated/api/<area>.js; this turns one into a check for request().
 */
import type { Check } from './check';

/** The shape of an ajv standalone validator. */
export interface ValidateFunction {
  (data: unknown): boolean;
  errors?: { instancePath: string; message?: string }[] | null;
}

/** A check that passes answers matching the schema and names the first mismatch otherwise. */
export function schemaCheck<T>(validate: ValidateFunction, name: string): Check<T> {
  return (value) => {
    if (validate(value)) return value as T;
    const [error] = validate.errors ?? [];
    throw new Error(
      `${name}: ${error ? `${error.instancePath || 'the answer'} ${error.message ?? 'is not valid'}` : 'not valid'}`,
    );
  };
}
