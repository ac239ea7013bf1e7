/**
 * The dashboard through the app itself (its route table, signed-in shell and registry with
 * the lazily loaded block widgets), its account list and applications held by msw until
 * the test lets them go. Until then the page shows its loading state, busy, and no list
 * heading or empty-list text; at no moment does it show neither the loading state nor
 * the lists (it did: after the route loaded, while the widgets' code loaded, and again
 * when the answer came, while the lists' code was revealed). Then the rows come.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createRegistry } from '../../../../src/app/registry';
import { clearSession, setSession } from '../../../../src/app/session/store';
import { screens } from '../../../../src/generated/screens';
import { server } from '../../../support/msw';
import { mountApp, SIGNED_IN } from '../../../component/app/portalHarness';
import { DEMO_ACCOUNTS, DEMO_APPLICATIONS } from './demoData';

afterEach(() => clearSession());

/** Holds the dashboard's two lists until release() is called. */
function heldAnswers() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get('/api/accountList', async () => {
      await released;
      return HttpResponse.json({ HasNoErrors: true, Errors: [], Accounts: DEMO_ACCOUNTS });
    }),
    http.get('/api/Application/GetList', async () => {
      await released;
      return HttpResponse.json({ HasNoErrors: true, Errors: [], Applications: DEMO_APPLICATIONS });
    }),
  );
  return () => release();
}

const LIST_HEADINGS = ['Deposit Accounts', 'Investment Accounts', 'Lines of Credit', 'Loan Accounts'];
const EMPTY_TEXTS = ['No Existing Accounts.', 'No open accounts'];

interface Seen {
  loading: boolean;
  lists: boolean;
}

/** What the main area shows after each change of the page, once the dashboard's heading is there. */
function watchMain(): { seen: Seen[]; stop: () => void } {
  const seen: Seen[] = [];
  const observer = new MutationObserver(() => {
    const main = document.querySelector('main');
    if (!main?.querySelector('h1')?.textContent?.includes('Dashboard')) return;
    seen.push({
      loading: main.querySelector('.account-data[aria-busy="true"]') !== null,
      lists: main.querySelector('table') !== null,
    });
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  return { seen, stop: () => observer.disconnect() };
}

describe('the dashboard while its lists load', () => {
  it('shows the busy loading state, never a page without it or the lists, then the rows', async () => {
    const release = heldAnswers();
    const watch = watchMain();
    setSession(SIGNED_IN);
    const dashboard = screens.find((entry) => entry.id === 'dashboard')!;
    mountApp({ path: '/myaccount/dashboard', screens: [dashboard], registry: createRegistry() });

    const spinner = await screen.findByText('Loading your accounts…');
    expect(spinner.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    for (const name of LIST_HEADINGS) expect(screen.queryByRole('heading', { name })).not.toBeInTheDocument();
    for (const text of EMPTY_TEXTS) expect(screen.queryByText(text)).not.toBeInTheDocument();

    release();
    const loans = await screen.findByRole('table', { name: 'Loan Accounts' });
    expect(within(loans).getByText('01-123401-9')).toBeInTheDocument();
    expect(screen.queryByText('Loading your accounts…')).not.toBeInTheDocument();
    watch.stop();

    expect(watch.seen.length).toBeGreaterThan(0);
    expect(watch.seen.filter((state) => !state.loading && !state.lists)).toEqual([]);
  });
});
