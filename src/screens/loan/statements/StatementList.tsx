/**
 * The statement list of the E-statements section (spec 03 §2.5, §4, §8): a year selector
 * (this year and the previous 3) and the selected year's statements (cached per account and
 * year), each with its date (the link that opens it) and its period. A provider-0 statement opens its
 * ViewStatement address in a new window; a provider 1 or 3 statement first shows the
 * leaving-the-site dialog while its vendor address is fetched, and Continue opens that.
 */
import { useId, useState } from 'react';
import {
  getStatementUrl,
  useStatementList,
  viewStatementUrl,
  type Statement,
} from '../../../api/loans/statements';
import { opensThroughVendor, statementYears } from '../../../domain/accounts/statements';
import { useSettings } from '../../../engine';
import { useFormatters } from '../../shared/formatters';
import { EmptyState } from '../../shared/table/EmptyState';
import { LoadError } from '../../shared/table/LoadError';
import { Skeleton } from '../../shared/table/Skeleton';
import '../../shared/table/table.css';
import { ConfirmDialog, type ConfirmTexts } from './ConfirmDialog';

const REDIRECT: ConfirmTexts = {
  title: 'eStatements.redirectTitle',
  text: 'eStatements.redirectText',
  confirm: 'eStatements.redirectContinue',
  cancel: 'eStatements.redirectCancel',
};

interface Redirect {
  url?: string;
  error?: string;
}

interface StatementListProps {
  accountNumber: string;
  today: string;
  /** Show the list only once it has statements (a loan on paper). */
  onlyWithStatements: boolean;
}

export function StatementList({ accountNumber, today, onlyWithStatements }: StatementListProps) {
  const settings = useSettings();
  const format = useFormatters();
  const id = useId();
  const years = statementYears(today);
  const [year, setYear] = useState(years[0]!);
  const [seen, setSeen] = useState(false);
  const [redirect, setRedirect] = useState<Redirect | null>(null);
  const list = useStatementList(accountNumber, year);
  const statements = list.data ?? [];
  if (statements.length > 0 && !seen) setSeen(true);
  if (onlyWithStatements && !seen) return null;

  function openThroughVendor(statement: Statement) {
    setRedirect({});
    getStatementUrl(statement).then(
      (url) => setRedirect((now) => now && { url }),
      () => setRedirect((now) => now && { error: settings.text('eStatements.vendorError') }),
    );
  }

  function goToVendor() {
    if (redirect?.url) window.open(redirect.url, '_blank', 'noopener,noreferrer');
    setRedirect(null);
  }

  const viewName = (statement: Statement) =>
    settings.text('eStatements.viewName', { date: format.date(statement.Date) });
  return (
    <div className="estatements__list">
      <div className="field estatements__year">
        <div className="field__label">
          <label htmlFor={`${id}-year`}>{settings.text('eStatements.yearLabel')}</label>
        </div>
        <select
          id={`${id}-year`}
          className="input input--select"
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
        >
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      {list.isLoading && <Skeleton label={settings.text('eStatements.loadingList')} columns={2} />}
      {list.error !== undefined && !list.isLoading && (
        <LoadError text={settings.text('eStatements.listError')} onRetry={() => void list.mutate()} />
      )}
      {list.data && statements.length === 0 && <EmptyState text={settings.text('eStatements.none')} />}
      {statements.length > 0 && (
        <table className="list-table estatements__table">
          <caption className="visually-hidden">
            {settings.text('eStatements.listCaption', { year: String(year) })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="list-table__header">
                {settings.text('eStatements.columnDate')}
              </th>
              <th scope="col" className="list-table__header">
                {settings.text('eStatements.columnPeriod')}
              </th>
            </tr>
          </thead>
          <tbody>
            {statements.map((statement) => (
              <tr key={statement.Id} className="list-table__row">
                <td className="list-table__cell list-table__cell--nowrap">
                  {opensThroughVendor(statement.Provider) ? (
                    <button
                      type="button"
                      className="button button--link"
                      aria-label={viewName(statement)}
                      onClick={() => openThroughVendor(statement)}
                    >
                      {format.date(statement.Date)}
                    </button>
                  ) : (
                    <a
                      className="link"
                      href={viewStatementUrl(statement)}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${viewName(statement)} ${settings.text('eStatements.opensNewWindow')}`}
                    >
                      {format.date(statement.Date)}
                    </a>
                  )}
                </td>
                <td className="list-table__cell">
                  {settings.text('eStatements.period', {
                    start: format.date(statement.Start),
                    end: format.date(statement.End),
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {redirect && (
        <ConfirmDialog
          texts={REDIRECT}
          busy={!redirect.url}
          error={redirect.error}
          onConfirm={goToVendor}
          onCancel={() => setRedirect(null)}
        />
      )}
    </div>
  );
}
