/**
 * The lists' loading, empty and error states (issue 18): a skeleton, busy, with the list's
 * loading text while it loads, then the rows; the spec's empty texts as empty states; and an
 * error banner whose Try again loads the list again while the rest of the page stays.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import dashboard from '../../../../src/generated/screens/dashboard';
import loginHistory from '../../../../src/generated/screens/loginHistory';
import { server } from '../../../support/msw';
import { DEMO_ACCOUNTS, DEMO_APPLICATIONS } from './demoData';
import { answer, findTable, renderWithApi } from './harness';

/** Answers a list call with a failure first, then with the given body; counts the calls. */
function failingOnce(path: string, body: Record<string, unknown> | unknown[]) {
  const calls = { count: 0 };
  server.use(
    http.get(path, () => {
      calls.count += 1;
      return calls.count === 1
        ? HttpResponse.json({ Message: 'down' }, { status: 500 })
        : HttpResponse.json(body);
    }),
  );
  return calls;
}

describe('while a list loads', () => {
  it('shows the accounts’ skeleton, busy, with the loading text, then the rows', async () => {
    answer();
    renderWithApi(dashboard);
    // The applications load beside it, with their own skeleton.
    const status = screen.getByText('Loading your accounts…');
    expect(status).toHaveAttribute('role', 'status');
    expect(screen.getByText('Loading your applications…')).toHaveAttribute('role', 'status');
    const skeleton = status.closest('.skeleton')!;
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton.querySelectorAll('.skeleton__row').length).toBeGreaterThan(1);
    const loans = await findTable('Loan Accounts');
    expect(within(loans).getByText('01-123401-9')).toBeInTheDocument();
    expect(document.querySelector('.account-data .skeleton')).toBeNull();
  });
});

describe('an empty list', () => {
  it.each([
    ['No Existing Accounts.', { accounts: [] }],
    ['No applications found', { applications: [] }],
  ])('says %s as an empty state', async (text, answers) => {
    answer(answers);
    renderWithApi(dashboard);
    const empty = await screen.findByText(text);
    expect(empty.closest('.empty-state')).not.toBeNull();
    expect(empty.closest('.empty-state')!.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('says No open accounts as an empty state when every account is closed', async () => {
    answer({ accounts: DEMO_ACCOUNTS.map((account) => ({ ...account, Comment: 'closed' })) });
    renderWithApi(dashboard);
    expect((await screen.findByText('No open accounts')).closest('.empty-state')).not.toBeNull();
  });
});

describe('a list that cannot be loaded', () => {
  it('offers Try again for the account list, which loads it again; the applications stay', async () => {
    const calls = failingOnce('/api/accountList', { HasNoErrors: true, Errors: [], Accounts: DEMO_ACCOUNTS });
    server.use(
      http.get('/api/Application/GetList', () =>
        HttpResponse.json({ HasNoErrors: true, Errors: [], Applications: DEMO_APPLICATIONS }),
      ),
    );
    renderWithApi(dashboard);
    const user = userEvent.setup();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred trying to retrieve the account list.');
    expect(await findTable('Applications')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findTable('Loan Accounts')).toBeInTheDocument();
    expect(calls.count).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers Try again for the applications', async () => {
    answer();
    const calls = failingOnce('/api/Application/GetList', {
      HasNoErrors: true,
      Errors: [],
      Applications: DEMO_APPLICATIONS,
    });
    renderWithApi(dashboard);
    const user = userEvent.setup();
    const alert = await screen.findByRole('alert');
    expect(await findTable('Loan Accounts')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const applications = await findTable('Applications');
    expect(within(applications).getByText('A-20461')).toBeInTheDocument();
    expect(calls.count).toBe(2);
  });

  it('offers Try again for the login history, and keeps Back to Dashboard', async () => {
    const calls = failingOnce('/api/Profile/LoginHistory', [
      { LoginDate: '2026-11-13T15:05:00', IPAddress: '203.0.113.7' },
    ]);
    renderWithApi(loginHistory);
    const user = userEvent.setup();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Cannot Get Login History.');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'Login History' });
    expect(within(table).getByText('203.0.113.7')).toBeInTheDocument();
    expect(calls.count).toBe(2);
  });
});
