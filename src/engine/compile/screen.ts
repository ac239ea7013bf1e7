import { childBlocks } from '../blockTypes';
import type { Block, FormBlock, LoadedScreen } from '../definition';
import { DefinitionError } from '../errors';
import type { Settings } from '../settings';
import { checkScreen } from './check';
import type { FieldChecks } from './constraints';
import { FormModel } from './form';
import type { KnownNames } from './names';

export interface CompiledScreen {
  loaded: LoadedScreen;
  forms: ReadonlyMap<string, FormModel>;
}

function collectForms(blocks: readonly Block[], into: FormBlock[] = []): FormBlock[] {
  for (const block of blocks) {
    if (block.type === 'form') into.push(block);
    else collectForms(childBlocks(block), into);
  }
  return into;
}

/**
 * Checks a loaded definition and prepares its forms. A definition the renderer cannot
 * trust stops here with an error naming the file and the JSON path.
 */
export function compileScreen(
  loaded: LoadedScreen,
  names: KnownNames,
  settings: Settings,
  checks: FieldChecks = {},
): CompiledScreen {
  const { definition, file } = loaded;
  const [issue] = checkScreen(definition, names, settings);
  if (issue) throw new DefinitionError(file, issue.path, issue.message);
  const forms = new Map<string, FormModel>();
  for (const block of collectForms(definition.blocks)) {
    if (forms.has(block.id)) throw new DefinitionError(file, `/blocks`, `two forms are named "${block.id}"`);
    if (!loaded.validators[block.id]) {
      throw new DefinitionError(
        file,
        `/blocks`,
        `form "${block.id}" has no precompiled validator; run npm run generate`,
      );
    }
    forms.set(block.id, new FormModel(block, settings, checks));
  }
  return { loaded, forms };
}
