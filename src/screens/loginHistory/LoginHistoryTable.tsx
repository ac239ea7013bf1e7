/**
 * The login history (spec 03 §2.14): a table of sign-ins with their date and IP address,
 * sortable by either, named by the heading props.labelledBy; its skeleton while loading, its
 * empty state, and 'Error: Cannot Get Login History.' (spec 01 §8) with Try again when it
 * cannot be loaded. The region keeps a gap to what follows (the Back to Dashboard row).
 */
import { useMemo } from 'react';
import { useLoginHistory, type LoginHistoryEntry } from '../../api/profile';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { useFormatters } from '../shared/formatters';
import { LoadState } from '../shared/LoadState';
import { SortableTable, type TableColumn } from '../shared/table/SortableTable';
import { textProp } from '../shared/widgetProps';
import './loginHistory.css';

const rowKey = (entry: LoginHistoryEntry) => `${entry.LoginDate}|${entry.IPAddress}`;

export function LoginHistoryTable({ props, env }: BlockWidgetProps) {
  const settings = useSettings();
  const format = useFormatters();
  const { data, error, isLoading, mutate } = useLoginHistory(env.context.session.username);
  const columns = useMemo<TableColumn<LoginHistoryEntry>[]>(
    () => [
      {
        id: 'date',
        kind: 'date',
        value: (entry) => entry.LoginDate,
        label: settings.text('loginHistory.columnDate'),
        cell: (entry) => format.dateTime(entry.LoginDate),
        noWrap: true,
      },
      {
        id: 'ip',
        kind: 'string',
        value: (entry) => entry.IPAddress,
        label: settings.text('loginHistory.columnIp'),
        cell: (entry) => entry.IPAddress,
      },
    ],
    [settings, format],
  );

  return (
    <div className="login-history">
      <LoadState
        loading={isLoading || (!data && !error)}
        failed={!data && Boolean(error)}
        onRetry={() => void mutate()}
        columns={2}
        empty={data?.length === 0}
        loadingText={settings.text('loginHistory.loading')}
        errorText={settings.text('loginHistory.loadError')}
        emptyText={settings.text('loginHistory.empty')}
      >
        <SortableTable
          labelledBy={textProp(props, 'labelledBy')}
          columns={columns}
          rows={data ?? []}
          rowKey={rowKey}
        />
      </LoadState>
    </div>
  );
}
