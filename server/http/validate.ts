/**
 * Request validation at the boundary: every body and query is checked against its schema
 * in schemas/api before a handler sees it. A bad request is a 400 naming what is wrong.
 */
import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { Context, MiddlewareHandler } from 'hono';
import { describeErrors, projectAjv } from '../../schemas/ajv.ts';
import type { ApiSchemaRef, ApiSchemas } from '../../src/generated/api-types/index.ts';
import type { AppEnv } from './env.ts';
import { badRequest } from './errors.ts';

// Queries are read by readQueryValue, not by ajv's coercion (which takes "Infinity" for a number).
// Made on first use, as each check is compiled on its first request (checkOf): a start compiled
// all 83 checks, about 0.35 s of a start's 1.7 s of CPU, most of them never asked for by a short
// run (the browser tests start about 47 servers; issue 33).
let shared: ReturnType<typeof projectAjv> | undefined;
const ajv = () => (shared ??= projectAjv());

/** The schemas a body, form or query can have: those of objects (and arrays), never of a bare value. */
export type PartRef = { [Ref in ApiSchemaRef]: ApiSchemas[Ref] extends object ? Ref : never }[ApiSchemaRef];

/** The compiled check of a schema of schemas/api (the one ajv of the server's validation). */
export function validator<Ref extends PartRef>(ref: Ref): ValidateFunction<ApiSchemas[Ref] & object> {
  const validate = ajv().getSchema<ApiSchemas[Ref] & object>(ref);
  if (!validate) throw new Error(`no schema ${ref} in schemas/`);
  return validate;
}

/** The check of a schema as validator gives it, compiled when first asked for and kept. */
export function checkOf<Ref extends PartRef>(ref: Ref): () => ValidateFunction<ApiSchemas[Ref] & object> {
  let compiled: ValidateFunction<ApiSchemas[Ref] & object> | undefined;
  return () => (compiled ??= validator(ref));
}

/**
 * A middleware that validates one part of the request against a schema of schemas/api and
 * hands it on typed: the handler reads `c.req.valid(target)` as the schema's type.
 */
export type Validated<Target extends 'json' | 'form' | 'query', Value> = MiddlewareHandler<
  AppEnv,
  string,
  { out: { [Key in Target]: Value } }
>;

/** Reads a part of the request with `read`, then validates it: one that cannot be read, or a wrong one, is a 400. */
function validRead<Target extends 'json' | 'form', Ref extends PartRef>(
  target: Target,
  ref: Ref,
  read: (c: Context<AppEnv>) => Promise<unknown>,
  messages: { unreadable: string; invalid: string },
): Validated<Target, ApiSchemas[Ref]> {
  const check = checkOf(ref);
  return async (c, next) => {
    const validate = check();
    let value: unknown;
    try {
      value = await read(c);
    } catch {
      throw badRequest(messages.unreadable);
    }
    if (!validate(value)) throw badRequest(`${messages.invalid}: ${describeErrors(validate.errors)}.`);
    c.req.addValidatedData(target, value);
    await next();
  };
}

/** Parses the JSON body and validates it against a schema, e.g. body('api/login.json#/$defs/UserLoginRequest'). */
export function body<Ref extends PartRef>(ref: Ref): Validated<'json', ApiSchemas[Ref]> {
  return validRead('json', ref, (c) => c.req.json(), {
    unreadable: 'The request body is not valid JSON.',
    invalid: 'Invalid request',
  });
}

/** Parses a form post (application/x-www-form-urlencoded) and validates its fields as text. */
export function form<Ref extends PartRef>(ref: Ref): Validated<'form', ApiSchemas[Ref]> {
  return validRead('form', ref, (c) => c.req.parseBody(), {
    unreadable: 'The form could not be read.',
    invalid: 'Invalid form',
  });
}

/** An integer parameter is digits only: no 1e3, 0x10, Infinity, blanks or fractions. */
const INTEGER = /^-?\d+$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A query parameter's text as the type its schema gives it. Only plain digits become
 * numbers (JavaScript's Number() would read "Infinity", "1e309", "0x10" and " 7"); any
 * other text stays text, and the check below refuses it by name.
 */
export function readQueryValue(text: string, type: unknown): unknown {
  if (type === 'integer' && INTEGER.test(text)) {
    const number = Number(text);
    return Number.isSafeInteger(number) ? number : text;
  }
  if (type === 'number' && NUMBER.test(text)) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** The declared type of each property of a query schema. */
function propertyTypes(validate: ValidateFunction<unknown>): Map<string, unknown> {
  const schema = validate.schema as { properties?: Record<string, { type?: unknown }> };
  return new Map(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, property.type]));
}

/** Validates the query string: integers must be plain digits within the schema's range. */
export function query<Ref extends PartRef>(ref: Ref): Validated<'query', ApiSchemas[Ref]> {
  const check = checkOf(ref);
  let types: Map<string, unknown> | undefined;
  return async (c, next) => {
    const validate = check();
    types ??= propertyTypes(validate);
    const value: Record<string, unknown> = {};
    for (const [name, text] of Object.entries(c.req.query())) {
      const type = types.get(name);
      value[name] = readQueryValue(text, type);
      if (type === 'integer' && typeof value[name] !== 'number')
        throw badRequest(`Invalid query: ${name} must be an integer written in digits (such as 30).`);
    }
    if (!validate(value)) throw badRequest(`Invalid query: ${describeErrors(validate.errors)}.`);
    c.req.addValidatedData('query', value);
    await next();
  };
}
