/**
 * A list as a table whose column headers sort it (spec 03 §2.2): each header is a button
 * that toggles ascending and descending, and the sorted column says so with aria-sort.
 * Below the compact breakpoint the same markup lays out as cards (dashboard.css): the
 * headers become a row of sort buttons and each cell shows its column's label.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { sortRows, type ColumnSpec, type SortState } from '../../../domain/accounts';
import { SortHeader } from './SortHeader';
import './table.css';

export interface TableColumn<Row> extends ColumnSpec<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Amounts and rates align right in the wide layout. */
  numeric?: boolean;
}

interface SortableTableProps<Row> {
  /** Id of the heading that names the table. */
  labelledBy: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowClassName?: (row: Row) => string;
}

export function SortableTable<Row>({
  labelledBy,
  columns,
  rows,
  rowKey,
  rowClassName,
}: SortableTableProps<Row>) {
  const [sort, setSort] = useState<SortState | null>(null);
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  return (
    <table className="list-table" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          {columns.map((column) => (
            <SortHeader
              key={column.id}
              column={column.id}
              label={column.label}
              sort={sort}
              onSort={setSort}
            />
          ))}
        </tr>
      </thead>
      <tbody>
        {sorted.map((row) => (
          <tr
            key={rowKey(row)}
            className={['list-table__row', rowClassName?.(row)].filter(Boolean).join(' ')}
          >
            {columns.map((column) => (
              <td
                key={column.id}
                className={column.numeric ? 'list-table__cell list-table__cell--numeric' : 'list-table__cell'}
              >
                <span className="list-table__label" aria-hidden="true">
                  {column.label}
                </span>
                <span className="list-table__value">{column.cell(row)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
