/**
 * The two theme values that are not colours: the corner radius (a CSS length) and the font
 * stack (a font-family list). Both end up inside a CSS custom property, so they are checked
 * against a small grammar rather than passed through: nothing can close the declaration,
 * open a block or fetch a file (`;`, `{`, `}`, `url(`), and no web font is downloaded.
 */

/** The largest corner radius the portal's cards and controls are drawn for. */
export const MAX_RADIUS_PX = 32;

/** Whether the value is a length from 0 to 32px: `0` or a number of px such as `8px` or `2.5px`. */
export function isCornerRadius(value: string): boolean {
  const match = /^(?:0|(\d+(?:\.\d+)?|\.\d+)px)$/.exec(value.trim());
  return match !== null && Number(match[1] ?? 0) <= MAX_RADIUS_PX;
}

/** One family: a quoted name, or words of letters, digits, `-` and `_` (system-ui, Segoe UI). */
const FAMILY = String.raw`(?:"[^"\\;{}]+"|'[^'\\;{}]+'|-?[A-Za-z_][\w-]*(?:\s+-?[A-Za-z_][\w-]*)*)`;
const STACK = new RegExp(String.raw`^\s*${FAMILY}(?:\s*,\s*${FAMILY})*\s*$`);

/** Whether the value is a CSS font-family list: families separated by commas, at most 300 characters. */
export function isFontStack(value: string): boolean {
  return value.length <= 300 && !/[;{}]|url\(/i.test(value) && STACK.test(value);
}
