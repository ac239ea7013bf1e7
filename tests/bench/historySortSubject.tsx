/**
 * Bench G's subjects: a history of many rows, the domain's sort of it timed per column and
 * direction, and the shared SortableTable rendered with the history's columns and clicked on
 * its headers. Import it only after installDom().
 */
import { fireEvent } from '@testing-library/dom';
import { act, Profiler } from 'react';
import { createRoot } from 'react-dom/client';
import { loadDeferredEntries } from '../../src/app/catalogue';
import { formatDate, formatDateTime, formatMoney, formatRate } from '../../src/domain/accounts';
import { HISTORY_COLUMN_IDS, HISTORY_COLUMNS, type HistoryEntry } from '../../src/domain/accounts/history';
import { sortRows, type SortDirection } from '../../src/domain/accounts/sorting';
import { historyTableColumns } from '../../src/screens/loan/history/historyCells';
import type { Formatters } from '../../src/screens/shared/formatters';
import { SortableTable } from '../../src/screens/shared/table/SortableTable';
import { testSettings } from '../support/engine';

const DESCRIPTIONS = [
  'Payment',
  'Late Fee',
  'Advance',
  'Escrow Disbursement',
  'Payment Reversal',
  'Insurance',
];

/** Rows spread over a year, newest first, with values that repeat (several per day). */
export function manyRows(count: number): HistoryEntry[] {
  const day = 86_400_000;
  const newest = Date.UTC(2026, 10, 22);
  return Array.from({ length: count }, (_, index) => {
    const interest = ((index * 37) % 5000) / 100;
    const total = 50 + ((index * 7919) % 60000) / 100;
    return {
      TransactionDate: new Date(newest - Math.floor((index * 365) / count) * day).toISOString().slice(0, 10),
      TransactionDescription: DESCRIPTIONS[index % DESCRIPTIONS.length]!,
      PrincipalAmount: Math.round((total - interest) * 100) / 100,
      InterestAmount: interest,
      OtherAmount: index % 9 === 0 ? 25 : 0,
      TotalPaymentAmount: total,
      RunningPrincipalBalance: 20000 - index * 15.5,
      TransactionTime: `${String(8 + (index % 10)).padStart(2, '0')}:${String((index * 13) % 60).padStart(2, '0')}:00`,
    };
  });
}

export async function sortTimes(count: number, rounds: number): Promise<number[]> {
  const rows = manyRows(count);
  const columns = HISTORY_COLUMN_IDS.map((id) => HISTORY_COLUMNS[id]);
  const times: number[] = [];
  // One round unmeasured first: the first string sort builds the collator's tables.
  for (let round = -1; round < rounds; round += 1) {
    for (const column of HISTORY_COLUMN_IDS) {
      for (const direction of ['descending', 'ascending'] as SortDirection[]) {
        const start = performance.now();
        const sorted = sortRows(rows, columns, { column, direction });
        if (round >= 0) times.push(performance.now() - start);
        if (sorted.length !== count) throw new Error('the sort lost rows');
      }
    }
  }
  return times;
}

const LOCALE = 'en-US';
const MOVE_ROUNDS = 8;
const format: Formatters = {
  money: (value) => formatMoney(value, LOCALE),
  rate: (value) => formatRate(value, LOCALE),
  date: (value) => formatDate(value, LOCALE),
  dateTime: (value) => formatDateTime(value, LOCALE),
  usd: (cents) => String(cents),
};

export interface ClickTimes {
  /** From the click until the sorted rows are in the DOM. */
  clicks: number[];
  /** React's render work of each click (Profiler actualDuration): without the DOM's moves. */
  renders: number[];
  /** JSDOM alone moving the rendered rows into reverse order (insertBefore), as a sort does. */
  moves: number[];
}

export async function clickTimes(count: number, warmup: number, measured: number): Promise<ClickTimes> {
  await loadDeferredEntries();
  const rows = manyRows(count);
  const keys = new Map(rows.map((entry, index) => [entry, String(index)]));
  const columns = historyTableColumns(HISTORY_COLUMN_IDS, testSettings(), format);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  let lastRender = 0;
  await act(async () => {
    root.render(
      <Profiler id="history" onRender={(_id, _phase, actual) => (lastRender = actual)}>
        <h2 id="history-heading">Account History</h2>
        <SortableTable
          labelledBy="history-heading"
          columns={columns}
          rows={rows}
          rowKey={(entry) => keys.get(entry) ?? ''}
          firstDirection="descending"
        />
      </Profiler>,
    );
  });
  const buttons = [...container.querySelectorAll<HTMLButtonElement>('.list-table__sort')];
  if (buttons.length !== HISTORY_COLUMN_IDS.length) throw new Error('the table has not rendered its headers');
  const times: ClickTimes = { clicks: [], renders: [], moves: [] };
  for (let click = 0; click < warmup + measured; click += 1) {
    // Each header twice in a row: descending, then ascending.
    const button = buttons[Math.floor(click / 2) % buttons.length]!;
    const start = performance.now();
    act(() => {
      fireEvent.click(button);
    });
    const elapsed = performance.now() - start;
    if (container.querySelectorAll('tbody tr').length !== count) throw new Error('the table lost rows');
    if (click >= warmup) {
      times.clicks.push(elapsed);
      times.renders.push(lastRender);
    }
  }
  // Behind React's back, but only within the table body, which the unmount removes whole.
  const tbody = container.querySelector('tbody');
  for (let round = 0; round < MOVE_ROUNDS && tbody; round += 1) {
    const start = performance.now();
    for (const row of [...tbody.children].reverse()) tbody.insertBefore(row, null);
    times.moves.push(performance.now() - start);
  }
  act(() => root.unmount());
  container.remove();
  return times;
}
