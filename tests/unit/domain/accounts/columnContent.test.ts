import { describe, expect, it } from 'vitest';
import { columnsWithContent, isBlankCell } from '../../../../src/domain/accounts';

type Row = Readonly<Record<string, string | null | undefined>>;

const COLUMNS = ['status', 'number', 'comment', 'amount'] as const;
const text = (column: string, row: Row) => row[column];

describe('isBlankCell', () => {
  it.each<[string | null | undefined, boolean]>([
    ['', true],
    ['   ', true],
    [null, true],
    [undefined, true],
    ['closed', false],
    [' $0.00 ', false],
    ['0', false],
  ])('%j is blank: %s', (value, blank) => {
    expect(isBlankCell(value)).toBe(blank);
  });
});

describe('columnsWithContent: a column whose every cell is blank is left out', () => {
  it.each<[string, Row[], boolean, string[]]>([
    [
      'the loan list of the demo: no comment on any open loan',
      [
        { status: 'Past Due', number: '01-123400-1', comment: '', amount: '$978.40' },
        { status: 'Current', number: '01-123401-9', comment: '  ', amount: '$312.45' },
      ],
      false,
      ['status', 'number', 'amount'],
    ],
    [
      'one row with a comment brings the column back (the closed loan shown)',
      [
        { status: 'Past Due', number: '01-123400-1', comment: '', amount: '$978.40' },
        { status: 'Paid Off', number: '01-099870-4', comment: 'closed', amount: '$0.00' },
      ],
      false,
      ['status', 'number', 'comment', 'amount'],
    ],
    [
      'a missing value counts as blank',
      [{ status: 'Current', number: '01-1', comment: undefined, amount: null }],
      false,
      ['status', 'number'],
    ],
    [
      'the setting keeps every column',
      [{ status: 'Current', number: '01-1', comment: '', amount: '' }],
      true,
      ['status', 'number', 'comment', 'amount'],
    ],
    ['no rows: nothing to judge, every column stays', [], false, ['status', 'number', 'comment', 'amount']],
    ['every column empty: none is left', [{ status: '', number: '', comment: '', amount: '' }], false, []],
  ])('%s', (_case, rows, keepEmpty, expected) => {
    expect(columnsWithContent(COLUMNS, rows, text, keepEmpty)).toEqual(expected);
  });

  it('keeps the columns in their given order and returns a new list', () => {
    const rows: Row[] = [{ amount: '$1.00', status: 'Current' }];
    const shown = columnsWithContent(COLUMNS, rows, text, true);
    expect(shown).not.toBe(COLUMNS);
    expect(columnsWithContent(COLUMNS, rows, text)).toEqual(['status', 'amount']);
  });
});
