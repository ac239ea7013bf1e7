import { useEffect, useState } from 'react';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { EngineProvider, type Options, type RuleBook, type Settings } from '../engine';
import { screens } from '../generated/screens';
import { watchUncaughtErrors } from './errors/clientErrors';
import { createRegistry } from './registry';
import { setNavigator, setPreloader } from './navigation';
import { buildRoutes, preloadScreen } from './routes';

interface AppProps {
  settings: Settings;
  options: Options;
  rules: RuleBook;
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

/**
 * The booted portal: the engine with the app's registry, and the hash router built from
 * definitions. The router is made once, so new settings (another language) re-render the
 * page where it is rather than starting the route tree anew. While it runs, uncaught errors
 * are reported to the server.
 */
export function App({ settings, options, rules }: AppProps) {
  useEffect(() => watchUncaughtErrors(), []);
  const [{ router, registry, followed, followedOptions }] = useState(() => {
    const registry = createRegistry();
    const followed = followedSettings(settings);
    const followedOptions = latest(options);
    // The options are read when a route loads, so a change of them (the studio's preview) counts.
    const router = createHashRouter(
      buildRoutes(screens, followed.settings, registry.blocks, followedOptions.read),
    );
    return { router, registry, followed, followedOptions };
  });
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
