import type Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject } from 'ajv/dist/2020.js';
import { createHash } from 'node:crypto';
import { projectAjv, readSchemas } from '../../../schemas/ajv.ts';
import { outcome } from '../outcomes.ts';
import { fill, type Finding, type JsonPath, type LintContext, type Rule } from '../types.ts';
import { isRecord } from '../walk.ts';
import { pathOf } from './schema-mismatch.ts';
import { shown } from './settings-file-value-type.ts';

const messages = {
  notSchema: 'A JSON Schema must be an object or a boolean, not {actual}',
  meta: 'Not a valid JSON Schema (2020-12): {where} {problem}',
  compile: 'The schema does not compile under ajv strict mode: {problem}',
};

/**
 * A fresh project ajv (schemas/ajv.ts) with every other project schema loadable by $id;
 * a broken one is left out (it is reported when that file is linted).
 */
function freshAjv(id: unknown, schemas: readonly unknown[]): Ajv2020 {
  const others = schemas.filter((schema) => !(isRecord(schema) && schema.$id === id));
  return projectAjv({ schemas: others, skipBroken: true, code: { optimize: false } });
}

/** The project schemas on disk, read once per run (a run builds one context). */
const onDisk = new WeakMap<LintContext, { schemas: unknown[]; texts: Map<string, string>; digest: string }>();

/** The project schemas on disk for this run. */
function diskOf(context: LintContext) {
  let disk = onDisk.get(context);
  if (!disk) {
    // An unreadable file is reported as json/invalid when it is linted.
    const schemas = readSchemas({ skipBroken: true });
    const texts = new Map<string, string>();
    const hash = createHash('sha256');
    for (const entry of schemas) {
      const text = JSON.stringify(entry);
      hash.update(`${text}\u0000`);
      if (isRecord(entry) && typeof entry.$id === 'string') texts.set(entry.$id, text);
    }
    const digest = hash.digest('base64url');
    onDisk.set(context, (disk = { schemas, texts, digest }));
  }
  return disk;
}

/**
 * The ajv to check a schema with. A file that is the project's own schema of its $id, as
 * on disk, is checked in the context's project ajv (the same options and schemas as a
 * fresh one, and each schema compiled once per run); any other gets a fresh ajv with the
 * other project schemas.
 */
function ajvFor(schema: unknown, context: LintContext): { ajv: Ajv2020; shared: boolean } {
  const disk = diskOf(context);
  const id = isRecord(schema) ? schema.$id : undefined;
  if (typeof id === 'string' && disk.texts.get(id) === JSON.stringify(schema))
    return { ajv: context.ajv, shared: true };
  return { ajv: freshAjv(id, disk.schemas), shared: false };
}

/** Keywords that only say that one of their branches failed. */
const SUMMARIES = new Set(['if', 'anyOf', 'oneOf', 'allOf', 'not']);

function problemOf(error: ErrorObject): string {
  const problem = error.message ?? 'is not allowed';
  if (error.keyword !== 'enum') return problem;
  const values = (error.params as { allowedValues: unknown[] }).allowedValues;
  return `${problem}: ${values.map((value) => JSON.stringify(value)).join(', ')}`;
}

/** Depth first, the first object that has this property (for "unknown keyword"). */
function findKey(value: unknown, key: string, path: JsonPath = []): JsonPath | undefined {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findKey(item, key, [...path, index]);
      if (found) return found;
    }
  } else if (isRecord(value)) {
    if (Object.hasOwn(value, key)) return [...path, key];
    for (const [name, item] of Object.entries(value)) {
      const found = findKey(item, key, [...path, name]);
      if (found) return found;
    }
  }
  return undefined;
}

/** Depth first, the first $ref whose value is one of these. */
function findRef(value: unknown, refs: readonly string[], path: JsonPath = []): JsonPath | undefined {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findRef(item, refs, [...path, index]);
      if (found) return found;
    }
  } else if (isRecord(value)) {
    if (typeof value.$ref === 'string' && refs.includes(value.$ref)) return [...path, '$ref'];
    for (const [name, item] of Object.entries(value)) {
      const found = findRef(item, refs, [...path, name]);
      if (found) return found;
    }
  }
  return undefined;
}

/** Where a compile error points, when ajv's message or error names a place. */
function placeOf(value: unknown, error: Error): Pick<Finding, 'path' | 'on'> {
  const keyword = /unknown keyword: "([^"]+)"/.exec(error.message);
  if (keyword) {
    const path = findKey(value, keyword[1]!);
    if (path) return { path, on: 'key' };
  }
  if (/no schema with key or ref/.test(error.message) && isRecord(value) && '$schema' in value)
    return { path: ['$schema'] };
  const missing = error as Error & { missingRef?: string; missingSchema?: string };
  if (typeof missing.missingRef === 'string') {
    const refs = [missing.missingRef, missing.missingSchema ?? ''].filter(Boolean);
    const path = findRef(value, refs);
    if (path) return { path };
  }
  const at = /at (?:path )?"#([^"]*)"/.exec(error.message);
  if (at) {
    try {
      return { path: pathOf(value, decodeURIComponent(at[1]!)) };
    } catch {
      // not a pointer after all
    }
  }
  return { path: [] };
}

export const schemaCompile: Rule = {
  id: 'schema/compile',
  description:
    "A file of schemas/ that ajv does not accept as a JSON Schema (2020-12) in strict mode, with the project's other schemas loadable by $id.",
  severity: 'error',
  kinds: ['schema'],
  messages,
  check(file, context) {
    const schema = file.value;
    if (!isRecord(schema) && typeof schema !== 'boolean')
      return [{ message: fill(messages.notSchema, { actual: shown(schema) }), path: [] }];
    // The findings follow from this schema and the project's schemas on disk (its $refs),
    // so they are kept by both (outcomes.ts): a run after one with the same schemas does not
    // compile them again.
    const input = `${diskOf(context).digest}\u0000${JSON.stringify(schema)}`;
    return outcome('schema/compile', input, () => compileFindings(schema, context));
  },
};

function compileFindings(schema: Record<string, unknown> | boolean, context: LintContext): Finding[] {
  const { ajv, shared } = ajvFor(schema, context);
  try {
    if (!ajv.validateSchema(schema)) {
      const errors = ajv.errors ?? [];
      const specific = errors.filter((error) => !SUMMARIES.has(error.keyword));
      const seen = new Set<string>();
      return (specific.length ? specific : errors).flatMap((error) => {
        if (seen.has(error.instancePath)) return [];
        seen.add(error.instancePath);
        const where = error.instancePath ? `"#${error.instancePath}"` : 'the root';
        return [
          {
            message: fill(messages.meta, { where, problem: problemOf(error) }),
            path: pathOf(schema, error.instancePath),
          },
        ];
      });
    }
    if (shared) ajv.getSchema((schema as { $id: string }).$id);
    else ajv.compile(schema);
    return [];
  } catch (error) {
    const problem = (error as Error).message.replace(/^strict mode: /, '');
    return [{ message: fill(messages.compile, { problem }), ...placeOf(schema, error as Error) }];
  }
}
