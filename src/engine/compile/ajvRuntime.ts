/**
 * The runtime helpers that ajv's standalone validators call. The generator points the
 * validators' `require(...)` calls here, so the browser bundle holds ESM code only.
 */
import { deepEquals } from '@rjsf/utils';

/** String length in code points, as JSON Schema counts it. */
export function ucs2length(text: string): number {
  let length = 0;
  for (let index = 0; index < text.length; index++) {
    length++;
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      if ((text.charCodeAt(index + 1) & 0xfc00) === 0xdc00) index++;
    }
  }
  return length;
}

export const equal = deepEquals;
