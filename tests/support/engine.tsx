/**
 * Renders screen definitions with the real engine, widgets and templates, as the app does,
 * with the settings, options, actions and context a test chooses; with `swr`, inside an SWR
 * configuration of its own (a fresh cache, no retries), as the screens that load data need.
 */
import { render, type RenderOptions } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { catalogue } from '../../src/app/catalogue';
import { ACTION_NAMES, BLOCK_WIDGET_NAMES } from '../../src/app/names';
import {
  createOptions,
  createRuleBook,
  createSettings,
  EngineProvider,
  ScreenRenderer,
  SIGNED_OUT,
  type Action,
  type SessionContext,
  type LinkProps,
  type LoadedScreen,
  type Registry,
  type ScreenContext,
  type SettingsLayers,
} from '../../src/engine';
import { optionSpecs } from '../../src/generated/options';
import { rulesFiles } from '../../src/generated/rules';
import { deferredRulesFiles } from '../../src/generated/rulesDeferred';
import { templates, widgets } from '../../src/widgets';
import { FIELD_CHECKS } from '../../src/screens/checks/fieldChecks';

function TestLink({ to, className, children }: LinkProps) {
  return (
    <a href={`#/${to}`} className={className}>
      {children}
    </a>
  );
}

export function testSettings(layers: SettingsLayers = {}, report: (message: string) => void = () => {}) {
  return createSettings(layers, catalogue, report);
}

/** Stands in for every action and block widget the app registers; a test supplies those it exercises. */
const unusedAction: Action = async () => ({ ok: true });
function NoWidget() {
  return null;
}

export function testRegistry(
  actions: Record<string, Action> = {},
  blocks: Registry['blocks'] = {},
): Registry {
  return {
    widgets,
    templates,
    blocks: { ...Object.fromEntries(BLOCK_WIDGET_NAMES.map((name) => [name, NoWidget])), ...blocks },
    actions: { ...Object.fromEntries(ACTION_NAMES.map((name) => [name, unusedAction])), ...actions },
    checks: FIELD_CHECKS,
    Link: TestLink,
  };
}

export function testContext(overrides: Partial<ScreenContext> = {}): ScreenContext {
  return {
    session: SIGNED_OUT,
    route: { path: 'home/test', params: {} },
    query: {},
    device: { mobileApp: false, compact: false, production: false },
    now: '2026-11-22T15:00:00.000Z',
    ...overrides,
  };
}

/** demo.borrower signed in, as most signed-in screens' tests see the session. */
export const DEMO_SESSION: SessionContext = {
  loggedIn: true,
  personal: true,
  hasEmail: true,
  username: 'demo.borrower',
  personalName: 'Alex Morgan',
};

export interface RenderScreenOptions {
  layers?: SettingsLayers;
  options?: Record<string, unknown>;
  actions?: Record<string, Action>;
  blocks?: Registry['blocks'];
  context?: Partial<ScreenContext>;
  initialData?: Record<string, unknown>;
  /** Inside an SWR configuration with a fresh cache; onError hears what reaches SWR's global handler. */
  swr?: { onError?: (error: unknown) => void };
  wrapper?: RenderOptions['wrapper'];
}

export function renderScreen(screen: LoadedScreen, opts: RenderScreenOptions = {}) {
  const settings = testSettings(opts.layers);
  const options = createOptions(opts.options ?? {}, optionSpecs);
  const rules = createRuleBook([...rulesFiles, ...deferredRulesFiles]);
  const engine = (
    <EngineProvider
      settings={settings}
      options={options}
      rules={rules}
      registry={testRegistry(opts.actions, opts.blocks)}
    >
      <ScreenRenderer screen={screen} context={testContext(opts.context)} initialData={opts.initialData} />
    </EngineProvider>
  );
  if (!opts.swr) return render(engine, { wrapper: opts.wrapper });
  return render(
    <SWRConfig
      value={{
        provider: () => new Map(),
        shouldRetryOnError: false,
        revalidateOnFocus: false,
        ...(opts.swr.onError ? { onError: opts.swr.onError } : {}),
      }}
    >
      {engine}
    </SWRConfig>,
    { wrapper: opts.wrapper },
  );
}
