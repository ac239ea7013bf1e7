/**
 * Loads the account list for the dashboard and tells the definition's conditions about it
 * as data.accounts: status (loading, error or ready) and, once ready, the summary of
 * domain/accounts (total, open, anyClosed, hasLoan, rows shown per list). The
 * definition decides from it what shows: the closed toggle, the error and empty texts,
 * each list. While the list loads, the loading state shows: the spinner, busy.
 */
import { useEffect, useRef } from 'react';
import { useAccountList } from '../../api/accounts';
import { summarizeAccounts } from '../../domain/accounts';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { Spinner } from '../../widgets';
import { flagProp } from '../shared/widgetProps';
import './dashboard.css';

export function AccountData({ props, env, setData }: BlockWidgetProps) {
  const settings = useSettings();
  const { data, error } = useAccountList(env.context.session.username);
  const status = data ? 'ready' : error ? 'error' : 'loading';
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

  if (status !== 'loading') return null;
  return (
    <div className="account-data" aria-busy="true">
      <Spinner label={settings.text('accounts.loading')} />
    </div>
  );
}
