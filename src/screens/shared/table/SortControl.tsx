/**
 * The one "Sort by" control of a list laid out as cards (issue 18), where the column headers
 * are not shown: a labelled select of the sortable columns (the first choice keeps the list's
 * own order) and a button that says the direction and flips it. A new column starts in the
 * list's first direction, as a header's first click does; the new order is announced.
 */
import { useId } from 'react';
import type { SortDirection, SortState } from '../../../domain/accounts';
import { useSettings } from '../../../engine';
import './table.css';
import { StrokeIcon } from '../../../widgets';

export interface SortChoice {
  id: string;
  label: string;
}

interface SortControlProps {
  columns: readonly SortChoice[];
  sort: SortState | null;
  onSort: (sort: SortState | null) => void;
  /** The direction a newly chosen column starts in (the account history's is descending). */
  first?: SortDirection;
  className?: string;
}

const DIRECTION_TEXT: Readonly<Record<SortDirection, string>> = {
  ascending: 'tables.ascending',
  descending: 'tables.descending',
};

export function SortControl({ columns, sort, onSort, first = 'ascending', className }: SortControlProps) {
  const settings = useSettings();
  const id = useId();
  const chosen = sort ? columns.find((column) => column.id === sort.column) : undefined;
  const direction = chosen && sort ? sort.direction : first;
  const directionText = settings.text(DIRECTION_TEXT[direction]);

  function choose(column: string) {
    onSort(column === '' ? null : { column, direction: first });
  }

  return (
    <div className={['list-sort', className].filter(Boolean).join(' ')}>
      <label className="list-sort__label" htmlFor={`${id}-column`}>
        {settings.text('tables.sortBy')}
      </label>
      <div className="list-sort__controls">
        <select
          id={`${id}-column`}
          className="input input--select list-sort__select"
          value={chosen?.id ?? ''}
          onChange={(event) => choose(event.target.value)}
        >
          <option value="">{settings.text('tables.sortNone')}</option>
          {columns.map((column) => (
            <option key={column.id} value={column.id}>
              {column.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button--secondary list-sort__direction"
          aria-describedby={`${id}-direction`}
          disabled={!chosen}
          onClick={() =>
            chosen &&
            onSort({ column: chosen.id, direction: direction === 'ascending' ? 'descending' : 'ascending' })
          }
        >
          <DirectionArrow direction={direction} />
          {directionText}
        </button>
        <span id={`${id}-direction`} hidden>
          {settings.text('tables.sortDirection')}
        </span>
      </div>
      <span className="visually-hidden" aria-live="polite">
        {chosen ? settings.text('tables.sortedBy', { column: chosen.label, direction: directionText }) : ''}
      </span>
    </div>
  );
}

/** Decorative: the button's text says the direction. */
function DirectionArrow({ direction }: { direction: SortDirection }) {
  return (
    <StrokeIcon className="list-sort__arrow" size={16}>
      <path d={direction === 'ascending' ? 'M12 19V5M6 11l6-6 6 6' : 'M12 5v14M6 13l6 6 6-6'} />
    </StrokeIcon>
  );
}
