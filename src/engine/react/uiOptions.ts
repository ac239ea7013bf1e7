import { getUiOptions, type UiSchema } from '@rjsf/utils';

const read = new WeakMap<UiSchema, ReturnType<typeof getUiOptions>>();
const NONE = getUiOptions({});

/**
 * A uiSchema's options as rjsf's getUiOptions gives them (without global options), read once
 * per uiSchema object: the engine keeps one object per field state, and PlainStringField and
 * the theme's template read them for every field of a form.
 */
export function uiOptionsOf(uiSchema: UiSchema | undefined): ReturnType<typeof getUiOptions> {
  if (uiSchema === undefined) return NONE;
  let options = read.get(uiSchema);
  if (!options) read.set(uiSchema, (options = getUiOptions(uiSchema)));
  return options;
}
