/**
 * Renders the Account History block widget alone with the real engine's settings, each test
 * with its own SWR cache, and answers its calls with msw: the history of each window from a
 * year of monthly payments (newest first, as the reference server answers), and the
 * download tokens.
 */
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import {
  createOptions,
  createRuleBook,
  EngineProvider,
  type LogicEnv,
  type SettingsLayers,
} from '../../../../../src/engine';
import { optionSpecs } from '../../../../../src/generated/options';
import { rulesFiles } from '../../../../../src/generated/rules';
import type { HistoryEntry } from '../../../../../src/domain/accounts/history';
import { AccountHistory } from '../../../../../src/screens/loan/history/AccountHistory';
import { server } from '../../../../support/msw';
import { testContext, testRegistry, testSettings } from '../../../../support/engine';

export const ACCOUNT = '1001-01';
export const TODAY = '2026-11-22';

/** A payment on the 5th of each of the last twelve months, newest first, and a late fee. */
export function demoHistory(): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  let balance = 8000;
  for (let month = 0; month < 12; month += 1) {
    const date = new Date(Date.UTC(2026, 10 - month, 5)).toISOString().slice(0, 10);
    const interest = 40 + month;
    balance += 250 - interest;
    entries.push({
      TransactionDate: date,
      TransactionDescription: 'Payment',
      PrincipalAmount: 250 - interest,
      InterestAmount: interest,
      OtherAmount: 0,
      TotalPaymentAmount: 250,
      RunningPrincipalBalance: balance,
      TransactionTime: `${String(9 + (month % 8)).padStart(2, '0')}:15:00`,
    });
  }
  entries.splice(1, 0, {
    TransactionDate: '2026-10-20',
    TransactionDescription: 'Late Fee',
    PrincipalAmount: 0,
    InterestAmount: 0,
    OtherAmount: 25,
    TotalPaymentAmount: 25,
    RunningPrincipalBalance: 8000,
    TransactionTime: '17:00:00',
  });
  return entries;
}

/** The entries within the last `days` days of TODAY (today counts), as the server answers. */
export function within(entries: readonly HistoryEntry[], days: number): HistoryEntry[] {
  const start = Date.parse(`${TODAY}T00:00:00Z`) - (days - 1) * 86_400_000;
  return entries.filter((entry) => Date.parse(`${entry.TransactionDate}T00:00:00Z`) >= start);
}

export interface Calls {
  history: { accountNumber: string | null; days: string | null; downloadCSV: string | null }[];
  tokens: unknown[];
}

/** Answers the history by window and the download tokens; `history` replaces the answer. */
export function answer({
  entries = demoHistory(),
  history,
  token,
}: {
  entries?: HistoryEntry[];
  history?: () => Response | Promise<Response>;
  token?: () => Response;
} = {}): Calls {
  const calls: Calls = { history: [], tokens: [] };
  server.use(
    http.get('/api/AccountHistory', async ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.history.push({
        accountNumber: query.get('accountNumber'),
        days: query.get('days'),
        downloadCSV: query.get('downloadCSV'),
      });
      if (history) return await history();
      return HttpResponse.json({
        HasNoErrors: true,
        Errors: [],
        List: within(entries, Number(query.get('days'))),
      });
    }),
    http.post('/api/AccountHistory/RetrieveDownloadToken', async ({ request }) => {
      calls.tokens.push(await request.json());
      return token ? token() : HttpResponse.json(`tok-${calls.tokens.length}`);
    }),
  );
  return calls;
}

export interface HistoryRenderOptions {
  props?: Record<string, unknown>;
  layers?: SettingsLayers;
}

export function renderHistory({ props = {}, layers }: HistoryRenderOptions = {}) {
  const onError = vi.fn();
  const settings = testSettings(layers);
  const options = createOptions({}, optionSpecs);
  const rules = createRuleBook(rulesFiles);
  const context = testContext({
    session: {
      loggedIn: true,
      personal: true,
      hasEmail: true,
      username: 'demo.borrower',
      personalName: 'Alex',
    },
    route: { path: `myaccount/loanDetails/${ACCOUNT}`, params: { accountNumber: ACCOUNT } },
  });
  const env: LogicEnv = { settings, options, rules, context: { ...context, options, form: {}, data: {} } };
  const view = render(
    <SWRConfig
      value={{ provider: () => new Map(), onError, shouldRetryOnError: false, revalidateOnFocus: false }}
    >
      <EngineProvider settings={settings} options={options} rules={rules} registry={testRegistry()}>
        <main>
          <AccountHistory
            props={{ accountNumber: ACCOUNT, daysSinceOpened: 400, ...props }}
            env={env}
            setData={() => {}}
          />
        </main>
      </EngineProvider>
    </SWRConfig>,
  );
  return { ...view, onError };
}
