/**
 * A list as a table whose column headers sort it (spec 03 §2.2): each header is a button
 * that toggles ascending and descending, and the sorted column says so with aria-sort.
 * When the table does not fit its frame (useTableFit), the same rows lay out as cards, each
 * cell with its column's label, and one Sort by control (SortControl) takes the headers'
 * place (a list of one row has none). Amounts, dates and account numbers never wrap inside.
 */
import { memo, useMemo, useState, type ReactNode } from 'react';
import { sortRows, type ColumnSpec, type SortDirection, type SortState } from '../../../domain/accounts';
import { SortControl } from './SortControl';
import { SortHeader } from './SortHeader';
import { useTableFit } from './useTableFit';
import './table.css';

export interface TableColumn<Row> extends ColumnSpec<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Amounts and rates align right in the wide layout (and do not wrap). */
  numeric?: boolean;
  /** Kept on one line (account numbers, which would break at their hyphens, and dates). */
  noWrap?: boolean;
}

function cellClass(column: { numeric?: boolean; noWrap?: boolean }): string {
  return [
    'list-table__cell',
    column.numeric && 'list-table__cell--numeric',
    column.noWrap && 'list-table__cell--nowrap',
  ]
    .filter(Boolean)
    .join(' ');
}

interface SortableTableProps<Row> {
  /** Id of the heading that names the table. */
  labelledBy: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowClassName?: (row: Row) => string;
  /** The direction of a first click on a header (the account history's is descending). */
  firstDirection?: SortDirection;
}

export function SortableTable<Row>({
  labelledBy,
  columns,
  rows,
  rowKey,
  rowClassName,
  firstDirection,
}: SortableTableProps<Row>) {
  const [sort, setSort] = useState<SortState | null>(null);
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const { frame, layout } = useTableFit(rows, columns);
  return (
    <div ref={frame} className={`list-table__frame list-table__frame--${layout}`} data-layout={layout}>
      {/* One row has no order to choose. */}
      {rows.length > 1 && (
        <SortControl
          className="list-table__sort-control"
          columns={columns}
          sort={sort}
          onSort={setSort}
          first={firstDirection}
        />
      )}
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
                first={firstDirection}
                numeric={column.numeric}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <TableRow
              key={rowKey(row)}
              row={row}
              columns={columns}
              className={['list-table__row', rowClassName?.(row)].filter(Boolean).join(' ')}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface TableRowProps<Row> {
  row: Row;
  columns: readonly TableColumn<Row>[];
  className: string;
}

/**
 * One row; memoised, so a new sort moves the rows without rendering their cells again (a
 * long list, such as a loan's account history, re-sorts in a frame).
 */
const TableRow = memo(function TableRow<Row>({ row, columns, className }: TableRowProps<Row>) {
  return (
    <tr className={className}>
      {columns.map((column) => (
        <td key={column.id} className={cellClass(column)}>
          <span className="list-table__label">{column.label}</span>
          <span className="list-table__value">{column.cell(row)}</span>
        </td>
      ))}
    </tr>
  );
}) as <Row>(props: TableRowProps<Row>) => ReactNode;
