/**
 * The account history's columns as the table shows them (spec 03 §2.6): header label from
 * settings, alignment, and the text of each cell (dates MM/dd/yyyy, money en-US).
 */
import { HISTORY_COLUMNS, type HistoryColumnId, type HistoryEntry } from '../../../domain/accounts/history';
import type { Settings } from '../../../engine';
import type { Formatters } from '../../shared/formatters';
import type { TableColumn } from '../../shared/table/SortableTable';

const LABELS: Readonly<Record<HistoryColumnId, string>> = {
  date: 'accountHistory.columnDate',
  description: 'accountHistory.columnDescription',
  principal: 'accountHistory.columnPrincipal',
  interest: 'accountHistory.columnInterest',
  other: 'accountHistory.columnOther',
  total: 'accountHistory.columnTotal',
  principalBalance: 'accountHistory.columnPrincipalBalance',
  time: 'accountHistory.columnTime',
};

function cellOf(id: HistoryColumnId, format: Formatters): (entry: HistoryEntry) => string {
  switch (id) {
    case 'date':
      return (entry) => format.date(entry.TransactionDate);
    case 'description':
      return (entry) => entry.TransactionDescription;
    case 'time':
      return (entry) => entry.TransactionTime;
    default: {
      const value = HISTORY_COLUMNS[id].value;
      return (entry) => format.money(value(entry));
    }
  }
}

export function historyTableColumns(
  ids: readonly HistoryColumnId[],
  settings: Settings,
  format: Formatters,
): TableColumn<HistoryEntry>[] {
  return ids.map((id) => ({
    ...HISTORY_COLUMNS[id],
    label: settings.text(LABELS[id]),
    cell: cellOf(id, format),
    numeric: id !== 'description' && id !== 'date',
    noWrap: id === 'date',
  }));
}
