/**
 * axe (WCAG 2.1 A/AA) over the rendered dashboard, with every block it can show, and the
 * notice dialog open, and over the login history. jsdom computes no colours, so colour
 * contrast is left to the browser tests.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { violations } from '../../../support/axe';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import dashboard from '../../../../src/generated/screens/dashboard';
import loginHistory from '../../../../src/generated/screens/loginHistory';
import { server } from '../../../support/msw';
import { answer, findTable, renderWithApi, SESSION } from './harness';

describe('axe', () => {
  it('finds nothing on the dashboard, with closed accounts shown and the notice open', async () => {
    answer();
    renderWithApi(dashboard, {
      options: { ApplyForLoan: true, ContentFolder: '/content' },
      layers: { shared: { dashboard: { bannerImage: 'banner.png', infoText1: '<p>Welcome</p>' } } },
      context: { session: { ...SESSION, hasEmail: false } },
    });
    const user = userEvent.setup();
    await findTable('Applications');
    const loans = await findTable('Loan Accounts');
    await user.click(screen.getByRole('switch', { name: 'Show closed accounts' }));
    await user.click(within(loans).getByRole('button', { name: 'Account Number' }));
    expect(await violations('fragment')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Apply for a loan' }));
    await screen.findByRole('dialog');
    expect(await violations('fragment')).toEqual([]);
    // Two axe runs over every list (each with its Sort by control) take their time in jsdom.
  }, 15_000);

  it('finds nothing on the dashboard with its empty and error texts', async () => {
    answer({ accounts: [], applications: 'broken' });
    renderWithApi(dashboard);
    await screen.findByText('No Existing Accounts.');
    await screen.findByText('Error');
    expect(await violations('fragment')).toEqual([]);
  });

  it('finds nothing on the login history', async () => {
    server.use(
      http.get('/api/Profile/LoginHistory', () =>
        HttpResponse.json([{ LoginDate: '2026-11-13T15:05:00', IPAddress: '203.0.113.7' }]),
      ),
    );
    renderWithApi(loginHistory);
    await screen.findByRole('table', { name: 'Login History' });
    expect(await violations('fragment')).toEqual([]);
  });
});
