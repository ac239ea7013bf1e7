/**
 * The dashboard's list of loan applications of the last 30 days (spec 03 §2.2): status,
 * number (linking to the application details), amounts, last change and branch office,
 * the columns the definition asks for (props.columns; one none of the applications fills is
 * left out unless props.showEmptyColumns), with its own loading skeleton, error with Try
 * again, and empty state.
 */
import { useId, useMemo } from 'react';
import { useApplications } from '../../api/applications';
import {
  APPLICATION_COLUMNS,
  applicationColumnsOf,
  applicationDetailsRoute,
  columnsWithContent,
  displayApplicationStatus,
  primaryColumn,
  type Application,
  type ApplicationColumnId,
} from '../../domain/accounts';
import { useSettings, type BlockWidgetProps, type Settings } from '../../engine';
import { useFormatters, type Formatters } from '../shared/formatters';
import { LoadState } from '../shared/LoadState';
import { RowLink } from './RowLink';
import { SortableTable, type TableColumn } from '../shared/table/SortableTable';
import { flagProp, namesProp, textProp } from '../shared/widgetProps';
import './dashboard.css';

const LABELS: Readonly<Record<ApplicationColumnId, string>> = {
  status: 'applications.columnStatus',
  number: 'applications.columnNumber',
  amountRequested: 'applications.columnAmountRequested',
  amountApproved: 'applications.columnAmountApproved',
  lastModified: 'applications.columnLastModified',
  office: 'applications.columnOffice',
};

function cellText(
  column: ApplicationColumnId,
  application: Application,
  format: Formatters,
  settings: Settings,
): string {
  switch (column) {
    case 'status':
      return displayApplicationStatus(application.Status, (key) => settings.text(key));
    case 'number':
      return application.ApplicationNumber;
    case 'amountRequested':
      return format.money(application.AmountRequested);
    case 'amountApproved':
      return format.money(application.AmountApproved);
    case 'lastModified':
      return format.date(application.LastModified);
    case 'office':
      return application.Office;
  }
}

function applicationColumns(ids: readonly ApplicationColumnId[], settings: Settings, format: Formatters) {
  const primary = primaryColumn(ids);
  return APPLICATION_COLUMNS.filter((column) => ids.includes(column.id)).map(
    (column): TableColumn<Application> => ({
      ...column,
      label: settings.text(LABELS[column.id]),
      numeric: column.id === 'amountRequested' || column.id === 'amountApproved',
      noWrap: column.id === 'number' || column.id === 'lastModified',
      cell: (application) => {
        const text = cellText(column.id, application, format, settings);
        return column.id === primary ? (
          <RowLink text={text} route={applicationDetailsRoute(application)} />
        ) : (
          text
        );
      },
    }),
  );
}

const rowKey = (application: Application) => application.ApplicationNumber;

export function ApplicationList({ props, env }: BlockWidgetProps) {
  const settings = useSettings();
  const format = useFormatters();
  const headingId = useId();
  const { data, error, isLoading, mutate } = useApplications(env.context.session.username);
  const showEmpty = flagProp(props, 'showEmptyColumns');
  // Props are resolved anew on each render: the joined names keep the columns (and sort) stable.
  const wanted = namesProp(props, 'columns')?.join(',');
  const columns = useMemo(() => {
    const ids = columnsWithContent(
      applicationColumnsOf(wanted?.split(',')),
      data ?? [],
      (id, application) => cellText(id, application, format, settings),
      showEmpty,
    );
    return applicationColumns(ids, settings, format);
  }, [wanted, data, settings, format, showEmpty]);

  // A Try again in flight shows the skeleton again, not the old error.
  const loading = isLoading || (!data && !error);
  return (
    <section className="account-list" aria-labelledby={headingId} aria-busy={loading || undefined}>
      <h2 id={headingId} className="heading heading--2">
        {textProp(props, 'heading')}
      </h2>
      <LoadState
        loading={loading}
        failed={!data && Boolean(error)}
        onRetry={() => void mutate()}
        columns={columns.length}
        empty={data?.length === 0}
        loadingText={settings.text('applications.loading')}
        errorText={settings.text('applications.loadError')}
        emptyText={settings.text('applications.noApplications')}
      >
        <SortableTable labelledBy={headingId} columns={columns} rows={data ?? []} rowKey={rowKey} />
      </LoadState>
    </section>
  );
}
