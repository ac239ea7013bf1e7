/**
 * The project's one ajv setup, beside the schemas it loads: JSON Schema 2020-12 in strict
 * mode (required properties may be declared elsewhere, as in anyOf branches), union types
 * allowed, ajv-formats, the project's annotation keywords x-kind and x-operations, and
 * every schema of schemas/ and schemas/api/ loadable by its $id. The server (requests,
 * settings files), the generator (the browser's answer validators, the API types) and
 * portal-lint take it from here and say only what differs. It lives in schemas/ because
 * server/ may import neither tools/ nor most of src/ (eslint.config.js).
 */
import Ajv2020, { type CodeOptions, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SCHEMAS_DIR = dirname(fileURLToPath(import.meta.url));
export const API_SCHEMAS_DIR = join(SCHEMAS_DIR, 'api');

/** The project's own keywords: annotations for people and portal-lint, not checks. */
const ANNOTATIONS = ['x-kind', 'x-operations'];

export interface ProjectAjvOptions {
  /** Collect every error (the default: messages name all that is wrong), or stop at the first. */
  allErrors?: boolean;
  /** ajv's code options, e.g. `{ source: true, lines: false }` for standalone code. */
  code?: CodeOptions;
  /** The schemas to load instead of those on disk (portal-lint checks edited ones). */
  schemas?: readonly unknown[];
  /** Leave out a schema that is not JSON or that ajv does not take, instead of throwing. */
  skipBroken?: boolean;
}

/** The schema files of schemas/ and schemas/api/, each folder sorted by name. */
export function schemaFiles(): string[] {
  return [SCHEMAS_DIR, API_SCHEMAS_DIR].flatMap((dir) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
      .map((entry) => join(dir, entry.name))
      .sort(),
  );
}

/** A schema file's JSON; a file that is not JSON throws an error that names it. */
export function readSchema(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`schemas/${relative(SCHEMAS_DIR, file)} is not valid JSON: ${(error as Error).message}`);
  }
}

/** Every project schema as it is on disk; with skipBroken, files that are not JSON are left out. */
export function readSchemas({ skipBroken = false } = {}): unknown[] {
  return schemaFiles().flatMap((file) => {
    try {
      return [readSchema(file)];
    } catch (error) {
      if (skipBroken) return [];
      throw error;
    }
  });
}

/** An ajv (2020-12) with the project's options that knows every project schema by its $id. */
export function projectAjv(options: ProjectAjvOptions = {}): Ajv2020 {
  const { allErrors = true, code, skipBroken = false } = options;
  const ajv = new Ajv2020({
    allErrors,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    ...(code && { code }),
  });
  addFormats.default(ajv);
  for (const keyword of ANNOTATIONS) ajv.addKeyword(keyword);
  for (const schema of options.schemas ?? readSchemas({ skipBroken })) {
    try {
      ajv.addSchema(schema as object);
    } catch (error) {
      if (!skipBroken) throw error;
    }
  }
  return ajv;
}

/** The first three errors in words, for an answer or a message: "UserId needs Code; the request has …". */
export function describeErrors(errors: readonly ErrorObject[] | null | undefined): string {
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
