/**
 * Renders the app's real route table (shells, guards, dialogs, ScreenPage) in a memory
 * router, with small test definitions instead of the generated screens, and the settings,
 * options and session a test chooses. Each render has its own SWR cache.
 */
import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { setNavigator } from '../../../src/app/navigation';
import { buildRoutes } from '../../../src/app/routes';
import { clearSession, setSession, type UserSession } from '../../../src/app/session/store';
import {
  createOptions,
  createRuleBook,
  EngineProvider,
  type Block,
  type Registry,
  type ScreenDefinition,
  type ScreenEntry,
  type SettingsLayers,
} from '../../../src/engine';
import { optionSpecs } from '../../../src/generated/options';
import { rulesFiles } from '../../../src/generated/rules';
import { deferredRulesFiles } from '../../../src/generated/rulesDeferred';
import { loadScreen } from '../../support/definitions';
import { testRegistry, testSettings } from '../../support/engine';

export const SIGNED_IN: UserSession = {
  userToken: 'token-123',
  username: 'demo.borrower',
  personalName: 'Dana Borrower',
  emailAddress: 'dana@example.com',
  servicingBranch: '1',
  companyNumber: 0,
  lastLoggedIn: null,
  lastLoggedInIp: null,
};

function page(id: string, route: string, title: string, blocks: Block[]): ScreenDefinition {
  return { id, route, title, blocks };
}

/** A login page with the session-expired banner, and two signed-in pages. */
export const TEST_SCREENS: ScreenDefinition[] = [
  page('login', 'home/login', 'login.title', [
    { type: 'heading', text: 'login.heading' },
    {
      type: 'banner',
      kind: 'warning',
      text: 'login.sessionExpired',
      visibleWhen: { '==': [{ var: 'query.error' }, 'sessionExpired'] },
    },
  ]),
  page('dashboard', 'myaccount/dashboard', 'menu.dashboard', [{ type: 'heading', text: 'menu.dashboard' }]),
  page('profile', 'myaccount/profile', 'menu.profile', [{ type: 'heading', text: 'menu.profile' }]),
];

export function entryOf(definition: ScreenDefinition): ScreenEntry {
  return {
    id: definition.id,
    route: definition.route,
    title: definition.title,
    load: async () => ({ default: await loadScreen(definition) }),
  };
}

export interface PortalOptions {
  path?: string;
  layers?: SettingsLayers;
  options?: Record<string, unknown>;
  /** The signed-in user, or null for none (the default is SIGNED_IN). */
  session?: UserSession | null;
  /** More routes, such as one whose definition fails to load. */
  entries?: ScreenEntry[];
}

export function renderPortal({
  path = '/myaccount/dashboard',
  layers,
  options,
  session = SIGNED_IN,
  entries = [],
}: PortalOptions = {}) {
  if (session) setSession(session);
  else clearSession();
  return mountApp({
    path,
    screens: [...TEST_SCREENS.map(entryOf), ...entries],
    layers,
    options,
    registry: testRegistry(),
  });
}

export interface MountOptions {
  /** Where the app opens: a path, or a location with history state. */
  path: InitialEntry;
  screens: readonly ScreenEntry[];
  registry: Registry;
  layers?: SettingsLayers;
  options?: Record<string, unknown>;
  /** In React's StrictMode, which runs effects twice in development. */
  strict?: boolean;
}

/** The app's routes over these screens, with this registry, settings and options, at a path. */
export function mountApp({ path, screens, registry, layers, options, strict }: MountOptions) {
  const settings = testSettings(layers);
  const router = createMemoryRouter(buildRoutes(screens, settings, registry.blocks), {
    initialEntries: [path],
  });
  setNavigator((to, navigateOptions) => void router.navigate(to, navigateOptions));
  const app = (
    <EngineProvider
      settings={settings}
      options={createOptions(options ?? {}, optionSpecs)}
      rules={createRuleBook([...rulesFiles, ...deferredRulesFiles])}
      registry={registry}
    >
      <SWRConfig value={{ provider: () => new Map() }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </EngineProvider>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router };
}

/**
 * Lets the effects of what just rendered run. The signed-in shell loads lazily, so the end
 * of its first navigation (which clears the unsaved-changes flag) may come after its menu
 * is found: tests that set the flag settle first.
 */
export async function settle() {
  await act(async () => {});
}

/** The current route with its query, as the router sees it. */
export function currentUrl(router: { state: { location: { pathname: string; search: string } } }) {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
