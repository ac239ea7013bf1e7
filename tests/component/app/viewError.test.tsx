import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../src/app/session/store';
import type { ScreenEntry } from '../../../src/engine';
import { server } from '../../support/msw';
import { renderPortal } from './portalHarness';

const VIEW_ERROR = 'An error occurred while trying to load that page.';

function failingEntry(route: string): ScreenEntry {
  return {
    id: 'broken',
    route,
    title: 'menu.faq',
    load: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
  };
}

let reports: { Message: string }[];

beforeEach(() => {
  reports = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  server.use(
    http.post('/api/ClientError', async ({ request }) => {
      reports.push((await request.json()) as { Message: string });
      return HttpResponse.json({ HasNoErrors: true });
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
});

describe('the view-error banner', () => {
  it('shows inside the signed-in shell when a page fails to load, and reports it', async () => {
    const { router } = renderPortal({ entries: [failingEntry('myaccount/faq')] });
    await screen.findByRole('heading', { name: 'Dashboard' });
    await act(() => router.navigate('/myaccount/faq'));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(VIEW_ERROR);
    expect(screen.getByRole('main')).toContainElement(banner);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Dana Borrower')).toBeInTheDocument();
    await waitFor(() =>
      expect(reports.map((report) => report.Message)).toEqual([
        'Failed to fetch dynamically imported module',
      ]),
    );
  });

  it('shows inside the public shell too', async () => {
    renderPortal({ path: '/home/faq', session: null, entries: [failingEntry('home/faq')] });
    expect(await screen.findByRole('alert')).toHaveTextContent(VIEW_ERROR);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows after a navigation that carries the view-error flag, until the next one', async () => {
    const { router } = renderPortal({ path: '/myaccount/profile' });
    await screen.findByRole('heading', { name: 'Profile' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => router.navigate('/myaccount/dashboard', { state: { viewError: true } }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.getByRole('alert')).toHaveTextContent(VIEW_ERROR);
    await act(() => router.navigate('/myaccount/profile'));
    await screen.findByRole('heading', { name: 'Profile' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
