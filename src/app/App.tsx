import { useMemo } from 'react';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { EngineProvider, type Options, type RuleBook, type Settings } from '../engine';
import { screens } from '../generated/screens';
import { createRegistry } from './registry';
import { buildRoutes } from './routes';

interface AppProps {
  settings: Settings;
  options: Options;
  rules: RuleBook;
}

/** The booted portal: the engine with the app's registry, and the hash router built from definitions. */
export function App({ settings, options, rules }: AppProps) {
  const { router, registry } = useMemo(() => {
    const router = createHashRouter(buildRoutes(screens, settings));
    const registry = createRegistry({ navigate: (to) => void router.navigate(to) });
    return { router, registry };
  }, [settings]);
  return (
    <EngineProvider settings={settings} options={options} rules={rules} registry={registry}>
      <RouterProvider router={router} />
    </EngineProvider>
  );
}
