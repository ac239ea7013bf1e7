import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../support/userEvent';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../src/app/session/store';
import type { ScreenEntry } from '../../../src/engine';
import { server } from '../../support/msw';
import { entryOf, renderPortal, TEST_SCREENS } from './portalHarness';

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

  it('offers Try again, which loads the page anew: a page that loads the second time shows', async () => {
    let attempts = 0;
    const flaky: ScreenEntry = {
      ...failingEntry('myaccount/faq'),
      load: () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
          : entryOf(TEST_SCREENS[2]!).load();
      },
    };
    const { router } = renderPortal({ entries: [flaky] });
    await screen.findByRole('heading', { name: 'Dashboard' });
    await act(() => router.navigate('/myaccount/faq'));
    const banner = await screen.findByRole('alert');
    await userEvent.click(within(banner).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/myaccount/faq');
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
    // The dashboard itself loaded: nothing to try again there.
    expect(within(screen.getByRole('alert')).queryByRole('button')).not.toBeInTheDocument();
    await act(() => router.navigate('/myaccount/profile'));
    await screen.findByRole('heading', { name: 'Profile' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
