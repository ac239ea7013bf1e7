/**
 * The route table, built from the screen manifest: each definition's route becomes a
 * child of its area's shell (home for the public area, myaccount for the signed-in one;
 * both exist even before they have screens), {name} segments become route parameters,
 * and an empty or unknown path leads to home/login, except inside myaccount, where the
 * signed-in shell shows the page-not-available view (the session goes on; the shell's
 * guard still sends a visitor without one to login). A page that fails to load shows the
 * view-error banner inside its shell; a failure of the frame itself, the error screen.
 * Every route below sees the table (RouteLink.tsx), so menus and links offer only its routes.
 */
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import {
  isTruthy,
  type Logic,
  type Options,
  type Registry,
  type ScreenEntry,
  type Settings,
} from '../engine';
import { ScreenPage } from './ScreenPage';
import { PublicShell } from './shells/PublicShell';
import { PageError, RouteError } from './errors/RouteError';
import { loadDeferred } from './deferred';
import { preloadBlocks, preloadEagerBlocks } from './lazyBlock';
import { HOME } from './home';
import { RouteTableProvider } from './RouteLink';
import { createRouteTable, routeMatches } from './routeTable';

const AREAS = ['home', 'myaccount'] as const;

function routePath(route: string): string {
  return route.replace(/\{([A-Za-z][A-Za-z0-9]*\??)\}/g, ':$1');
}

/**
 * The login screen needs only the sign-in bundle and the eager block widgets (their
 * manifests say so); every other screen loads the deferred rest (deferred.ts) and its lazy
 * block widgets first.
 */
const SIGN_IN_SCREEN = 'login';

/**
 * Old addresses that e-mails already sent still carry, each leading to its route with the
 * same query: the opt-out link said optout before the spec's opt-out (spec 01 §2).
 */
const ALIASES: Readonly<Record<string, string>> = { '/optout': '/opt-out' };

function AliasOf({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/**
 * Whether a screen is closed by an institution option alone (`{"option": [name, fallback]}`),
 * known before its page renders: such a screen loads no block code. The studio's code is not
 * even served while the server runs without PORTAL_STUDIO, so asking for it would fail.
 */
export function closedByOption(availableWhen: Logic | undefined, options: Options | undefined): boolean {
  if (!options || typeof availableWhen !== 'object' || availableWhen === null || Array.isArray(availableWhen))
    return false;
  const condition = availableWhen as Record<string, unknown>;
  const [name, fallback] = Array.isArray(condition.option) ? (condition.option as unknown[]) : [];
  if (Object.keys(condition).length !== 1 || typeof name !== 'string') return false;
  return !isTruthy(Object.hasOwn(options, name) ? options[name] : fallback);
}

interface ScreenRouteOptions {
  blocks: Registry['blocks'];
  /** The institution's options now, when known: a screen they close loads no block code. */
  options?: () => Options;
  /** A screen of the signed-in area, where a closed page is the page-not-available view. */
  signedIn?: boolean;
}

/** The screen entry a portal path (no leading slash) opens, if any. */
export function screenAt(entries: readonly ScreenEntry[], path: string): ScreenEntry | undefined {
  return entries.find((entry) => routeMatches(entry.route.split('/'), path));
}

/** The signed-in area's page for a path no screen opens or a closed screen: not part of the sign-in page's code. */
const LazyPageNotAvailable = lazy(() =>
  import('./PageNotAvailable').then((module) => ({ default: module.PageNotAvailable })),
);

function PageNotAvailable() {
  return (
    <Suspense fallback={null}>
      <LazyPageNotAvailable />
    </Suspense>
  );
}

/** The signed-in frame (menus, idle time-out, dialogs): it loads with the first signed-in screen. */
export const loadSignedInShell = () => import('./shells/SignedInShell');

/**
 * What a screen's page needs before it renders: its definition and, for any screen but the
 * sign-in, the deferred rest and the lazy blocks its definition names (none for a screen an
 * institution option closes). The route's loader, and preloadScreen before a navigation.
 */
async function loadScreen(
  entry: ScreenEntry,
  { blocks, options }: Pick<ScreenRouteOptions, 'blocks' | 'options'>,
) {
  if (entry.id === SIGN_IN_SCREEN) {
    const [loaded] = await Promise.all([entry.load(), preloadEagerBlocks(blocks)]);
    return loaded.default;
  }
  const [loaded] = await Promise.all([entry.load(), loadDeferred()]);
  if (closedByOption(loaded.default.definition.availableWhen, options?.())) return loaded.default;
  // The page renders whole when the navigation ends (lazyBlock.tsx).
  await preloadBlocks(loaded.default.definition.blocks, blocks);
  return loaded.default;
}

/**
 * Loads the code of the page at this path ahead of the navigation to it (the dashboard while
 * the sign-in's steps still show), with the signed-in frame for a signed-in path. Failures are
 * the route loader's to report when the navigation comes.
 */
export function preloadScreen(
  path: string,
  entries: readonly ScreenEntry[],
  routeOptions: Pick<ScreenRouteOptions, 'blocks' | 'options'>,
): void {
  const bare = path.replace(/^\//, '');
  const entry = screenAt(entries, bare);
  if (entry) void loadScreen(entry, routeOptions).catch(() => {});
  if (bare.startsWith('myaccount/')) void loadSignedInShell().catch(() => {});
}

function screenRoute(
  entry: ScreenEntry,
  path: string,
  { blocks, options, signedIn = false }: ScreenRouteOptions,
): RouteObject {
  return {
    path: routePath(path),
    loader: () => loadScreen(entry, { blocks, options }),
    element: <ScreenPage closed={signedIn ? <PageNotAvailable /> : <Navigate to={HOME} replace />} />,
    errorElement: <PageError />,
  };
}

function byArea(entries: readonly ScreenEntry[]) {
  const areas = new Map<string, ScreenEntry[]>(AREAS.map((area) => [area, []]));
  const topLevel: ScreenEntry[] = [];
  for (const entry of entries) {
    const [area, ...rest] = entry.route.split('/');
    if (rest.length === 0) topLevel.push(entry);
    else areas.set(area!, [...(areas.get(area!) ?? []), entry]);
  }
  return { areas, topLevel };
}

/** The routes of these screens; `blocks` are the registry's block widgets, whose lazy ones a screen's loader preloads. */
export function buildRoutes(
  entries: readonly ScreenEntry[],
  settings: Settings,
  blocks: Registry['blocks'] = {},
  options?: () => Options,
): RouteObject[] {
  const { areas, topLevel } = byArea(entries);
  const errorElement = <RouteError settings={settings} />;
  const areaRoutes: RouteObject[] = [...areas].map(([area, screens]) => ({
    path: `/${area}`,
    ...(area === 'myaccount'
      ? { lazy: async () => ({ Component: (await loadSignedInShell()).SignedInShell }) }
      : { element: <PublicShell /> }),
    errorElement,
    children: [
      { index: true, element: <Navigate to={area === 'home' ? 'login' : 'dashboard'} replace /> },
      ...screens.map((entry) =>
        screenRoute(entry, entry.route.slice(area.length + 1), {
          blocks,
          options,
          signedIn: area === 'myaccount',
        }),
      ),
      { path: '*', element: area === 'myaccount' ? <PageNotAvailable /> : <Navigate to={HOME} replace /> },
    ],
  }));
  const table = createRouteTable(entries.map((entry) => entry.route));
  return [
    {
      path: '/',
      element: (
        <RouteTableProvider table={table}>
          <Outlet />
        </RouteTableProvider>
      ),
      errorElement,
      hydrateFallbackElement: <FirstLoad />,
      children: [
        { index: true, element: <Navigate to={HOME} replace /> },
        ...areaRoutes,
        {
          element: <PublicShell />,
          errorElement,
          children: topLevel.map((entry) => screenRoute(entry, `/${entry.route}`, { blocks, options })),
        },
        ...Object.entries(ALIASES).map(([path, to]) => ({ path, element: <AliasOf to={to} /> })),
        { path: '*', element: <Navigate to={HOME} replace /> },
      ],
    },
  ];
}

/** Nothing to show while the first route's definition loads (a few milliseconds). */
function FirstLoad() {
  return null;
}
