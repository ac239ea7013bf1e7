/**
 * Renders the dashboard and login-history definitions with the real engine and block
 * widgets, each test with its own SWR cache, and the API answered by msw with the demo
 * institution's data shapes (server/db/seed.ts).
 */
import { render, screen, within } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { expect, vi } from 'vitest';
import {
  createOptions,
  createRuleBook,
  EngineProvider,
  ScreenRenderer,
  type LoadedScreen,
  type Registry,
  type ScreenContext,
  type SessionContext,
  type SettingsLayers,
} from '../../../../src/engine';
import { optionSpecs } from '../../../../src/generated/options';
import { rulesFiles } from '../../../../src/generated/rules';
import { AccountData } from '../../../../src/screens/dashboard/AccountData';
import { AccountTable } from '../../../../src/screens/dashboard/AccountTable';
import { EmptyList } from '../../../../src/screens/dashboard/EmptyList';
import { ApplicationList } from '../../../../src/screens/dashboard/ApplicationList';
import { ApplyForLoan } from '../../../../src/screens/dashboard/ApplyForLoan';
import { ClosedAccountsToggle } from '../../../../src/screens/dashboard/ClosedAccountsToggle';
import { createPreviousLogin, type LastLogin } from '../../../../src/screens/dashboard/PreviousLogin';
import { LoginHistoryTable } from '../../../../src/screens/loginHistory/LoginHistoryTable';
import { server } from '../../../support/msw';
import { testContext, testRegistry, testSettings } from '../../../support/engine';
import { DEMO_ACCOUNTS, DEMO_APPLICATIONS } from './demoData';

export const SESSION: SessionContext = {
  loggedIn: true,
  personal: true,
  hasEmail: true,
  username: 'demo.borrower',
  personalName: 'Alex Morgan',
};

export const LAST_LOGIN: LastLogin = { lastLoggedIn: '2026-11-13T15:05:00', lastLoggedInIp: '203.0.113.7' };

export interface RenderOptions {
  layers?: SettingsLayers;
  options?: Record<string, unknown>;
  context?: Partial<ScreenContext>;
  lastLogin?: LastLogin | null;
  /** The registry's link (the app's RouteLink, say) and what the screen renders in (its router). */
  link?: Registry['Link'];
  wrapper?: ComponentType<{ children: ReactNode }>;
}

export function renderWithApi(loaded: LoadedScreen, opts: RenderOptions = {}) {
  const onError = vi.fn();
  const lastLogin = opts.lastLogin === undefined ? LAST_LOGIN : opts.lastLogin;
  const blocks = {
    accountData: AccountData,
    accountTable: AccountTable,
    emptyList: EmptyList,
    applicationList: ApplicationList,
    applyForLoan: ApplyForLoan,
    closedAccountsToggle: ClosedAccountsToggle,
    previousLogin: createPreviousLogin(() => lastLogin),
    loginHistoryTable: LoginHistoryTable,
  };
  const registry = testRegistry({}, blocks);
  const context = testContext({
    session: SESSION,
    route: { path: loaded.definition.route, params: {} },
    ...opts.context,
  });
  const view = render(
    <SWRConfig
      value={{ provider: () => new Map(), onError, shouldRetryOnError: false, revalidateOnFocus: false }}
    >
      <EngineProvider
        settings={testSettings(opts.layers)}
        options={createOptions(opts.options ?? {}, optionSpecs)}
        rules={createRuleBook(rulesFiles)}
        registry={{ ...registry, Link: opts.link ?? registry.Link }}
      >
        <ScreenRenderer screen={loaded} context={context} />
      </EngineProvider>
    </SWRConfig>,
    { wrapper: opts.wrapper },
  );
  return { ...view, onError };
}

/** Answers the dashboard's calls: the account list, the applications and the passable token. */
export function answer({
  accounts = DEMO_ACCOUNTS as unknown,
  applications = DEMO_APPLICATIONS as unknown,
  token = 'tok+1' as unknown,
}: { accounts?: unknown; applications?: unknown; token?: unknown } = {}) {
  const calls = { accountList: 0, applications: [] as string[], token: 0 };
  server.use(
    http.get('/api/accountList', () => {
      calls.accountList += 1;
      return HttpResponse.json({ HasNoErrors: true, Errors: [], Accounts: accounts });
    }),
    http.get('/api/Application/GetList', ({ request }) => {
      calls.applications.push(new URL(request.url).search);
      return HttpResponse.json({ HasNoErrors: true, Errors: [], Applications: applications });
    }),
    http.get('/api/PassableToken/GetPassableToken', () => {
      calls.token += 1;
      return HttpResponse.json({ Token: token, Expires: '2026-11-22T15:05:00Z' });
    }),
  );
  return calls;
}

/** The table named by its heading, once loaded. */
export async function findTable(name: string): Promise<HTMLElement> {
  return screen.findByRole('table', { name });
}

export function headers(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => (header.textContent ?? '').trim());
}

/** The shown value of each cell of each body row (not the card labels). */
export function bodyRows(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('.list-table__value')].map((cell) => cell.textContent ?? ''),
  );
}

export function column(table: HTMLElement, index: number): string[] {
  return bodyRows(table).map((row) => row[index] ?? '');
}

export function expectSort(table: HTMLElement, name: string, sort: 'ascending' | 'descending' | null) {
  const header = within(table).getByRole('columnheader', { name });
  if (sort === null) expect(header).not.toHaveAttribute('aria-sort');
  else expect(header).toHaveAttribute('aria-sort', sort);
}
