/**
 * Where things are in a navigation definition (navigation/, schemas/navigation.schema.json):
 * each item of each list (menu, headerLinks) with its JSON path, and the settings keys of
 * their labels. The file may be malformed, so every step checks what it walks into.
 */
import type { JsonPath } from './types.ts';
import { isRecord, type Json, type KeyAt } from './walk.ts';

export interface NavigationItemAt {
  /** The list's name in the file: menu, headerLinks. */
  list: string;
  item: Json;
  path: JsonPath;
}

/** The items of every list of the file, in order. */
export function* navigationItemsOf(definition: unknown): Generator<NavigationItemAt> {
  if (!isRecord(definition)) return;
  for (const [list, items] of Object.entries(definition)) {
    if (!Array.isArray(items)) continue;
    for (const [index, item] of items.entries()) {
      if (isRecord(item)) yield { list, item, path: [list, index] };
    }
  }
}

/** The label of every item: a settings key. */
export function* navigationKeysOf(definition: unknown): Generator<KeyAt> {
  for (const { item, path } of navigationItemsOf(definition)) {
    if ('label' in item) yield { key: item.label, path: [...path, 'label'] };
  }
}
