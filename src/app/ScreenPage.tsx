import { useEffect, useMemo } from 'react';
import { useLoaderData, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { ScreenRenderer, SIGNED_OUT, useSettings, type LoadedScreen, type ScreenContext } from '../engine';
import { ErrorBoundary } from './errors/ErrorBoundary';

function deviceContext() {
  return {
    mobileApp: false,
    compact: typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 40em)').matches,
    production: import.meta.env.PROD,
  };
}

/** One routed screen: its definition (loaded by the route), its title, and its context. */
export function ScreenPage() {
  const screen = useLoaderData() as LoadedScreen;
  const settings = useSettings();
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();

  useEffect(() => {
    document.title = settings.text(screen.definition.title);
  }, [settings, screen]);

  const context = useMemo<ScreenContext>(
    () => ({
      session: SIGNED_OUT,
      route: { path: location.pathname.replace(/^\//, ''), params: params as Record<string, string> },
      query: Object.fromEntries(search),
      device: deviceContext(),
      now: new Date().toISOString(),
    }),
    // A new context per navigation: params and query follow the location.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [location.key, location.pathname, location.search],
  );

  return (
    <ErrorBoundary key={location.pathname} settings={settings}>
      <ScreenRenderer key={location.key} screen={screen} context={context} />
    </ErrorBoundary>
  );
}
