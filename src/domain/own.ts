/**
 * A record's own entry, or undefined. Names that come from outside (server reasons,
 * setting keys, field names) must never reach Object.prototype: a plain `record[key]`
 * answers 'constructor' or 'toString' with a function.
 */
export function own<T>(record: Readonly<Record<string, T>> | undefined | null, key: string): T | undefined {
  return record != null && Object.hasOwn(record, key) ? record[key] : undefined;
}
