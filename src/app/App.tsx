import { useEffect, useState } from 'react';
import { createHashRouter, RouterProvider, type DataRouter, type RouteObject } from 'react-router-dom';
import { EngineProvider, type Options, type RuleBook, type Settings } from '../engine';
import { screens } from '../generated/screens';
import { watchUncaughtErrors } from './errors/clientErrors';
import { numberHistoryEntries } from './historyEntries';
import { createRegistry } from './registry';
import { setNavigator, setPreloader } from './navigation';
import { buildRoutes, preloadScreen } from './routes';

interface AppProps {
  settings: Settings;
  options: Options;
  rules: RuleBook;
  /** The routing made beforehand (the server's prerender, with its memory router); a hash router by default. */
  routing?: Routing;
}

/** A value that always reads as the latest one given. */
function latest<T>(first: T) {
  let value = first;
  return { read: () => value, follow: (next: T) => void (value = next) };
}

/**
 * Settings that always read the latest ones given: the router is built once, and its error
 * screen must speak the language chosen since.
 */
function followedSettings(first: Settings) {
  const { read, follow } = latest(first);
  const settings: Settings = {
    text: (key, params) => read().text(key, params),
    flag: (key) => read().flag(key),
    declares: (key) => read().declares(key),
  };
  return { settings, follow };
}

export type Routing = ReturnType<typeof createRouting>;

/**
 * The browser's router: a hash router, every history entry of which carries its number, typed
 * addresses included (historyEntries.ts), so that the leave guard stops a Back or a Forward
 * whatever the entry.
 */
function browserRouter(routes: RouteObject[]): DataRouter {
  const entries = numberHistoryEntries(window);
  const router = createHashRouter(routes);
  entries.follow(router);
  return router;
}

/**
 * The registry, the settings and options the routes follow, and the router of the route table
 * built from definitions: in the browser a hash router; the server's prerender (prerender/loginPage.tsx)
 * gives a memory router.
 */
export function createRouting(
  settings: Settings,
  options: Options,
  makeRouter: (routes: RouteObject[]) => DataRouter = browserRouter,
) {
  const registry = createRegistry();
  const followed = followedSettings(settings);
  const followedOptions = latest(options);
  // The options are read when a route loads, so a change of them (the studio's preview) counts.
  const router = makeRouter(buildRoutes(screens, followed.settings, registry.blocks, followedOptions.read));
  return { router, registry, followed, followedOptions };
}

/**
 * The booted portal: the engine with the app's registry, and the hash router built from
 * definitions. The router is made once, so new settings (another language) re-render the
 * page where it is rather than starting the route tree anew. While it runs, uncaught errors
 * are reported to the server.
 */
export function App({ settings, options, rules, routing }: AppProps) {
  useEffect(() => watchUncaughtErrors(), []);
  const [{ router, registry, followed, followedOptions }] = useState(
    () => routing ?? createRouting(settings, options),
  );
  // Here rather than in the initializer above, which StrictMode calls twice keeping one router:
  // the navigator must be the router shown.
  setNavigator((to, options) => void router.navigate(to, options));
  setPreloader((to) =>
    preloadScreen(to, screens, { blocks: registry.blocks, options: followedOptions.read }),
  );
  useEffect(() => followed.follow(settings), [followed, settings]);
  useEffect(() => followedOptions.follow(options), [followedOptions, options]);
  return (
    <EngineProvider settings={settings} options={options} rules={rules} registry={registry}>
      <RouterProvider router={router} />
    </EngineProvider>
  );
}
