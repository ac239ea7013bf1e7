/**
 * Request validation at the boundary: every body and query is checked against its schema
 * in schemas/api before a handler sees it. A bad request is a 400 naming what is wrong.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Context, MiddlewareHandler } from 'hono';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS } from '../paths.ts';
import type { AppEnv } from './env.ts';
import { badRequest } from './errors.ts';

/** An ajv that knows every schema of schemas/ and schemas/api/ by its $id. */
export function projectAjv(coerceTypes: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    coerceTypes,
  });
  addFormats.default(ajv);
  ajv.addKeyword('x-kind').addKeyword('x-operations');
  for (const dir of [SCHEMAS, join(SCHEMAS, 'api')]) {
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
      ajv.addSchema(JSON.parse(readFileSync(join(dir, name), 'utf8')) as object);
    }
  }
  return ajv;
}

// Queries are read by readQueryValue, not by ajv's coercion (which takes "Infinity" for a number).
const bodies = projectAjv(false);

function validator(ajv: Ajv2020, ref: string): ValidateFunction {
  const validate = ajv.getSchema(ref);
  if (!validate) throw new Error(`no schema ${ref} in schemas/`);
  return validate;
}

export function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 3)
    .map((error) => {
      const where = error.instancePath ? error.instancePath.slice(1).replace(/\//g, '.') : 'the request';
      const params = error.params as Record<string, unknown>;
      if (error.keyword === 'required') return `${where} needs ${String(params.missingProperty)}`;
      if (error.keyword === 'additionalProperties')
        return `${where} has an unknown property ${String(params.additionalProperty)}`;
      return `${where} ${error.message ?? 'is not valid'}`;
    })
    .join('; ');
}

/** Reads the body with `read`, then validates it: a body that cannot be read, or a wrong one, is a 400. */
function validBody(
  ref: string,
  read: (c: Context<AppEnv>) => Promise<unknown>,
  messages: { unreadable: string; invalid: string },
): MiddlewareHandler<AppEnv> {
  const validate = validator(bodies, ref);
  return async (c, next) => {
    let value: unknown;
    try {
      value = await read(c);
    } catch {
      throw badRequest(messages.unreadable);
    }
    if (!validate(value)) throw badRequest(`${messages.invalid}: ${describeErrors(validate.errors)}.`);
    c.set('body', value);
    await next();
  };
}

/** Parses the JSON body and validates it against a schema, e.g. body('api/login.json#/$defs/UserLoginRequest'). */
export function body(ref: string): MiddlewareHandler<AppEnv> {
  return validBody(ref, (c) => c.req.json(), {
    unreadable: 'The request body is not valid JSON.',
    invalid: 'Invalid request',
  });
}

/** Parses a form post (application/x-www-form-urlencoded) and validates its fields as text. */
export function form(ref: string): MiddlewareHandler<AppEnv> {
  return validBody(ref, (c) => c.req.parseBody(), {
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
function propertyTypes(validate: ValidateFunction): Map<string, unknown> {
  const schema = validate.schema as { properties?: Record<string, { type?: unknown }> };
  return new Map(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, property.type]));
}

/** Validates the query string: integers must be plain digits within the schema's range. */
export function query(ref: string): MiddlewareHandler<AppEnv> {
  const validate = validator(bodies, ref);
  const types = propertyTypes(validate);
  return async (c, next) => {
    const value: Record<string, unknown> = {};
    for (const [name, text] of Object.entries(c.req.query())) {
      const type = types.get(name);
      value[name] = readQueryValue(text, type);
      if (type === 'integer' && typeof value[name] !== 'number')
        throw badRequest(`Invalid query: ${name} must be an integer written in digits (such as 30).`);
    }
    if (!validate(value)) throw badRequest(`Invalid query: ${describeErrors(validate.errors)}.`);
    c.set('query', value);
    await next();
  };
}
