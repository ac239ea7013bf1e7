/**
 * Sorting of the dashboard's lists (spec 03 §2.2): a column header toggles between
 * ascending and descending; a column compares as text, number or date. A missing or
 * unreadable value counts as the smallest, so it comes first ascending and last
 * descending, and descending is always the exact reverse of ascending.
 */
import { parseIsoDate } from '../dates';

export type SortKind = 'string' | 'number' | 'date';
export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  column: string;
  direction: SortDirection;
}

/** How a list sorts by one of its columns. */
export interface ColumnSpec<Row> {
  id: string;
  kind: SortKind;
  value: (row: Row) => unknown;
}

/**
 * The sort after a click on a column's header: a new column starts in the list's first
 * direction (ascending unless the list says otherwise), the same one flips.
 */
export function nextSort(
  current: SortState | null,
  column: string,
  first: SortDirection = 'ascending',
): SortState {
  if (current?.column !== column) return { column, direction: first };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function dateKey(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  const day = parseIsoDate(text);
  if (day !== undefined) return day;
  // Only an ISO 8601 instant: Date.parse would also roll 2026-02-30 over to March.
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : time;
}

function sortKey(kind: SortKind, value: unknown): string | number | undefined {
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  if (kind === 'date') return dateKey(value);
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/** Negative when a sorts before b ascending. */
export function compareValues(kind: SortKind, a: unknown, b: unknown): number {
  const x = sortKey(kind, a);
  const y = sortKey(kind, b);
  if (x === undefined || y === undefined) {
    if (x === y) return 0;
    return x === undefined ? -1 : 1;
  }
  if (typeof x === 'string' || typeof y === 'string') return collator.compare(String(x), String(y));
  return x - y;
}

/** A sorted copy (stable: equal values keep their order); no sort keeps the given order. */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly ColumnSpec<Row>[],
  sort: SortState | null,
): Row[] {
  const column = sort && columns.find((candidate) => candidate.id === sort.column);
  if (!sort || !column) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compareValues(column.kind, column.value(a), column.value(b)));
}
