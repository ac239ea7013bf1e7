/**
 * Loads the account list for the dashboard and tells the definition's conditions about it
 * as data.accounts: status (loading, error or ready) and, once ready, the summary of
 * domain/accounts (total, open, anyClosed, hasLoan, rows shown per list). The
 * definition decides from it what shows: the closed toggle, the error and empty texts,
 * each list. While the list loads, its skeleton shows, busy; when it cannot be loaded, the
 * error banner with Try again (the rest of the page stays usable).
 */
import { useEffect, useRef } from 'react';
import { useAccountList } from '../../api/accounts';
import { summarizeAccounts } from '../../domain/accounts';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { LoadError } from '../shared/table/LoadError';
import { Skeleton } from '../shared/table/Skeleton';
import { flagProp } from '../shared/widgetProps';
import './dashboard.css';

export function AccountData({ props, env, setData }: BlockWidgetProps) {
  const settings = useSettings();
  const { data, error, isLoading, mutate } = useAccountList(env.context.session.username);
  // A Try again in flight shows the skeleton again, not the old error.
  const status = data ? 'ready' : error && !isLoading ? 'error' : 'loading';
  const facts = JSON.stringify(
    data ? { status, ...summarizeAccounts(data, flagProp(props, 'showClosed')) } : { status },
  );

  // The engine hands a new setData on each render; only a change of the facts is reported.
  const report = useRef(setData);
  useEffect(() => {
    report.current = setData;
  });
  useEffect(() => {
    report.current({ accounts: JSON.parse(facts) as unknown });
  }, [facts]);

  if (status === 'error')
    return <LoadError text={settings.text('accounts.loadError')} onRetry={() => void mutate()} />;
  if (status !== 'loading') return null;
  return (
    <div className="account-data" aria-busy="true">
      <Skeleton label={settings.text('accounts.loading')} columns={5} rows={4} />
    </div>
  );
}
