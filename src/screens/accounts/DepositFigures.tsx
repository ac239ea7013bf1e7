/**
 * The deposit details' figures (issue 15: the spec does not show the screen's contents):
 * the deposit or investment account named by props.accountNumber, read from the account
 * list (cached per user), shown as the figures the definition asks for (props.figures,
 * after its hide flags) that the account has. Tells the definition data.deposit.status:
 * loading, error, missing (no such deposit or investment account of this user) or ready.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useAccountList } from '../../api/accounts';
import type { Account } from '../../domain/accounts';
import {
  depositFiguresOf,
  findDepositAccount,
  type DepositFigureId,
} from '../../domain/accounts/depositFigures';
import { useSettings, type BlockWidgetProps, type Settings } from '../../engine';
import { Spinner } from '../../widgets';
import { accountColumnText } from '../shared/accountText';
import { useFormatters, type Formatters } from '../shared/formatters';
import { LoadError } from '../shared/table/LoadError';
import { namesProp, textProp } from '../shared/widgetProps';
import { FigureList, type Figure } from './FigureList';

const LABELS: Readonly<Record<DepositFigureId, string>> = {
  description: 'deposits.figureDescription',
  number: 'deposits.figureNumber',
  type: 'deposits.figureType',
  currentBalance: 'deposits.figureCurrentBalance',
  payableBalance: 'deposits.figurePayableBalance',
  rate: 'deposits.figureRate',
  nameOnAccount: 'deposits.figureNameOnAccount',
};

function figureText(id: DepositFigureId, account: Account, settings: Settings, format: Formatters): string {
  if (id !== 'type') return accountColumnText(id, account, settings, format);
  return settings.text(account.Type === 'Investment' ? 'deposits.typeInvestment' : 'deposits.typeDeposit');
}

export function DepositFigures({ props, env, setData }: BlockWidgetProps) {
  const settings = useSettings();
  const format = useFormatters();
  const { data, error, isLoading, mutate } = useAccountList(env.context.session.username);
  const account = data ? findDepositAccount(data, textProp(props, 'accountNumber')) : undefined;
  const status = data ? (account ? 'ready' : 'missing') : error && !isLoading ? 'error' : 'loading';
  const wanted = namesProp(props, 'figures')?.join(',');

  const figures = useMemo<Figure[]>(
    () =>
      account
        ? depositFiguresOf(account, wanted?.split(',')).map((id) => ({
            id,
            label: settings.text(LABELS[id]),
            value: figureText(id, account, settings, format),
          }))
        : [],
    [account, wanted, settings, format],
  );

  // The engine hands a new setData on each render; only a change of the status is reported.
  const report = useRef(setData);
  useEffect(() => {
    report.current = setData;
  });
  useEffect(() => {
    report.current({ deposit: { status } });
  }, [status]);

  if (status === 'loading') return <Spinner label={settings.text('deposits.loading')} />;
  if (status === 'error')
    return <LoadError text={settings.text('deposits.loadError')} onRetry={() => void mutate()} />;
  if (status === 'missing') {
    return (
      <p className="banner banner--error" role="alert">
        {settings.text('deposits.notFound')}
      </p>
    );
  }
  return <FigureList figures={figures} />;
}
