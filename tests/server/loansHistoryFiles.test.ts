// @vitest-environment node
/** The history files' cells and CSV (server/services/loans/historyFiles.ts): formats, quoting, formula-safe text. */
import { describe, expect, it } from 'vitest';
import { historyCells, historyCsv } from '../../server/services/loans/historyFiles';
import type { HistoryEntry } from '../../src/generated/api-types/loans';

const ENTRY: HistoryEntry = {
  TransactionDate: '2026-10-30',
  TransactionDescription: 'Payment - Thank You',
  PrincipalAmount: 245.6,
  InterestAmount: 66.85,
  OtherAmount: 0,
  TotalPaymentAmount: 312.45,
  RunningPrincipalBalance: 9720.55,
  TransactionTime: '09:07:00',
};

describe('historyCells', () => {
  it('shows the date as MM/dd/yyyy and amounts with 2 decimals, in the table’s column order', () => {
    expect(historyCells(ENTRY)).toEqual([
      '10/30/2026',
      'Payment - Thank You',
      '245.60',
      '66.85',
      '0.00',
      '312.45',
      '9720.55',
      '09:07:00',
    ]);
  });
});

describe('historyCsv', () => {
  it.each([
    ['a plain description', 'Payment - Thank You', 'Payment - Thank You'],
    ['a comma', 'Fee, late', '"Fee, late"'],
    ['a quote', 'The "big" fee', '"The ""big"" fee"'],
    ['a formula', '=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['a leading plus', '+1 adjustment', "'+1 adjustment"],
    ['a leading at', '@sum', "'@sum"],
  ])('writes %s as %s', (_name, description, field) => {
    const csv = historyCsv([{ ...ENTRY, TransactionDescription: description }]);
    expect(csv.split('\r\n')[1]).toBe(`10/30/2026,${field},245.60,66.85,0.00,312.45,9720.55,09:07:00`);
  });

  it('keeps a negative amount as a number', () => {
    const csv = historyCsv([{ ...ENTRY, PrincipalAmount: -1500 }]);
    expect(csv.split('\r\n')[1]).toContain(',-1500.00,');
  });

  it('is the header alone, with CRLF line ends, when there are no rows', () => {
    expect(historyCsv([])).toBe('Date,Description,Principal,Interest,Other,Total,Principal Balance,Time\r\n');
  });
});
