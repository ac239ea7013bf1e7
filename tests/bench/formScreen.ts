/**
 * Bench A's screen as the generator would ship it: the form's validator precompiled by ajv
 * into an ES module, written where node (and the browser bench's build) import it from.
 */
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { RJSFSchema } from '@rjsf/utils';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoadedScreen, ScreenDefinition } from '../../src/engine';
import { standaloneToEsm } from '../../tools/generate/standalone.ts';
import { ROOT } from '../../tools/project.ts';
import { FORM_ID } from './formFixture';

const TMP = join(ROOT, 'tests', '.tmp', 'bench');
const RUNTIME = join(ROOT, 'src', 'engine', 'compile', 'ajvRuntime.ts');

/** Writes the module of the definition's form validator; `runtime` is how it imports ajv's helpers. */
export function writeValidatorModule(
  definition: ScreenDefinition,
  runtime = pathToFileURL(RUNTIME).href,
): string {
  const form = definition.blocks[0];
  if (form?.type !== 'form') throw new Error('the bench definition must start with its form');
  const code = standaloneToEsm(compileSchemaValidatorsCode(form.schema as RJSFSchema), runtime);
  const file = join(TMP, `${createHash('sha1').update(code).digest('hex')}.mjs`);
  mkdirSync(TMP, { recursive: true });
  writeFileSync(file, code);
  return file;
}

/** The definition with its form's validator precompiled and imported as the generator does it. */
export async function loadEngineScreen(definition: ScreenDefinition): Promise<LoadedScreen> {
  const file = writeValidatorModule(definition);
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
    default: Record<string, unknown>;
  };
  return { file: 'screen-definitions/bench.json', definition, validators: { [FORM_ID]: module.default } };
}

/** The path of ajv's runtime helpers, for a bundler to resolve. */
export const AJV_RUNTIME = RUNTIME;
