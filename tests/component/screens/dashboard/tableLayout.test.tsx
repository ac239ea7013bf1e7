/**
 * The dashboard lists as issue 18 shapes them: one Sort by control per list for the cards
 * (jsdom lays nothing out, so both it and the headers are there; the browser test checks
 * which one shows), a column no row fills left out unless tables.showEmptyColumns, and a
 * past-due loan said Past Due once per row.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { describe, expect, it } from 'vitest';
import dashboard from '../../../../src/generated/screens/dashboard';
import { DEMO_ACCOUNTS, DEMO_APPLICATIONS } from './demoData';
import { answer, bodyRows, column, findTable, headers, renderWithApi } from './harness';

/** The list's Sort by control, found from its table (they share the list's frame). */
function sortControl(table: HTMLElement) {
  const frame = table.closest('.list-table__frame') as HTMLElement;
  return {
    select: within(frame).getByRole('combobox', { name: 'Sort by' }),
    direction: within(frame).getByRole('button', { description: 'Sort direction' }),
  };
}

describe('the lists’ Sort by control', () => {
  it('offers the list’s columns and sorts its rows by the chosen one, then the other way', async () => {
    answer();
    renderWithApi(dashboard);
    const user = userEvent.setup();
    const loans = await findTable('Loan Accounts');
    const { select, direction } = sortControl(loans);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Default order', ...headers(loans)]);
    // Only a list of more than one row has one (the loans): one row (the deposit) has no order to choose.
    const deposits = (await findTable('Deposit Accounts')).closest('.list-table__frame') as HTMLElement;
    expect(within(deposits).queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();

    await user.selectOptions(select, 'Balance');
    expect(direction).toHaveAccessibleName('Ascending');
    expect(column(loans, 4)).toEqual(['$9,720.55', '$18,453.12']);
    // The headers follow the same sort.
    expect(within(loans).getByRole('columnheader', { name: 'Balance' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await user.click(direction);
    expect(direction).toHaveAccessibleName('Descending');
    expect(column(loans, 4)).toEqual(['$18,453.12', '$9,720.55']);
    expect(screen.getByText('Sorted by Balance, Descending')).toBeInTheDocument();

    await user.selectOptions(select, 'Default order');
    expect(direction).toBeDisabled();
    expect(column(loans, 1)).toEqual(['01-123400-1', '01-123401-9']);
  });

  it('moves on by Tab to the direction button, which Enter flips', async () => {
    answer();
    renderWithApi(dashboard);
    const user = userEvent.setup();
    const applications = await findTable('Applications');
    const { select, direction } = sortControl(applications);
    // A native select: the browser's own keys choose (jsdom does not act on them).
    await user.selectOptions(select, 'Status');
    expect(select).toHaveFocus();
    await user.tab();
    expect(direction).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(direction).toHaveAccessibleName('Descending');
  });
});

describe('columns with nothing in them', () => {
  it('leaves out the loan list’s Comment while no shown loan has one, in the table and the cards', async () => {
    answer();
    renderWithApi(dashboard);
    const loans = await findTable('Loan Accounts');
    expect(headers(loans)).not.toContain('Comment');
    expect(within(loans).queryByText('Comment')).not.toBeInTheDocument();
    const { select } = sortControl(loans);
    expect(within(select).queryByRole('option', { name: 'Comment' })).not.toBeInTheDocument();
  });

  it('brings it back when a shown loan has a comment (the closed loan)', async () => {
    answer();
    renderWithApi(dashboard);
    const user = userEvent.setup();
    await findTable('Loan Accounts');
    await user.click(screen.getByRole('switch', { name: 'Show closed accounts' }));
    const loans = screen.getByRole('table', { name: 'Loan Accounts' });
    expect(headers(loans)).toContain('Comment');
    // The CLOSED hold code in the settings' words (accounts.commentClosed).
    expect(column(loans, headers(loans).indexOf('Comment'))).toContain('Closed');
  });

  it('keeps it when the institution sets tables.showEmptyColumns', async () => {
    answer();
    renderWithApi(dashboard, { layers: { shared: { tables: { showEmptyColumns: 'true' } } } });
    const loans = await findTable('Loan Accounts');
    expect(headers(loans)).toContain('Comment');
    expect(column(loans, headers(loans).indexOf('Comment'))).toEqual(['', '']);
  });

  it('leaves out an applications column no application fills', async () => {
    const applications = DEMO_APPLICATIONS.map((application) => ({ ...application, Office: ' ' }));
    answer({ applications });
    renderWithApi(dashboard);
    const table = await findTable('Applications');
    expect(headers(table)).not.toContain('Branch Office');
  });
});

describe('a past-due loan says so once', () => {
  it('as its status badge, with the row’s warning style and no tag under the number', async () => {
    answer();
    renderWithApi(dashboard);
    const loans = await findTable('Loan Accounts');
    const row = within(loans).getByRole('link', { name: '01-123400-1' }).closest('tr')!;
    expect(row).toHaveClass('list-table__row--pastDue');
    expect(within(row).getAllByText('Past Due')).toHaveLength(1);
    expect(within(row).getByText('Past Due')).toHaveClass('account-tag');
    expect(bodyRows(loans)[0]!.slice(0, 2)).toEqual(['Past Due', '01-123400-1']);
  });

  it('as a tag under the number when the status column is hidden', async () => {
    answer();
    renderWithApi(dashboard, { layers: { shared: { accounts: { hideLoanStatus: 'true' } } } });
    const loans = await findTable('Loan Accounts');
    const row = within(loans).getByRole('link', { name: '01-123400-1' }).closest('tr')!;
    expect(within(row).getAllByText('Past Due')).toHaveLength(1);
  });

  it('keeps both words when the status is one the portal does not know', async () => {
    const accounts = DEMO_ACCOUNTS.map((account) =>
      account.Number === '01-123400-1' ? { ...account, Status: 'In Collections' } : account,
    );
    answer({ accounts });
    renderWithApi(dashboard);
    const loans = await findTable('Loan Accounts');
    const row = within(loans).getByRole('link', { name: '01-123400-1' }).closest('tr')!;
    expect(within(row).getByText('In Collections')).toBeInTheDocument();
    expect(within(row).getByText('Past Due')).toHaveClass('account-tag');
  });

  it("says it by the status code, whatever the words: the status in its key's words as the badge, no tag", async () => {
    const accounts = DEMO_ACCOUNTS.map((account) =>
      account.Number === '01-123400-1' ? { ...account, Status: 'Delinquent' } : account,
    );
    answer({ accounts });
    renderWithApi(dashboard, {
      layers: { shared: { accounts: { statusDelinquent: 'Atrasado', pastDueTag: 'Vencida' } } },
    });
    const loans = await findTable('Loan Accounts');
    const row = within(loans).getByRole('link', { name: '01-123400-1' }).closest('tr')!;
    expect(within(row).getByText('Atrasado')).toHaveClass('account-tag');
    expect(within(row).queryByText('Vencida')).toBeNull();
    expect(within(row).queryByText('Delinquent')).toBeNull();
  });
});
