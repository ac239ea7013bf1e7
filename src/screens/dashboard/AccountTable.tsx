/**
 * One account list of the dashboard (props.list: deposit, investment, lineOfCredit or
 * loan) with the columns the definition asks for (props.columns, after its hide flags),
 * open accounts only unless props.showClosed, rows linking to the details unless
 * props.loanDetails is false (loans and lines of credit only). A column none of the shown
 * rows fills is left out unless props.showEmptyColumns (issue 18). The definition shows the
 * block only when the list has rows.
 */
import { useId, useMemo } from 'react';
import { useAccountList } from '../../api/accounts';
import {
  accountsOfList,
  columnsOf,
  columnsWithContent,
  isAccountListName,
  rowState,
  type Account,
} from '../../domain/accounts';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { accountTableColumns } from './accountCells';
import { accountColumnText } from '../shared/accountText';
import { useFormatters } from '../shared/formatters';
import { SortableTable } from '../shared/table/SortableTable';
import { flagProp, namesProp, textProp } from '../shared/widgetProps';
import './dashboard.css';

const rowKey = (account: Account) => `${account.Type}:${account.Number}`;
const rowClass = (account: Account) => `list-table__row--${rowState(account)}`;

export function AccountTable({ props, env }: BlockWidgetProps) {
  const settings = useSettings();
  const format = useFormatters();
  const headingId = useId();
  const { data } = useAccountList(env.context.session.username);
  const list = isAccountListName(props.list) ? props.list : undefined;
  const showClosed = flagProp(props, 'showClosed');
  const loanDetails = flagProp(props, 'loanDetails', true);
  const showEmpty = flagProp(props, 'showEmptyColumns');
  // Props are resolved anew on each render: the joined names keep the columns (and sort) stable.
  const wanted = namesProp(props, 'columns')?.join(',');

  const rows = useMemo(
    () => (data && list ? accountsOfList(data, list, showClosed) : []),
    [data, list, showClosed],
  );
  const columns = useMemo(() => {
    if (!list) return [];
    const ids = columnsWithContent(
      columnsOf(list, wanted?.split(',')),
      rows,
      (id, account) => accountColumnText(id, account, settings, format),
      showEmpty,
    );
    return accountTableColumns(ids, settings, format, loanDetails);
  }, [list, wanted, rows, settings, format, loanDetails, showEmpty]);

  if (!list || !data) return null;
  return (
    <section className="account-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="heading heading--2">
        {textProp(props, 'heading')}
      </h2>
      <SortableTable
        labelledBy={headingId}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        rowClassName={rowClass}
      />
    </section>
  );
}
