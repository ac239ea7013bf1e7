import { useEffect, useMemo } from 'react';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { EngineProvider, type Options, type RuleBook, type Settings } from '../engine';
import { screens } from '../generated/screens';
import { watchUncaughtErrors } from './errors/clientErrors';
import { createRegistry } from './registry';
import { setNavigator } from './navigation';
import { buildRoutes } from './routes';
import { logoutIfUnauthorized } from './session/logout';

/** Unauthorized answers log the user out; data is not refetched on focus (the spec's caching rules). */
const swrConfig: SWRConfiguration = {
  onError: (error) => void logoutIfUnauthorized(error),
  revalidateOnFocus: false,
  shouldRetryOnError: false,
};

interface AppProps {
  settings: Settings;
  options: Options;
  rules: RuleBook;
}

/**
 * The booted portal: the engine with the app's registry, and the hash router built from
 * definitions. While it runs, uncaught errors are reported to the server.
 */
export function App({ settings, options, rules }: AppProps) {
  useEffect(() => watchUncaughtErrors(), []);
  const { router, registry } = useMemo(() => {
    const router = createHashRouter(buildRoutes(screens, settings));
    setNavigator((to, options) => void router.navigate(to, options));
    const registry = createRegistry();
    return { router, registry };
  }, [settings]);
  return (
    <EngineProvider settings={settings} options={options} rules={rules} registry={registry}>
      <SWRConfig value={swrConfig}>
        <RouterProvider router={router} />
      </SWRConfig>
    </EngineProvider>
  );
}
