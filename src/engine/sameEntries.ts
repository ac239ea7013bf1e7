/** Whether two values are the same for a comparison of records (by default, the same value). */
export type Same = (a: unknown, b: unknown) => boolean;

/** Two records with the same entries, each pair the same by `same`. */
export function sameEntries(a: object, b: object, same: Same = Object.is): boolean {
  if (a === b) return true;
  const x = a as Readonly<Record<string, unknown>>;
  const y = b as Readonly<Record<string, unknown>>;
  const names = Object.keys(x);
  return names.length === Object.keys(y).length && names.every((name) => same(x[name], y[name]));
}
