/**
 * Renders the deposit and application screens' definitions with the real engine, their
 * block widgets, the dashboard's (the deposits list reuses them) and the loan screen's
 * history section (the deposit details reuse it), each test with its
 * own SWR cache (or one given, as the dashboard left it), the API answered by msw; the
 * route's parameters as the router gives them.
 */
import { render } from '@testing-library/react';
import { SWRConfig, type Cache } from 'swr';
import { vi } from 'vitest';
import {
  createOptions,
  createRuleBook,
  EngineProvider,
  ScreenRenderer,
  type LoadedScreen,
  type SettingsLayers,
} from '../../../../src/engine';
import { optionSpecs } from '../../../../src/generated/options';
import { rulesFiles } from '../../../../src/generated/rules';
import { ApplicationDetails } from '../../../../src/screens/accounts/ApplicationDetails';
import { DepositFigures } from '../../../../src/screens/accounts/DepositFigures';
import { AccountData } from '../../../../src/screens/dashboard/AccountData';
import { AccountTable } from '../../../../src/screens/dashboard/AccountTable';
import { EmptyList } from '../../../../src/screens/dashboard/EmptyList';
import { AccountHistory } from '../../../../src/screens/loan/history/AccountHistory';
import { testContext, testRegistry, testSettings } from '../../../support/engine';
import { SESSION } from '../dashboard/harness';

export interface RenderOptions {
  params?: Record<string, string>;
  layers?: SettingsLayers;
  options?: Record<string, unknown>;
  /** The SWR cache to start with (what the dashboard already loaded). */
  cache?: Map<string, unknown>;
}

export function renderAccountsScreen(loaded: LoadedScreen, opts: RenderOptions = {}) {
  const onError = vi.fn();
  const registry = testRegistry(
    {},
    {
      accountData: AccountData,
      accountTable: AccountTable,
      emptyList: EmptyList,
      applicationDetails: ApplicationDetails,
      depositFigures: DepositFigures,
      loanAccountHistory: AccountHistory,
    },
  );
  const context = testContext({
    session: SESSION,
    route: { path: loaded.definition.route, params: opts.params ?? {} },
  });
  const view = render(
    <SWRConfig
      value={{
        provider: () => (opts.cache ?? new Map()) as Cache,
        onError,
        shouldRetryOnError: false,
        revalidateOnFocus: false,
      }}
    >
      <EngineProvider
        settings={testSettings(opts.layers)}
        options={createOptions(opts.options ?? {}, optionSpecs)}
        rules={createRuleBook(rulesFiles)}
        registry={registry}
      >
        <ScreenRenderer screen={loaded} context={context} />
      </EngineProvider>
    </SWRConfig>,
  );
  return { ...view, onError };
}
