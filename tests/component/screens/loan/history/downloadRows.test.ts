// @vitest-environment node
/**
 * The history downloads hold the table's rows (issue 15): the reference server's answer for
 * a window, shown through the table's own cells (historyTableColumns), against the CSV the
 * portal's download token opens for the same window: same rows, same order, same values
 * (the table's money en-US, the file's with two decimals).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from '../../../../../src/domain/accounts/format';
import { HISTORY_COLUMN_IDS, HISTORY_DOWNLOAD_TYPES } from '../../../../../src/domain/accounts/history';
import type { Settings } from '../../../../../src/engine';
import type { HistoryEntry } from '../../../../../src/generated/api-types/loans';
import { historyTableColumns } from '../../../../../src/screens/loan/history/historyCells';
import type { Formatters } from '../../../../../src/screens/shared/formatters';
import { paymentServer, type PaymentServer } from '../../../../server/paymentsSupport';

const HOME = '01-123401-9';

const format: Formatters = {
  money: (value) => formatMoney(value, 'en-US'),
  rate: () => '',
  date: (value) => formatDate(value, 'en-US'),
  dateTime: (value) => formatDate(value, 'en-US'),
  usd: () => '',
};
const labels = { text: (key: string) => key } as unknown as Settings;
const columns = historyTableColumns(HISTORY_COLUMN_IDS, labels, format);

/** The table's text of a cell as the file writes it: $1,234.50 -> 1234.50, -$5.00 -> -5.00. */
const plain = (text: string) => text.replace(/[$,]/g, '');

/** RFC 4180 lines of fields; a quoted field may hold commas and doubled quotes. */
function parseCsv(text: string): string[][] {
  return text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1]!))
    .map((fields) => fields.slice(0, 8).map((field) => field.replace(/^"|"$/g, '').replace(/""/g, '"')));
}

let server: PaymentServer;
beforeAll(async () => {
  server = await paymentServer();
});

describe('the CSV download holds the rows of the table', () => {
  it.each([30, 60, 90, 365])('for %i days', async (days) => {
    const { json } = await server.as(
      'demo.borrower',
      'GET',
      `AccountHistory?accountNumber=${HOME}&days=${days}&downloadCSV=false`,
    );
    const table = (json.List as HistoryEntry[]).map((entry) =>
      columns.map((column) => plain(String(column.cell(entry)))),
    );
    expect(table.length).toBeGreaterThan(0);
    const token = await server.as('demo.borrower', 'POST', 'AccountHistory/RetrieveDownloadToken', {
      AccountNumber: HOME,
      DaysOfHistory: days,
      DownloadType: HISTORY_DOWNLOAD_TYPES.csv,
    });
    const response = await server.app.request(
      `/api/AccountHistory/DownloadAccountHistory?token=${encodeURIComponent(token.json as string)}`,
    );
    expect(response.status).toBe(200);
    const [header, ...rows] = parseCsv(await response.text());
    expect(header).toEqual([
      'Date',
      'Description',
      'Principal',
      'Interest',
      'Other',
      'Total',
      'Principal Balance',
      'Time',
    ]);
    expect(rows).toEqual(table);
  });
});
