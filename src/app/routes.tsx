/**
 * The route table, built from the screen manifest: each definition's route becomes a
 * child of its area's shell (home for the public area, myaccount for the signed-in one;
 * both exist even before they have screens), {name} segments become route parameters,
 * and an empty or unknown path leads to home/login. A page that fails to load shows the
 * view-error banner inside its shell; a failure of the frame itself, the error screen.
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import type { ScreenEntry, Settings } from '../engine';
import { ScreenPage } from './ScreenPage';
import { PublicShell } from './shells/PublicShell';
import { PageError, RouteError } from './errors/RouteError';
import { loadDeferred } from './deferred';
import { HOME } from './home';

const AREAS = ['home', 'myaccount'] as const;

function routePath(route: string): string {
  return route.replace(/\{([A-Za-z][A-Za-z0-9]*\??)\}/g, ':$1');
}

/** The login screen needs only the sign-in bundle; every other screen loads the deferred rest first (deferred.ts). */
const SIGN_IN_SCREEN = 'login';

function screenRoute(entry: ScreenEntry, path: string): RouteObject {
  return {
    path: routePath(path),
    loader: async () => {
      const [loaded] = await Promise.all([
        entry.load(),
        entry.id === SIGN_IN_SCREEN ? undefined : loadDeferred(),
      ]);
      return loaded.default;
    },
    element: <ScreenPage />,
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

export function buildRoutes(entries: readonly ScreenEntry[], settings: Settings): RouteObject[] {
  const { areas, topLevel } = byArea(entries);
  const errorElement = <RouteError settings={settings} />;
  const areaRoutes: RouteObject[] = [...areas].map(([area, screens]) => ({
    path: `/${area}`,
    // The signed-in frame (menus, idle time-out, dialogs) loads with the first signed-in screen.
    ...(area === 'myaccount'
      ? { lazy: async () => ({ Component: (await import('./shells/SignedInShell')).SignedInShell }) }
      : { element: <PublicShell /> }),
    errorElement,
    children: [
      ...(area === 'home' ? [{ index: true, element: <Navigate to="login" replace /> }] : []),
      ...screens.map((entry) => screenRoute(entry, entry.route.slice(area.length + 1))),
      { path: '*', element: <Navigate to={HOME} replace /> },
    ],
  }));
  return [
    {
      path: '/',
      errorElement,
      hydrateFallbackElement: <FirstLoad />,
      children: [
        { index: true, element: <Navigate to={HOME} replace /> },
        ...areaRoutes,
        {
          element: <PublicShell />,
          errorElement,
          children: topLevel.map((entry) => screenRoute(entry, `/${entry.route}`)),
        },
        { path: '*', element: <Navigate to={HOME} replace /> },
      ],
    },
  ];
}

/** Nothing to show while the first route's definition loads (a few milliseconds). */
function FirstLoad() {
  return null;
}
