/**
 * Where the project's data files live, and their schemas loaded into one ajv instance.
 * Shared by the generator, the lint tool and the tests that validate data files.
 */
import type Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SCHEMAS_DIR = join(ROOT, 'schemas');
export const SCREENS_DIR = join(ROOT, 'screen-definitions');
export const RULES_DIR = join(ROOT, 'rules');
export const NAVIGATION_DIR = join(ROOT, 'navigation');
export const LOCALES_DIR = join(ROOT, 'locales');

export function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(dir, entry.name))
    .sort();
}

export function readJson(file: string): unknown {
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${relative(ROOT, file)} is not valid JSON: ${(error as Error).message}`);
  }
}

export function projectPath(file: string): string {
  return relative(ROOT, file).split('\\').join('/');
}

/**
 * The project's ajv (schemas/ajv.ts), which knows every schema of schemas/ and
 * schemas/api/ by its $id. With skipBroken, a schema that is not valid JSON or not a
 * valid schema is left out instead of stopping (the lint reports it with its own rules).
 */
export { projectAjv as createProjectAjv } from '../schemas/ajv.ts';

export function schemaValidator(ajv: Ajv2020, id: string): ValidateFunction {
  const validate = ajv.getSchema(id);
  if (!validate) throw new Error(`schema ${id} is not in schemas/`);
  return validate;
}

export function describeErrors(validate: ValidateFunction): string {
  return (validate.errors ?? []).map((error) => `  ${error.instancePath || '/'} ${error.message}`).join('\n');
}
