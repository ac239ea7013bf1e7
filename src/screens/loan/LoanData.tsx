/**
 * Loads the loan screen's data (spec 03 §2.3): the route's account must be a loan or line of
 * credit of the user's account list, and its AccountDetails must load; otherwise the user goes
 * back to the dashboard with the view-error banner. It reports data.loan (status, closed, the
 * load-time flags, whether recurring or scheduled payments exist), which the definition's
 * conditions read, and shows the loading animation until the data is there.
 */
import { useEffect, useRef, useState } from 'react';
import { useAccountList } from '../../api/accounts';
import { ApiError } from '../../api/errors';
import { useAccountDetails } from '../../api/loans/details';
import { isClosedLoan, type Account } from '../../domain/accounts';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { Spinner } from '../../widgets';
import type { LoanSummary } from './loanSummary';
import { summaryOf } from './loanSummary';

interface LoanDataProps extends BlockWidgetProps {
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void;
}

const isLoan = (account: Account) => account.Type === 'Loan' || account.Type === 'LineOfCredit';

/** A failure the app answers itself (Unauthorized logs out; a cancelled call belongs to a logout). */
function handledElsewhere(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.problem.kind === 'unauthorized' || error.problem.kind === 'cancelled')
  );
}

export function LoanData({ env, setData, navigate }: LoanDataProps) {
  const settings = useSettings();
  const accountNumber = env.context.route.params.accountNumber?.trim() ?? '';
  const accounts = useAccountList(env.context.session.username);
  const listedEntry = accounts.data?.find((account) => account.Number === accountNumber && isLoan(account));
  // Once shown, the loan stays on screen when it leaves the list: hiding it refreshes the list
  // while its dialog still shows the success message (then the dialog goes to the dashboard).
  const [kept, setKept] = useState<Account | undefined>(undefined);
  if (listedEntry && listedEntry !== kept) setKept(listedEntry);
  const entry = listedEntry ?? (kept?.Number === accountNumber ? kept : undefined);
  const listed = accountNumber !== '' && accounts.data !== undefined && entry !== undefined;
  const details = useAccountDetails(listed ? accountNumber : undefined);
  const missing = accountNumber === '' || (accounts.data !== undefined && entry === undefined);
  const error = accounts.error ?? details.error;
  const failed = missing || (error !== undefined && !handledElsewhere(error));

  useEffect(() => {
    if (failed) navigate('myaccount/dashboard', { replace: true, state: { viewError: true } });
  }, [failed, navigate]);

  const summary: LoanSummary | null =
    details.data && entry ? summaryOf(details.data, accountNumber, isClosedLoan(entry.Comment)) : null;
  const reported = JSON.stringify(summary ?? { status: 'loading', accountNumber });
  const report = useRef(setData);
  useEffect(() => {
    report.current = setData;
  });
  useEffect(() => {
    report.current({ loan: JSON.parse(reported) as Record<string, unknown> });
  }, [reported]);

  if (summary || failed) return null;
  return <Spinner label={settings.text('loanDetails.loading')} />;
}
