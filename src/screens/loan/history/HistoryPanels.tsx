/**
 * The account history on a narrow screen (spec 03 §2.6 "Mobile view uses expansion panels"):
 * one panel per transaction whose summary shows its date, description and total (those of
 * them not hidden), opening to every shown column; above them, the lists' one Sort by
 * control, which sorts as the table's headers do (a new column descending first, then toggling).
 */
import { useMemo, useState } from 'react';
import { HISTORY_FIRST_SORT, type HistoryEntry } from '../../../domain/accounts/history';
import { sortRows, type SortState } from '../../../domain/accounts/sorting';
import { SortControl } from '../../shared/table/SortControl';
import type { TableColumn } from '../../shared/table/SortableTable';

/** What a closed panel shows, in this order, when those columns are shown. */
const SUMMARY = ['date', 'description', 'total'];

interface HistoryPanelsProps {
  labelledBy: string;
  columns: readonly TableColumn<HistoryEntry>[];
  rows: readonly HistoryEntry[];
  rowKey: (row: HistoryEntry) => string;
}

export function HistoryPanels({ labelledBy, columns, rows, rowKey }: HistoryPanelsProps) {
  const [sort, setSort] = useState<SortState | null>(null);
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const summary = columns.filter((column) => SUMMARY.includes(column.id));
  const shownInSummary = summary.length > 0 ? summary : columns.slice(0, 1);
  return (
    <div className="history-panels">
      <SortControl columns={columns} sort={sort} onSort={setSort} first={HISTORY_FIRST_SORT} />
      <ul className="history-panels__list" aria-labelledby={labelledBy}>
        {sorted.map((row) => (
          <li key={rowKey(row)} className="history-panel">
            <details>
              <summary className="history-panel__summary">
                {shownInSummary.map((column) => (
                  <span key={column.id} className={`history-panel__${column.id}`}>
                    {column.cell(row)}
                  </span>
                ))}
              </summary>
              <dl className="history-panel__details">
                {columns.map((column) => (
                  <div key={column.id} className="history-panel__item">
                    <dt>{column.label}</dt>
                    <dd>{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
