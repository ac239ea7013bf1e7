import { getUiOptions, type UiSchema } from '@rjsf/utils';

type UiOptions = ReturnType<typeof getUiOptions>;

// Declared, not given as type arguments, and keyed by `object`: `new WeakMap<UiSchema, …>()` made
// the type check compare rjsf's generic types for about 2 s of its 25 (issue 33).
const read: WeakMap<object, UiOptions> = new WeakMap();
const NONE = getUiOptions({});

/**
 * A uiSchema's options as rjsf's getUiOptions gives them (without global options), read once
 * per uiSchema object: the engine keeps one object per field state, and PlainStringField and
 * the theme's template read them for every field of a form.
 */
export function uiOptionsOf(uiSchema: UiSchema | undefined): UiOptions {
  if (uiSchema === undefined) return NONE;
  let options = read.get(uiSchema);
  if (!options) read.set(uiSchema, (options = getUiOptions(uiSchema)));
  return options;
}
