/**
 * The Make A Payment screen's first step (spec 02 §2 "Select loan account", §4): the open loans
 * (number, amount due, due date) to choose from (AccountChoice: a dropdown, on a phone a radio
 * button each; props.compact is device.compact), the route's account or the only one
 * preselected, the selected account's payment information loaded, and why it cannot be paid
 * in the catalogue's words. It reports data.paymentAccount, data.paymentInfo and the payment
 * facts at data.payment (with the later steps' choices), which the definition's conditions
 * read; choosing another account clears the later steps.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useAccountList } from '../../api/accounts';
import { ApiError } from '../../api/errors';
import { usePaymentInfo } from '../../api/payments';
import type { Account } from '../../domain/accounts';
import { localDateOf } from '../../domain/dates';
import { accountMessage } from '../../domain/payments';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { Spinner } from '../../widgets';
import { flagProp } from '../shared/widgetProps';
import { AccountChoice } from './AccountChoice';
import { blockedMessage, factsOf, payableAccounts, preselected } from './accountStatus';
import { choicesOf, LATER_STEPS_CLEARED, type AccountStep } from './wizardData';
import './payment.css';

function useReport(setData: BlockWidgetProps['setData'], facts: string) {
  // The engine hands a new setData on each render; only a change of the facts is reported.
  const report = useRef(setData);
  useEffect(() => {
    report.current = setData;
  });
  useEffect(() => {
    report.current(JSON.parse(facts) as Record<string, unknown>);
  }, [facts]);
}

/** The server's refusal of the payment information, as the catalogue's account message. */
function infoErrorMessage(error: unknown): string {
  const reason = error instanceof ApiError && 'reason' in error.problem ? error.problem.reason : undefined;
  return accountMessage(reason).key;
}

export function AccountSelect({ props, env, setData }: BlockWidgetProps) {
  const settings = useSettings();
  const id = useId();
  const today = localDateOf(env.context.now) ?? env.context.now.slice(0, 10);
  const accounts = useAccountList(env.context.session.username);
  const listed = useMemo(
    () => payableAccounts(accounts.data ?? [], env, today),
    // The list depends on the accounts, the options and the rules, not on the screen's data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [accounts.data, env.options, env.rules, today],
  );
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const selected = chosen ?? preselected(listed, env.context.route.params.accountNumber);
  const account: Account | undefined = listed.find((entry) => entry.Number === selected);
  const info = usePaymentInfo(account?.Number);

  const choices = choicesOf(env.context.data);
  const facts = account ? factsOf(account, info.data, choices, today) : undefined;
  const blocked = facts ? blockedMessage(env, facts) : '';
  const message = info.error ? infoErrorMessage(info.error) : blocked;
  const status: AccountStep['status'] = !account
    ? 'none'
    : message
      ? info.error
        ? 'error'
        : 'blocked'
      : info.data
        ? 'ready'
        : 'loading';
  const step: AccountStep = { accountNumber: selected, status, message, valid: status === 'ready' };
  useReport(
    setData,
    JSON.stringify({
      paymentAccount: step,
      paymentInfo: status === 'ready' ? (info.data ?? null) : null,
      payment: facts ?? null,
    }),
  );

  function choose(number: string) {
    setChosen(number);
    // Cleared at once, before the new account's facts arrive, so the later steps start afresh.
    setData({ paymentAccount: { ...step, accountNumber: number, valid: false }, ...LATER_STEPS_CLEARED });
  }

  if (!accounts.data) {
    if (accounts.error) {
      return (
        <p className="banner banner--error" role="alert">
          {settings.text('paymentWizard.accountsLoadError')}
        </p>
      );
    }
    return <Spinner label={settings.text('paymentWizard.loadingAccounts')} />;
  }
  if (listed.length === 0) return <p className="text">{settings.text('paymentWizard.noOpenLoans')}</p>;
  return (
    <div className="payment-account">
      <AccountChoice
        id={id}
        accounts={listed}
        selected={selected}
        compact={flagProp(props, 'compact')}
        onChoose={choose}
      />
      {status === 'loading' && <Spinner label={settings.text('paymentWizard.loadingPaymentInfo')} />}
      {message && (
        <p className="banner banner--error" role="alert">
          {settings.text(message)}
        </p>
      )}
    </div>
  );
}
