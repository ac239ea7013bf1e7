const TRUE = new Set(['true', 'yes', 'on', '1']);
const FALSE = new Set(['false', 'no', 'off', '0', '']);

/** Reads a boolean-ish setting value; undefined when it is not one. */
export function parseFlag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const normal = value.trim().toLowerCase();
  if (TRUE.has(normal)) return true;
  if (FALSE.has(normal)) return false;
  return undefined;
}
