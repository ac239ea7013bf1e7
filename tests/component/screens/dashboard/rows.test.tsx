import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import dashboard from '../../../../src/generated/screens/dashboard';
import { answer, findTable, headers, renderWithApi } from './harness';

describe('dashboard rows and columns (screen-definitions/dashboard.json)', () => {
  it('opens each row as a real link to its route', async () => {
    answer();
    renderWithApi(dashboard);
    const loans = await findTable('Loan Accounts');
    expect(within(loans).getByRole('link', { name: '01-123401-9' })).toHaveAttribute(
      'href',
      '#/myaccount/loanDetails/01-123401-9',
    );
    const lines = screen.getByRole('table', { name: 'Lines of Credit' });
    expect(within(lines).getByRole('link', { name: '01-555120-3' })).toHaveAttribute(
      'href',
      '#/myaccount/loanDetails/01-555120-3',
    );
    expect(screen.getByRole('link', { name: '22-004512-0' })).toHaveAttribute(
      'href',
      '#/myaccount/deposits/depositDetails/22-004512-0',
    );
    expect(screen.getByRole('link', { name: '31-778800-2' })).toHaveAttribute(
      'href',
      '#/myaccount/deposits/depositDetails/31-778800-2',
    );
    const applications = await findTable('Applications');
    expect(within(applications).getByRole('link', { name: 'A-20461' })).toHaveAttribute(
      'href',
      '#/myaccount/applicationdetails/A-20461',
    );
  });

  it('does not open loans and lines of credit when the disable-EZPay-deposit option is on', async () => {
    answer();
    renderWithApi(dashboard, { options: { DisableEZPayDeposit: true } });
    const loans = await findTable('Loan Accounts');
    expect(within(loans).queryAllByRole('link')).toEqual([]);
    expect(within(screen.getByRole('table', { name: 'Lines of Credit' })).queryAllByRole('link')).toEqual([]);
    expect(screen.getByRole('link', { name: '22-004512-0' })).toBeInTheDocument();
  });

  it('marks a past-due loan with the warning style and a text tag', async () => {
    answer();
    renderWithApi(dashboard);
    const loans = await findTable('Loan Accounts');
    const row = within(loans).getByRole('link', { name: '01-123400-1' }).closest('tr')!;
    expect(row).toHaveClass('list-table__row--pastDue');
    expect(within(row).getByText('Past Due', { selector: '.account-tag' })).toBeInTheDocument();
  });

  it('leaves out columns an institution hides', async () => {
    answer();
    renderWithApi(dashboard, {
      layers: {
        shared: {
          accounts: { hideLoanComment: 'true', hideLoanStatus: 'yes', hideDepositPayableBalance: '1' },
          applications: { hideOffice: 'true' },
        },
      },
    });
    const loans = await findTable('Loan Accounts');
    expect(headers(loans)).not.toContain('Comment');
    expect(headers(loans)).not.toContain('Status');
    expect(headers(loans)).toHaveLength(9);
    expect(headers(screen.getByRole('table', { name: 'Deposit Accounts' }))).toEqual([
      'Description',
      'Account Number',
      'Current Balance',
    ]);
    expect(headers(await findTable('Applications'))).not.toContain('Branch Office');
  });
});
