import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../src/app/session/store';
import { server } from '../../support/msw';
import { renderPortal } from './portalHarness';

let reports: { Message: string }[];

beforeEach(() => {
  reports = [];
  document.title = '';
  delete window.dataLayer;
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
  delete window.dataLayer;
});

describe('page titles', () => {
  it("come from the definition's title setting", async () => {
    renderPortal();
    await screen.findByRole('heading', { name: 'Dashboard' });
    await waitFor(() => expect(document.title).toBe('Dashboard'));
    expect(reports).toEqual([]);
  });

  it('fall back to the host and URL when the title text is empty, and report it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPortal({ path: '/myaccount/profile?tab=1', layers: { shared: { menu: { profile: '' } } } });
    await waitFor(() => expect(document.title).toBe(`${window.location.host}/myaccount/profile?tab=1`));
    const problem = 'The page /myaccount/profile?tab=1 has no title: the setting menu.profile is empty.';
    expect(warn).toHaveBeenCalledWith(problem);
    await waitFor(() => expect(reports.map((report) => report.Message)).toEqual([problem]));
  });
});

describe('page views', () => {
  it('are pushed to the data layer after each navigation when an analytics id is configured', async () => {
    const { router } = renderPortal({ options: { AnalyticsId: 'GTM-TEST' } });
    await screen.findByRole('heading', { name: 'Dashboard' });
    await waitFor(() =>
      expect(window.dataLayer).toEqual([
        { event: 'page_view', page_path: '/myaccount/dashboard', page_title: 'Dashboard' },
      ]),
    );
    await act(() => router.navigate('/myaccount/profile'));
    await screen.findByRole('heading', { name: 'Profile' });
    await waitFor(() => expect(window.dataLayer).toHaveLength(2));
    expect(window.dataLayer![1]).toEqual({
      event: 'page_view',
      page_path: '/myaccount/profile',
      page_title: 'Profile',
    });
  });

  it('add to a data layer the tag manager already made', async () => {
    window.dataLayer = [{ 'gtm.start': 1 }];
    renderPortal({ options: { AnalyticsId: 'GTM-TEST' } });
    await waitFor(() => expect(window.dataLayer).toHaveLength(2));
    expect(window.dataLayer![0]).toEqual({ 'gtm.start': 1 });
  });

  it('are not recorded without an analytics id', async () => {
    renderPortal();
    await screen.findByRole('heading', { name: 'Dashboard' });
    await waitFor(() => expect(document.title).toBe('Dashboard'));
    expect(window.dataLayer).toBeUndefined();
  });
});
