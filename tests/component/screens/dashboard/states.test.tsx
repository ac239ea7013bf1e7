import { screen, waitFor } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import dashboard from '../../../../src/generated/screens/dashboard';
import { server } from '../../../support/msw';
import { DEMO_ACCOUNTS } from './demoData';
import { answer, bodyRows, column, findTable, renderWithApi } from './harness';

const LOAD_ERROR = 'An error occurred trying to retrieve the account list.';
const closedOnly = DEMO_ACCOUNTS.map((account) => ({ ...account, Comment: 'closed' }));

function failingAccountList(response: () => Response) {
  server.use(
    http.get('/api/accountList', response),
    http.get('/api/Application/GetList', () => HttpResponse.json({ HasNoErrors: true, Applications: [] })),
  );
}

describe('dashboard states (spec 03 §2.2, §4, §8)', () => {
  it('shows the loading animation until the account list arrives', async () => {
    answer();
    renderWithApi(dashboard);
    expect(screen.getByText('Loading your accounts…').closest('[role="status"]')).toBeInTheDocument();
    await findTable('Loan Accounts');
    expect(screen.queryByText('Loading your accounts…')).not.toBeInTheDocument();
  });

  it('says No Existing Accounts. when there are none, with no lists or toggle', async () => {
    answer({ accounts: [] });
    renderWithApi(dashboard);
    expect(await screen.findByText('No Existing Accounts.')).toBeInTheDocument();
    expect(screen.queryByText('No open accounts')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /Accounts|Credit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it.each([
    ['a server error', () => HttpResponse.json({ Message: 'boom' }, { status: 500 })],
    ['a refusal', () => HttpResponse.json({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Down' }] })],
    ['a network failure', () => HttpResponse.error()],
    [
      'a malformed list',
      () => HttpResponse.json({ HasNoErrors: true, Accounts: [{ Number: 5, Type: 'Loan' }] }),
    ],
    [
      'an unknown account type',
      () => HttpResponse.json({ HasNoErrors: true, Accounts: [{ ...DEMO_ACCOUNTS[0], Type: 'Boat' }] }),
    ],
    ['an answer that is not JSON', () => HttpResponse.text('<html>oops</html>')],
  ])('shows the error text after %s, without crashing', async (_label, response) => {
    failingAccountList(response);
    renderWithApi(dashboard);
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_ERROR);
    expect(screen.queryByRole('table', { name: 'Loan Accounts' })).not.toBeInTheDocument();
    expect(screen.queryByText('No Existing Accounts.')).not.toBeInTheDocument();
  });

  it('hands a malformed answer to SWR as an ApiError of kind malformed', async () => {
    failingAccountList(() => HttpResponse.json({ HasNoErrors: true, Accounts: 'none' }));
    const { onError } = renderWithApi(dashboard);
    await waitFor(() => expect(onError).toHaveBeenCalled());
    const [error] = onError.mock.calls[0]!;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).problem.kind).toBe('malformed');
  });

  it('lets an Unauthorized answer reach SWR’s onError, which logs out', async () => {
    failingAccountList(() => HttpResponse.json({ Message: 'Unauthorized' }, { status: 401 }));
    const { onError } = renderWithApi(dashboard);
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect((onError.mock.calls[0]![0] as ApiError).problem.kind).toBe('unauthorized');
  });

  it('offers the closed toggle only when an account is closed', async () => {
    answer({ accounts: DEMO_ACCOUNTS.filter((account) => account.Comment !== 'closed') });
    renderWithApi(dashboard);
    await findTable('Loan Accounts');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('switches between open-only and all accounts; closed ones lose their due date', async () => {
    answer();
    renderWithApi(dashboard);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Show closed accounts' });
    expect(toggle).not.toBeChecked();
    expect(column(await findTable('Loan Accounts'), 2)).not.toContain('Personal Loan');

    await user.click(toggle);
    expect(toggle).toBeChecked();
    const loans = screen.getByRole('table', { name: 'Loan Accounts' });
    const closed = bodyRows(loans).find((row) => row[2] === 'Personal Loan')!;
    expect(closed[0]).toBe('Paid Off');
    expect(closed[1]).toBe('01-099870-4Closed');
    expect(closed[7]).toBe('');
    const row = screen.getByRole('link', { name: '01-099870-4' }).closest('tr')!;
    expect(row).toHaveClass('list-table__row--closed');

    await user.click(toggle);
    expect(column(screen.getByRole('table', { name: 'Loan Accounts' }), 2)).not.toContain('Personal Loan');
  });

  it('says No open accounts when every account is closed and closed ones are hidden', async () => {
    answer({ accounts: closedOnly });
    renderWithApi(dashboard);
    const user = userEvent.setup();
    expect(await screen.findByText('No open accounts')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Loan Accounts' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Show closed accounts' }));
    expect(screen.queryByText('No open accounts')).not.toBeInTheDocument();
    expect(bodyRows(screen.getByRole('table', { name: 'Loan Accounts' }))).toHaveLength(3);
  });

  it('says No applications found when there are none', async () => {
    answer({ applications: [] });
    renderWithApi(dashboard);
    expect(await screen.findByText('No applications found')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Applications' })).not.toBeInTheDocument();
  });

  it('shows the application error text when they cannot be loaded', async () => {
    answer({ applications: [{ ApplicationNumber: 7 }] });
    renderWithApi(dashboard);
    await findTable('Loan Accounts');
    const region = screen.getByRole('region', { name: 'Applications' });
    await waitFor(() => expect(region).toHaveTextContent('Error'));
    expect(screen.queryByRole('table', { name: 'Applications' })).not.toBeInTheDocument();
  });

  it('hides the applications list by setting', async () => {
    answer();
    renderWithApi(dashboard, { layers: { shared: { applications: { hideList: 'true' } } } });
    await findTable('Loan Accounts');
    expect(screen.queryByRole('region', { name: 'Applications' })).not.toBeInTheDocument();
  });
});
