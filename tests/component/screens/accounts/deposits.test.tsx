/**
 * myaccount/deposits (screen-definitions/deposits.json): the deposit and investment
 * accounts with the dashboard's tables, each row linking to its details; the other lists
 * are not there; the empty, error and column-hiding states; axe.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import deposits from '../../../../src/generated/screens/deposits';
import { violations } from '../../../support/axe';
import { server } from '../../../support/msw';
import { DEMO_ACCOUNTS } from '../dashboard/demoData';
import { answer, bodyRows, headers } from '../dashboard/harness';
import { renderAccountsScreen } from './harness';

describe('deposit and investment accounts (screen-definitions/deposits.json)', () => {
  it('lists the deposit and investment accounts only, each number linking to its details', async () => {
    answer();
    renderAccountsScreen(deposits);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Deposit and Investment Accounts' }),
    ).toBeInTheDocument();
    const depositTable = await screen.findByRole('table', { name: 'Deposit Accounts' });
    expect(headers(depositTable)).toEqual([
      'Description',
      'Account Number',
      'Current Balance',
      'Payable Balance',
    ]);
    expect(bodyRows(depositTable)).toEqual([['Everyday Savings', '22-004512-0', '$12,104.88', '$12,054.88']]);
    expect(within(depositTable).getByRole('link', { name: '22-004512-0' })).toHaveAttribute(
      'href',
      '#/myaccount/deposits/depositDetails/22-004512-0',
    );
    const investments = screen.getByRole('table', { name: 'Investment Accounts' });
    expect(within(investments).getByRole('link', { name: '31-778800-2' })).toHaveAttribute(
      'href',
      '#/myaccount/deposits/depositDetails/31-778800-2',
    );
    expect(screen.queryByRole('table', { name: 'Loan Accounts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Lines of Credit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '#/myaccount/dashboard',
    );
    expect(await violations('fragment')).toEqual([]);
  });

  it('lists a closed deposit account too, tagged closed', async () => {
    answer({ accounts: [...DEMO_ACCOUNTS.slice(0, 4), { ...DEMO_ACCOUNTS[4]!, Comment: 'closed' }] });
    renderAccountsScreen(deposits);
    const depositTable = await screen.findByRole('table', { name: 'Deposit Accounts' });
    expect(within(depositTable).getByText('Closed')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Investment Accounts' })).not.toBeInTheDocument();
  });

  it('says so when the user has no deposit or investment account', async () => {
    answer({ accounts: DEMO_ACCOUNTS.filter((account) => account.Type === 'Loan') });
    renderAccountsScreen(deposits);
    expect(await screen.findByText('No deposit or investment accounts')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('hides the columns the institution hides', async () => {
    answer();
    renderAccountsScreen(deposits, {
      layers: { english: { accounts: { hideDepositPayableBalance: 'true', hideInvestmentRate: 'true' } } },
    });
    const depositTable = await screen.findByRole('table', { name: 'Deposit Accounts' });
    expect(headers(depositTable)).toEqual(['Description', 'Account Number', 'Current Balance']);
    expect(headers(screen.getByRole('table', { name: 'Investment Accounts' }))).not.toContain('Rate');
  });

  it.each([
    ['a server error', () => HttpResponse.json({}, { status: 500 })],
    [
      'a malformed answer',
      () => HttpResponse.json({ HasNoErrors: true, Errors: [], Accounts: [{ Number: 1 }] }),
    ],
  ])('shows the account-list error on %s', async (_label, response) => {
    server.use(http.get('/api/accountList', response));
    renderAccountsScreen(deposits);
    expect(
      await screen.findByText('An error occurred trying to retrieve the account list.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
