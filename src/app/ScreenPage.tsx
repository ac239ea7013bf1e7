import { useEffect, useMemo } from 'react';
import { useLoaderData, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { ScreenRenderer, useSettings, type LoadedScreen, type ScreenContext } from '../engine';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { sessionContext, useSession } from './session/store';

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
  const session = useSession();

  useEffect(() => {
    document.title = settings.text(screen.definition.title);
  }, [settings, screen]);

  const context = useMemo<ScreenContext>(
    () => ({
      session: sessionContext(session),
      route: { path: location.pathname.replace(/^\//, ''), params: params as Record<string, string> },
      query: Object.fromEntries(search),
      device: deviceContext(),
      now: new Date().toISOString(),
    }),
    // A new context per navigation: params and query follow the location.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [location.key, location.pathname, location.search, session],
  );

  return (
    <ErrorBoundary key={location.pathname} settings={settings}>
      <ScreenRenderer key={location.key} screen={screen} context={context} />
    </ErrorBoundary>
  );
}
