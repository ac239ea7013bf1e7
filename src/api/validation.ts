/**
 * Answer checks from the API's schemas: the generator precompiles each `…Response` of
 * schemas/api into src/generated/api/<area>.js, typed by src/generated/api-types; this
 * turns one into a check for request() that hands on the answer with its schema's type.
 *
 * An area's validators load with the first call that needs them, beside the call itself
 * (request() awaits the check's ready() with the answer): they are code no screen needs to
 * show, so they stay out of the route's own JavaScript, and the sign-in screen appears
 * without the sign-in answers' validators.
 */
import type { Check } from './check';

/** The shape of an ajv standalone validator: a type guard of its schema's generated type. */
export interface ValidateFunction<T = unknown> {
  (data: unknown): data is T;
  errors?: { instancePath: string; message?: string }[] | null;
}

/** One generated module of src/generated/api, as its import() answers. */
type Area = Record<string, ValidateFunction>;
type Guarded<V> = V extends ValidateFunction<infer T> ? T : never;

/**
 * A check that passes answers matching the schema `name` of the area, typed by it, and names
 * the first mismatch otherwise. Its ready() loads the area (once; a failed load is tried again
 * on the next call); the check itself refuses an answer when the area has not loaded.
 */
export function schemaCheck<A extends Area, K extends keyof A & string>(
  area: () => Promise<{ default: A }>,
  name: K,
  label: string = name,
): Check<Guarded<A[K]>> {
  let validate: ValidateFunction | undefined;
  let loading: Promise<void> | undefined;
  const check = (value: unknown) => {
    if (!validate) throw new Error(`${label}: its check has not loaded`);
    if (validate(value)) return value as Guarded<A[K]>;
    const [error] = validate.errors ?? [];
    throw new Error(
      `${label}: ${error ? `${error.instancePath || 'the answer'} ${error.message ?? 'is not valid'}` : 'not valid'}`,
    );
  };
  check.ready = () =>
    (loading ??= area().then(
      (module) => {
        validate = module.default[name];
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return check;
}
