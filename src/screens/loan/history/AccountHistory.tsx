/**
 * The loan screen's Account History section (spec 03 §2.6, §4, §8), block widget
 * `loanAccountHistory`: the days-to-display toggle (30 days first), the sortable table of the
 * window's transactions (the first click on a header sorts descending; the columns the
 * definition asks for, after its hide flags), the CSV and PDF downloads of the same window,
 * and the loading skeleton, empty state and error with Try again. Props: accountNumber, daysSinceOpened (offers All),
 * columns, panels (narrow screens: expansion panels instead of the table; a table in a narrow
 * frame also lays out as the shared table's cards).
 */
import { useId, useMemo, useState } from 'react';
import { ApiError } from '../../../api/errors';
import { useAccountHistory } from '../../../api/loans/history';
import {
  DEFAULT_HISTORY_WINDOW,
  HISTORY_FIRST_SORT,
  historyColumnsOf,
  historyDays,
  historyWindows,
  type HistoryEntry,
  type HistoryWindow,
} from '../../../domain/accounts/history';
import { useSettings, type BlockWidgetProps } from '../../../engine';
import { useFormatters } from '../../shared/formatters';
import { LoadState } from '../../shared/LoadState';
import { SortableTable } from '../../shared/table/SortableTable';
import { flagProp, namesProp, textProp } from '../../shared/widgetProps';
import { historyTableColumns } from './historyCells';
import { HistoryDownloads } from './HistoryDownloads';
import { HistoryPanels } from './HistoryPanels';
import { HistoryWindowToggle } from './HistoryWindowToggle';
import './history.css';

/** 403: the account is not the user's (spec 03 §8 "due to security reasons"). */
function forbidden(error: unknown): boolean {
  return error instanceof ApiError && error.problem.kind === 'forbidden';
}

export function AccountHistory({ props, env }: BlockWidgetProps) {
  const settings = useSettings();
  const format = useFormatters();
  const headingId = useId();
  const accountNumber = textProp(props, 'accountNumber');
  const daysSinceOpened = props.daysSinceOpened;
  const panels = flagProp(props, 'panels');
  const choices = useMemo(() => historyWindows(daysSinceOpened), [daysSinceOpened]);
  const [chosen, setChosen] = useState<HistoryWindow>(DEFAULT_HISTORY_WINDOW);
  const days = historyDays(chosen, daysSinceOpened);
  const { data, error, isLoading, mutate } = useAccountHistory(
    env.context.session.username,
    accountNumber,
    days,
  );
  // Props are resolved anew on each render: the joined names keep the columns (and sort) stable.
  const wanted = namesProp(props, 'columns')?.join(',');
  const columns = useMemo(
    () => historyTableColumns(historyColumnsOf(wanted?.split(',')), settings, format),
    [wanted, settings, format],
  );
  // A row's key is its place in the answer (two transactions may look alike).
  const { rows, rowKey } = useMemo(() => {
    const keys = new Map<HistoryEntry, string>(data?.map((entry, index) => [entry, String(index)]));
    return { rows: data ?? [], rowKey: (entry: HistoryEntry) => keys.get(entry) ?? '' };
  }, [data]);

  return (
    <section className="account-history" aria-labelledby={headingId}>
      <h2 id={headingId} className="heading heading--2">
        {settings.text('accountHistory.heading')}
      </h2>
      <div className="account-history__controls">
        <HistoryWindowToggle choices={choices} value={chosen} onChange={setChosen} />
        {rows.length > 0 && <HistoryDownloads accountNumber={accountNumber} days={days} />}
      </div>
      <LoadState
        loading={isLoading || (!data && !error)}
        failed={error !== undefined}
        onRetry={() => void mutate()}
        columns={columns.length}
        empty={rows.length === 0}
        loadingText={settings.text('accountHistory.loading')}
        errorText={settings.text(
          forbidden(error) ? 'accountHistory.securityError' : 'accountHistory.loadError',
        )}
        emptyText={settings.text('accountHistory.empty')}
      >
        {panels ? (
          <HistoryPanels labelledBy={headingId} columns={columns} rows={rows} rowKey={rowKey} />
        ) : (
          <SortableTable
            labelledBy={headingId}
            columns={columns}
            rows={rows}
            rowKey={rowKey}
            firstDirection={HISTORY_FIRST_SORT}
          />
        )}
      </LoadState>
    </section>
  );
}
