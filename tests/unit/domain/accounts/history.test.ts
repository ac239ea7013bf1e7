import { describe, expect, it } from 'vitest';
import {
  HISTORY_COLUMN_IDS,
  HISTORY_COLUMNS,
  HISTORY_FIRST_SORT,
  historyColumnsOf,
  historyDays,
  historyWindows,
  timeOfDay,
  type HistoryColumnId,
  type HistoryEntry,
} from '../../../../src/domain/accounts/history';
import { nextSort, sortRows, type SortState } from '../../../../src/domain/accounts/sorting';

describe('historyWindows: 30, 60, 90 and All (days since opened)', () => {
  it.each<[string, unknown, string[], number | undefined]>([
    ['a year-old loan', 365, ['30', '60', '90', 'all'], 365],
    ['a loan opened 10 days ago (All is fewer days than 30)', 10, ['30', '60', '90', 'all'], 10],
    ['opened today: at least one day', 0, ['30', '60', '90', 'all'], 1],
    ['a fraction of a day rounds up', 12.2, ['30', '60', '90', 'all'], 13],
    ['more than the call takes is capped at 100 years', 50000, ['30', '60', '90', 'all'], 36500],
    ['unknown: no All', undefined, ['30', '60', '90'], undefined],
    ['not a number: no All', '365', ['30', '60', '90'], undefined],
    ['negative: no All', -3, ['30', '60', '90'], undefined],
    ['NaN: no All', Number.NaN, ['30', '60', '90'], undefined],
  ])('%s', (_label, daysSinceOpened, ids, allDays) => {
    const windows = historyWindows(daysSinceOpened);
    expect(windows.map((window) => window.id)).toEqual(ids);
    expect(windows.slice(0, 3).map((window) => window.days)).toEqual([30, 60, 90]);
    expect(windows.find((window) => window.id === 'all')?.days).toBe(allDays);
  });
});

describe('historyDays', () => {
  it.each<[string, unknown, number]>([
    ['30', 400, 30],
    ['60', 400, 60],
    ['90', 400, 90],
    ['all', 400, 400],
    ['all', undefined, 30],
    ['45', 400, 30],
    ['', 400, 30],
  ])('window %s with %s days open asks %i days', (window, daysSinceOpened, days) => {
    expect(historyDays(window, daysSinceOpened)).toBe(days);
  });
});

describe('timeOfDay', () => {
  it.each<[unknown, number | undefined]>([
    ['00:00:00', 0],
    ['14:05:09', 14 * 3600 + 5 * 60 + 9],
    ['14:05', 14 * 3600 + 5 * 60],
    ['9:30', 9 * 3600 + 30 * 60],
    ['2:05 PM', 14 * 3600 + 5 * 60],
    ['12:00 AM', 0],
    ['12:00 PM', 12 * 3600],
    ['2026-11-13T15:05:00', 15 * 3600 + 5 * 60],
    ['23:59:59.500', 23 * 3600 + 59 * 60 + 59],
    ['24:00:00', undefined],
    ['13:00 PM', undefined],
    ['10:60', undefined],
    ['noon', undefined],
    ['', undefined],
    [1405, undefined],
    [null, undefined],
  ])('%j -> %s', (value, seconds) => {
    expect(timeOfDay(value)).toBe(seconds);
  });
});

describe('historyColumnsOf: the spec order after the hide flags', () => {
  it.each<[readonly string[] | undefined, HistoryColumnId[]]>([
    [undefined, [...HISTORY_COLUMN_IDS]],
    [
      ['time', 'date', 'total'],
      ['date', 'total', 'time'],
    ],
    [['description', 'unknown'], ['description']],
    [[], []],
  ])('%j', (wanted, expected) => {
    expect(historyColumnsOf(wanted)).toEqual(expected);
  });

  it('shows the columns of spec 03 §2.6 in its order', () => {
    expect(HISTORY_COLUMN_IDS).toEqual([
      'date',
      'description',
      'principal',
      'interest',
      'other',
      'total',
      'principalBalance',
      'time',
    ]);
  });
});

function entry(date: string, description: string, total: number, time: string): HistoryEntry {
  return {
    TransactionDate: date,
    TransactionDescription: description,
    PrincipalAmount: total - 10,
    InterestAmount: 10,
    OtherAmount: 0,
    TotalPaymentAmount: total,
    RunningPrincipalBalance: 1000 - total,
    TransactionTime: time,
  };
}

const ROWS = [
  entry('2026-10-01', 'Payment', 250, '09:15:00'),
  entry('2026-11-01', 'Late Fee', 25, '17:00:00'),
  entry('2026-09-01', 'Advance', 1000, '11:30:00'),
];

const descriptions = (rows: HistoryEntry[]) => rows.map((row) => row.TransactionDescription);
const columns = HISTORY_COLUMN_IDS.map((id) => HISTORY_COLUMNS[id]);

describe('history sorting: the first click on a column sorts it descending', () => {
  it.each<[HistoryColumnId, string[]]>([
    ['date', ['Late Fee', 'Payment', 'Advance']],
    ['description', ['Payment', 'Late Fee', 'Advance']],
    ['total', ['Advance', 'Payment', 'Late Fee']],
    ['principalBalance', ['Late Fee', 'Payment', 'Advance']],
    ['time', ['Late Fee', 'Advance', 'Payment']],
  ])('%s', (column, expected) => {
    const first = nextSort(null, column, HISTORY_FIRST_SORT);
    expect(first.direction).toBe('descending');
    expect(descriptions(sortRows(ROWS, columns, first))).toEqual(expected);
    const second = nextSort(first, column, HISTORY_FIRST_SORT);
    expect(descriptions(sortRows(ROWS, columns, second))).toEqual([...expected].reverse());
  });

  it.each<[SortState | null, string, SortState]>([
    [null, 'date', { column: 'date', direction: 'descending' }],
    [{ column: 'date', direction: 'descending' }, 'date', { column: 'date', direction: 'ascending' }],
    [{ column: 'date', direction: 'ascending' }, 'total', { column: 'total', direction: 'descending' }],
  ])('from %j a click on %s gives %j', (current, column, expected) => {
    expect(nextSort(current, column, HISTORY_FIRST_SORT)).toEqual(expected);
  });
});
