import { useEffect, useMemo } from 'react';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { EngineProvider, type Options, type RuleBook, type Settings } from '../engine';
import { screens } from '../generated/screens';
import { watchUncaughtErrors } from './errors/clientErrors';
import { createRegistry } from './registry';
import { setNavigator } from './navigation';
import { buildRoutes } from './routes';

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
    const registry = createRegistry();
    const router = createHashRouter(buildRoutes(screens, settings, registry.blocks, options));
    setNavigator((to, options) => void router.navigate(to, options));
    return { router, registry };
  }, [settings, options]);
  return (
    <EngineProvider settings={settings} options={options} rules={rules} registry={registry}>
      <RouterProvider router={router} />
    </EngineProvider>
  );
}
