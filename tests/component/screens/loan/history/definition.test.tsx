/**
 * The Account History block of screen-definitions/loanDetails.json: rendered by the real
 * engine once the loan has loaded, with the loan's account number and days since opened, and
 * the columns the accountHistory.hide… flags leave. The loan's own loading widget is a
 * stand-in that reports a loaded loan.
 */
import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import {
  createOptions,
  createRuleBook,
  EngineProvider,
  ScreenRenderer,
  type BlockWidgetProps,
  type SettingsLayers,
} from '../../../../../src/engine';
import { optionSpecs } from '../../../../../src/generated/options';
import { rulesFiles } from '../../../../../src/generated/rules';
import loanDetails from '../../../../../src/generated/screens/loanDetails';
import { AccountHistory } from '../../../../../src/screens/loan/history/AccountHistory';
import { headers } from '../../dashboard/harness';
import { testContext, testRegistry, testSettings } from '../../../../support/engine';
import { ACCOUNT, answer } from './harness';

function LoadedLoan({ setData }: BlockWidgetProps) {
  useEffect(() => {
    setData({ loan: { status: 'ready', accountNumber: ACCOUNT, closed: false, daysSinceOpened: 400 } });
  }, [setData]);
  return null;
}

function renderLoanScreen(layers?: SettingsLayers, compact = false) {
  const options = createOptions({}, optionSpecs);
  render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>
      <EngineProvider
        settings={testSettings(layers)}
        options={options}
        rules={createRuleBook(rulesFiles)}
        registry={testRegistry({}, { loanDetailsData: LoadedLoan, loanAccountHistory: AccountHistory })}
      >
        <ScreenRenderer
          screen={loanDetails}
          context={testContext({
            session: {
              loggedIn: true,
              personal: true,
              hasEmail: true,
              username: 'demo.borrower',
              personalName: 'Alex',
            },
            route: { path: `myaccount/loanDetails/${ACCOUNT}`, params: { accountNumber: ACCOUNT } },
            device: { mobileApp: false, compact, production: false },
          })}
        />
      </EngineProvider>
    </SWRConfig>,
  );
}

describe('loanDetails.json: the Account History block', () => {
  it('asks the loaded loan’s history and offers All from its days since opened', async () => {
    const calls = answer();
    renderLoanScreen();
    const table = await screen.findByRole('table', { name: 'Account History' });
    expect(headers(table)).toHaveLength(8);
    expect(calls.history[0]).toEqual({ accountNumber: ACCOUNT, days: '30', downloadCSV: 'false' });
    expect(screen.getByRole('radio', { name: 'All' })).toHaveAttribute('value', 'all');
  });

  it.each<[Record<string, string>, string[]]>([
    [
      { hideTime: 'true' },
      ['Date', 'Description', 'Principal', 'Interest', 'Other', 'Total', 'Principal Balance'],
    ],
    [
      { hideDate: 'true', hidePrincipal: 'yes', hideInterest: '1', hideOther: 'on' },
      ['Description', 'Total', 'Principal Balance', 'Time'],
    ],
    [
      { hideDescription: 'true', hideTotal: 'true', hidePrincipalBalance: 'true' },
      ['Date', 'Principal', 'Interest', 'Other', 'Time'],
    ],
  ])('hides the columns the settings hide: %j', async (flags, shown) => {
    answer();
    renderLoanScreen({ shared: { accountHistory: flags } });
    expect(headers(await screen.findByRole('table', { name: 'Account History' }))).toEqual(shown);
  });

  it('shows expansion panels instead of the table on a narrow screen (device.compact)', async () => {
    answer();
    renderLoanScreen(undefined, true);
    expect(await screen.findByRole('list', { name: 'Account History' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
