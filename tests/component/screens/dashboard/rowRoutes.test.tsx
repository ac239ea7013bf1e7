/**
 * The dashboard's rows with the app's own link (RouteLink), which asks the route table:
 * while the details screens do not exist (loan details, deposit details, application
 * details: issue 15), a row's number is plain text, not a link leading nowhere; once the
 * manifest has the route, the row opens it.
 */
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouteLink, RouteTableProvider } from '../../../../src/app/RouteLink';
import { createRouteTable } from '../../../../src/app/routeTable';
import { screens } from '../../../../src/generated/screens';
import dashboard from '../../../../src/generated/screens/dashboard';
import { answer, findTable, renderWithApi } from './harness';

const DETAILS = [
  'myaccount/loanDetails/{accountNumber}',
  'myaccount/deposits/depositDetails/{accountNumber}',
  'myaccount/applicationdetails/{applicationNumber}',
];

function inRouter(routes: readonly string[]) {
  const table = createRouteTable(routes);
  return function Router({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter>
        <RouteTableProvider table={table}>{children}</RouteTableProvider>
      </MemoryRouter>
    );
  };
}

const projectRoutes = screens.map((entry) => entry.route);

describe('dashboard rows and the route table', () => {
  it('shows each number as plain text while its details screen does not exist', async () => {
    answer();
    const withoutDetails = projectRoutes.filter((route) => !DETAILS.includes(route));
    renderWithApi(dashboard, { link: RouteLink, wrapper: inRouter(withoutDetails) });
    const loans = await findTable('Loan Accounts');
    expect(within(loans).getByText('01-123401-9')).toBeInTheDocument();
    expect(within(loans).queryAllByRole('link')).toEqual([]);
    for (const name of ['Lines of Credit', 'Deposit Accounts', 'Investment Accounts'])
      expect(within(screen.getByRole('table', { name })).queryAllByRole('link')).toEqual([]);
    expect(within(await findTable('Applications')).getByText('A-20461')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Applications' })).queryAllByRole('link')).toEqual([]);
    // The previous-login footer's login history exists, and stays a link.
    expect(screen.getByRole('link', { name: /Previous login/ })).toHaveAttribute(
      'href',
      '/myaccount/loginHistory',
    );
  });

  it('links each row once the manifest has its details route', async () => {
    answer();
    renderWithApi(dashboard, { link: RouteLink, wrapper: inRouter([...projectRoutes, ...DETAILS]) });
    const loans = await findTable('Loan Accounts');
    expect(within(loans).getByRole('link', { name: '01-123401-9' })).toHaveAttribute(
      'href',
      '/myaccount/loanDetails/01-123401-9',
    );
    expect(screen.getByRole('link', { name: '22-004512-0' })).toHaveAttribute(
      'href',
      '/myaccount/deposits/depositDetails/22-004512-0',
    );
    expect(within(await findTable('Applications')).getByRole('link', { name: 'A-20461' })).toHaveAttribute(
      'href',
      '/myaccount/applicationdetails/A-20461',
    );
  });
});
