import { screen, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { describe, expect, it } from 'vitest';
import dashboard from '../../../../src/generated/screens/dashboard';
import { answer, bodyRows, column, expectSort, findTable, headers, renderWithApi } from './harness';

describe('dashboard lists (screen-definitions/dashboard.json)', () => {
  it('shows each list with the spec columns, open accounts only, values formatted', async () => {
    const calls = answer();
    renderWithApi(dashboard);

    const deposits = await findTable('Deposit Accounts');
    expect(headers(deposits)).toEqual([
      'Description',
      'Account Number',
      'Current Balance',
      'Payable Balance',
    ]);
    expect(bodyRows(deposits)).toEqual([['Everyday Savings', '22-004512-0', '$12,104.88', '$12,054.88']]);

    const investments = screen.getByRole('table', { name: 'Investment Accounts' });
    expect(headers(investments)).toEqual([
      'Description',
      'Account Number',
      'Current Balance',
      'Payable Balance',
      'Rate',
      'Name on Account',
    ]);
    expect(bodyRows(investments)).toEqual([
      ['12-Month Certificate', '31-778800-2', '$25,000.00', '$25,000.00', '4.10%', 'Alex Morgan'],
    ]);

    const lines = screen.getByRole('table', { name: 'Lines of Credit' });
    expect(headers(lines)).toEqual([
      'Description',
      'Account Number',
      'Current Balance',
      'Payable Balance',
      'Rate',
      'Due Date',
      'Amount Due',
    ]);
    expect(bodyRows(lines)).toEqual([
      ['Personal Line of Credit', '01-555120-3', '$2,150.00', '$7,850.00', '12.50%', '12/08/2026', '$50.00'],
    ]);

    const loans = screen.getByRole('table', { name: 'Loan Accounts' });
    expect(headers(loans)).toEqual([
      'Status',
      'Account Number',
      'Description',
      'Statement Preference',
      'Balance',
      'Rate',
      'Payment Due Date',
      'Monthly Installment',
      'Fees Due',
      'Amount Due',
    ]);
    // the closed Personal Loan is left out; an empty status reads Current; nox$ is blanked, so no
    // open loan has a comment and the Comment column is left out; Past Due is said once, as the status
    expect(bodyRows(loans)).toEqual([
      [
        'Past Due',
        '01-123400-1',
        '2022 Subaru Outback',
        'Electronic',
        '$18,453.12',
        '6.49%',
        '11/10/2026',
        '$459.20',
        '$60.00',
        '$978.40 $459.20 installment + $459.20 past due + $60.00 fees',
      ],
      [
        'Current',
        '01-123401-9',
        'Home Improvement Loan',
        'Paper',
        '$9,720.55',
        '8.25%',
        '12/01/2026',
        '$312.45',
        '$0.00',
        '$312.45',
      ],
    ]);

    const applications = await findTable('Applications');
    expect(headers(applications)).toEqual([
      'Status',
      'Application Number',
      'Amount Requested',
      'Amount Approved',
      'Last Modified',
      'Branch Office',
    ]);
    expect(bodyRows(applications)).toEqual([
      ['In Review', 'A-20461', '$15,000.00', '$0.00', '11/19/2026', 'Downtown Branch'],
      ['Approved', 'A-20110', '$5,000.00', '$4,500.00', '11/02/2026', 'Airport Road Branch'],
    ]);
    expect(calls.applications).toEqual(['?numDaysToRetrieve=30']);
    expect(calls.accountList).toBe(1);
  });

  it('places the lists in the order of the definition: loans first, then deposits, then applications', async () => {
    answer();
    renderWithApi(dashboard);
    await findTable('Applications');
    await findTable('Loan Accounts');
    expect(screen.getAllByRole('table')).toHaveLength(5);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Loan Accounts',
      'Lines of Credit',
      'Deposit Accounts',
      'Investment Accounts',
      'Applications',
    ]);
  });

  it('sorts by a column header, toggling ascending and descending, with aria-sort', async () => {
    answer();
    renderWithApi(dashboard);
    const user = userEvent.setup();
    const loans = await findTable('Loan Accounts');
    expectSort(loans, 'Balance', null);

    await user.click(within(loans).getByRole('button', { name: 'Balance' }));
    expectSort(loans, 'Balance', 'ascending');
    expect(column(loans, 4)).toEqual(['$9,720.55', '$18,453.12']);

    await user.click(within(loans).getByRole('button', { name: 'Balance' }));
    expectSort(loans, 'Balance', 'descending');
    expect(column(loans, 4)).toEqual(['$18,453.12', '$9,720.55']);

    await user.click(within(loans).getByRole('button', { name: 'Description' }));
    expectSort(loans, 'Balance', null);
    expectSort(loans, 'Description', 'ascending');
    expect(column(loans, 2)).toEqual(['2022 Subaru Outback', 'Home Improvement Loan']);

    await user.click(within(loans).getByRole('button', { name: 'Payment Due Date' }));
    await user.click(within(loans).getByRole('button', { name: 'Payment Due Date' }));
    expectSort(loans, 'Payment Due Date', 'descending');
    expect(column(loans, 6)).toEqual(['12/01/2026', '11/10/2026']);
  });

  it('sorts applications by date and keyboard operates the header buttons', async () => {
    answer();
    renderWithApi(dashboard);
    const user = userEvent.setup();
    const applications = await findTable('Applications');
    within(applications).getByRole('button', { name: 'Last Modified' }).focus();
    await user.keyboard('{Enter}');
    expectSort(applications, 'Last Modified', 'ascending');
    expect(column(applications, 1)).toEqual(['A-20110', 'A-20461']);
    await user.keyboard(' ');
    expectSort(applications, 'Last Modified', 'descending');
    expect(column(applications, 1)).toEqual(['A-20461', 'A-20110']);
  });
});
