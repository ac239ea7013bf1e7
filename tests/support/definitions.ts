/**
 * Loads a screen definition written inside a test the way the app loads generated ones:
 * each form's validator is precompiled by the generator's own code path and imported as
 * an ES module, so tests exercise the same eval-free validation as the browser.
 */
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { RJSFSchema } from '@rjsf/utils';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  childBlocks,
  type Block,
  type FormBlock,
  type LoadedScreen,
  type ScreenDefinition,
} from '../../src/engine';
import { ROOT } from '../../tools/project.ts';
import { standaloneToEsm } from '../../tools/generate/standalone.ts';

const TMP = join(ROOT, 'tests', '.tmp');
const RUNTIME = join(ROOT, 'src', 'engine', 'compile', 'ajvRuntime.ts');

function forms(blocks: readonly Block[], into: FormBlock[] = []): FormBlock[] {
  for (const block of blocks) {
    if (block.type === 'form') into.push(block);
    else forms(childBlocks(block), into);
  }
  return into;
}

async function validatorsFor(schema: RJSFSchema): Promise<Record<string, unknown>> {
  const code = standaloneToEsm(compileSchemaValidatorsCode(schema), pathToFileURL(RUNTIME).href);
  const file = join(TMP, `${createHash('sha1').update(code).digest('hex')}.mjs`);
  mkdirSync(TMP, { recursive: true });
  writeFileSync(file, code);
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: Record<string, unknown> })
    .default;
}

export async function loadScreen(
  definition: ScreenDefinition,
  file = 'screen-definitions/test.json',
): Promise<LoadedScreen> {
  const validators: Record<string, Record<string, unknown>> = {};
  for (const form of forms(definition.blocks))
    validators[form.id] = await validatorsFor(form.schema as RJSFSchema);
  return { file, definition, validators };
}

/** A screen holding one form with the given fields, for widget and engine tests. */
export function formScreen(
  schema: FormBlock['schema'],
  fields: FormBlock['fields'],
  extra: Partial<FormBlock> = {},
): ScreenDefinition {
  return {
    id: 'test',
    route: 'home/test',
    title: 'login.title',
    blocks: [
      { type: 'form', id: 'test', action: 'submit', schema, fields, submit: 'login.submit', ...extra },
    ],
  };
}
