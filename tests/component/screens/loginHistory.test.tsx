import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../support/userEvent';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { type ApiError } from '../../../src/api/errors';
import loginHistory from '../../../src/generated/screens/loginHistory';
import { server } from '../../support/msw';
import { bodyRows, expectSort, headers, renderWithApi } from './dashboard/harness';

const FAILURE = 'Error: Cannot Get Login History.';
const HISTORY = [
  { LoginDate: '2026-11-13T15:05:00', IPAddress: '203.0.113.7' },
  { LoginDate: '2026-11-01T09:30:00', IPAddress: '198.51.100.23' },
  { LoginDate: '2026-11-20T18:45:00', IPAddress: '192.0.2.10' },
];

function history(response: () => Response) {
  server.use(http.get('/api/Profile/LoginHistory', response));
}

describe('login history (screen-definitions/loginHistory.json)', () => {
  it('lists the sign-ins with their date and IP address, named by the heading', async () => {
    history(() => HttpResponse.json(HISTORY));
    renderWithApi(loginHistory);
    expect(screen.getByRole('heading', { level: 1, name: 'Login History' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Login History' });
    expect(headers(table)).toEqual(['Date', 'Ip Address']);
    expect(bodyRows(table).map(([date, ip]) => [date?.replace(/\u202f/g, ' '), ip])).toEqual([
      ['11/13/2026 3:05 PM', '203.0.113.7'],
      ['11/01/2026 9:30 AM', '198.51.100.23'],
      ['11/20/2026 6:45 PM', '192.0.2.10'],
    ]);
  });

  it('sorts by date and by IP address', async () => {
    history(() => HttpResponse.json(HISTORY));
    renderWithApi(loginHistory);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Login History' });
    await user.click(within(table).getByRole('button', { name: 'Date' }));
    await user.click(within(table).getByRole('button', { name: 'Date' }));
    expectSort(table, 'Date', 'descending');
    expect(bodyRows(table).map((row) => row[1])).toEqual(['192.0.2.10', '203.0.113.7', '198.51.100.23']);
    await user.click(within(table).getByRole('button', { name: 'Ip Address' }));
    expectSort(table, 'Date', null);
    expectSort(table, 'Ip Address', 'ascending');
    expect(bodyRows(table).map((row) => row[1])).toEqual(['192.0.2.10', '198.51.100.23', '203.0.113.7']);
  });

  it('links back to the dashboard', async () => {
    history(() => HttpResponse.json([]));
    renderWithApi(loginHistory);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '#/myaccount/dashboard',
    );
    expect(await screen.findByText('No logins found.')).toBeInTheDocument();
  });

  it.each([
    ['a server error', () => HttpResponse.json({}, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
    ['a malformed answer', () => HttpResponse.json([{ LoginDate: 5 }])],
    ['an object instead of a list', () => HttpResponse.json({ HasNoErrors: true })],
  ])('says %s cannot get the login history', async (_label, response) => {
    history(response);
    renderWithApi(loginHistory);
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lets an Unauthorized answer reach SWR’s onError, which logs out', async () => {
    history(() => HttpResponse.json({}, { status: 401 }));
    const { onError } = renderWithApi(loginHistory);
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect((onError.mock.calls[0]![0] as ApiError).problem.kind).toBe('unauthorized');
  });
});
