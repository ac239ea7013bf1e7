import { Fragment } from 'react';
import { headerHalves } from './headerHalves';
import { nextSort, type SortDirection, type SortState } from '../../../domain/accounts';
import { StrokeIcon } from '../../../widgets';

interface SortHeaderProps {
  column: string;
  label: string;
  sort: SortState | null;
  onSort: (sort: SortState) => void;
  /** The direction of a first click (ascending unless the list says otherwise). */
  first?: SortDirection;
  /** An amount's header aligns right, over its figures. */
  numeric?: boolean;
}

/** A column header whose button sorts by the column; aria-sort marks the sorted column only. */
export function SortHeader({ column, label, sort, onSort, first, numeric }: SortHeaderProps) {
  const direction = sort?.column === column ? sort.direction : undefined;
  return (
    <th
      scope="col"
      className={numeric ? 'list-table__header list-table__header--numeric' : 'list-table__header'}
      aria-sort={direction}
    >
      <button
        type="button"
        className="list-table__sort"
        onClick={() => onSort(nextSort(sort, column, first))}
      >
        {/* Two lines at most: each half of the label stays on one line; the arrow stays beside it. */}
        <span className="list-table__sort-label">
          <span className="list-table__sort-text">
            {headerHalves(label).map((half, index) => (
              <Fragment key={index}>
                {index > 0 && ' '}
                <span className="list-table__sort-half">{half}</span>
              </Fragment>
            ))}
          </span>
        </span>
        <SortArrow direction={direction} />
      </button>
    </th>
  );
}

/** Decorative: the header's aria-sort carries the state. */
function SortArrow({ direction }: { direction: SortState['direction'] | undefined }) {
  const path =
    direction === 'ascending'
      ? 'M6 15l6-6 6 6'
      : direction === 'descending'
        ? 'M6 9l6 6 6-6'
        : 'M8 10l4-4 4 4M8 14l4 4 4-4';
  return (
    <StrokeIcon className="list-table__arrow" size={14}>
      <path d={path} />
    </StrokeIcon>
  );
}
