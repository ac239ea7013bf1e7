import { describe, expect, it } from 'vitest';
import {
  compareValues,
  nextSort,
  sortRows,
  type ColumnSpec,
  type SortKind,
  type SortState,
} from '../../../../src/domain/accounts';

describe('nextSort: headers toggle ascending and descending', () => {
  it.each<[string, SortState | null, string, SortState]>([
    ['first click', null, 'rate', { column: 'rate', direction: 'ascending' }],
    [
      'second click',
      { column: 'rate', direction: 'ascending' },
      'rate',
      { column: 'rate', direction: 'descending' },
    ],
    [
      'third click',
      { column: 'rate', direction: 'descending' },
      'rate',
      { column: 'rate', direction: 'ascending' },
    ],
    [
      'another column starts ascending',
      { column: 'rate', direction: 'descending' },
      'number',
      { column: 'number', direction: 'ascending' },
    ],
  ])('%s', (_label, current, column, expected) => {
    expect(nextSort(current, column)).toEqual(expected);
  });
});

describe('compareValues', () => {
  it.each<[SortKind, unknown, unknown, -1 | 0 | 1]>([
    ['string', 'apple', 'Banana', -1],
    ['string', 'b', 'A', 1],
    ['string', 'Auto', 'auto', 0],
    ['string', 'A-2', 'A-10', -1],
    ['string', '', 'a', -1],
    ['string', undefined, 'a', -1],
    ['string', null, undefined, 0],
    ['number', 2, 10, -1],
    ['number', 10.5, 10.25, 1],
    ['number', -1, 0, -1],
    ['number', undefined, -100, -1],
    ['number', Number.NaN, 0, -1],
    ['number', '5', 1, -1],
    ['date', '2026-01-31', '2026-02-01', -1],
    ['date', '2026-11-19T15:00:00Z', '2026-11-19T09:00:00Z', 1],
    ['date', '2026-11-19', '2026-11-19', 0],
    ['date', null, '2026-01-01', -1],
    ['date', 'not a date', '2026-01-01', -1],
    ['date', '2026-02-30', '2026-01-01', -1],
  ])('%s: %j vs %j', (kind, a, b, expected) => {
    expect(Math.sign(compareValues(kind, a, b))).toBe(expected);
    expect(Math.sign(compareValues(kind, b, a))).toBe(expected === 0 ? 0 : -expected);
  });
});

interface Row {
  name: string;
  amount?: number;
  due?: string | null;
}
const rows: Row[] = [
  { name: 'Car', amount: 300, due: '2026-12-05' },
  { name: 'boat', amount: 20, due: null },
  { name: 'Home', due: '2026-11-30' },
  { name: 'atv', amount: 300, due: '2027-01-01' },
];
const columns: ColumnSpec<Row>[] = [
  { id: 'name', kind: 'string', value: (row) => row.name },
  { id: 'amount', kind: 'number', value: (row) => row.amount },
  { id: 'due', kind: 'date', value: (row) => row.due },
];

describe('sortRows', () => {
  it.each<[string, SortState | null, string[]]>([
    ['no sort keeps the order', null, ['Car', 'boat', 'Home', 'atv']],
    [
      'unknown column keeps the order',
      { column: 'x', direction: 'ascending' },
      ['Car', 'boat', 'Home', 'atv'],
    ],
    [
      'text ascending, ignoring case',
      { column: 'name', direction: 'ascending' },
      ['atv', 'boat', 'Car', 'Home'],
    ],
    ['text descending', { column: 'name', direction: 'descending' }, ['Home', 'Car', 'boat', 'atv']],
    [
      'number ascending, missing first, ties stable',
      { column: 'amount', direction: 'ascending' },
      ['Home', 'boat', 'Car', 'atv'],
    ],
    [
      'number descending, missing last',
      { column: 'amount', direction: 'descending' },
      ['Car', 'atv', 'boat', 'Home'],
    ],
    [
      'date ascending, missing first',
      { column: 'due', direction: 'ascending' },
      ['boat', 'Home', 'Car', 'atv'],
    ],
    ['date descending', { column: 'due', direction: 'descending' }, ['atv', 'Car', 'Home', 'boat']],
  ])('%s', (_label, sort, expected) => {
    expect(sortRows(rows, columns, sort).map((row) => row.name)).toEqual(expected);
  });

  it('returns a copy and leaves the rows as they were', () => {
    const before = rows.map((row) => row.name);
    const sorted = sortRows(rows, columns, { column: 'name', direction: 'ascending' });
    expect(sorted).not.toBe(rows);
    expect(rows.map((row) => row.name)).toEqual(before);
  });
});
