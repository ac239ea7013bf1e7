import { useEffect, type ReactNode } from 'react';
import { useLoaderData, useLocation } from 'react-router-dom';
import { evaluate, isTruthy, ScreenRenderer, useEngine, type LoadedScreen } from '../engine';
import { trackPageView } from './analytics';
import { reportClientError } from './errors/clientErrors';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { handedData } from './handoff';
import { useTakeOverPrerender } from './prerender/takeOver';
import { useLogicEnv, useScreenContext } from './useScreenContext';

interface TitledPage {
  /** The title text as the settings give it. */
  text: string;
  /** The title's settings key, for the report. */
  key: string;
  /** The route URL, such as /myaccount/dashboard?x=1. */
  url: string;
}

/**
 * The document title of a page: its definition's title setting. When that text is empty
 * (an institution blanked it), that is reported and the host plus the page's URL is used
 * instead (spec 01 §2).
 */
function pageTitle({ text, key, url }: TitledPage, host: string = window.location.host): string {
  if (text.trim()) return text;
  const problem = `The page ${url} has no title: the setting ${key} is empty.`;
  console.warn(problem);
  reportClientError(new Error(problem));
  return `${host}${url}`;
}

/**
 * One routed screen, when its definition's availableWhen holds (register, verifyEmail and
 * recovery are closed under single sign-on, spec 01 §2); otherwise what its area shows
 * for a closed page (routes.tsx: the way home, or the signed-in page-not-available view).
 */
export function ScreenPage({ closed }: { closed: ReactNode }) {
  const screen = useLoaderData() as LoadedScreen;
  const env = useLogicEnv();
  const { availableWhen } = screen.definition;
  if (availableWhen !== undefined && !isTruthy(evaluate(availableWhen, env))) return closed;
  return <AvailableScreen screen={screen} />;
}

/**
 * A screen that is open: its definition (loaded by the route), its context and any data
 * handed to it (handoff.ts), and at the end of each navigation its document title and the page view.
 */
function AvailableScreen({ screen }: { screen: LoadedScreen }) {
  const { settings, options } = useEngine();
  const location = useLocation();
  const context = useScreenContext();
  useTakeOverPrerender();

  useEffect(() => {
    const key = screen.definition.title;
    const url = `${location.pathname}${location.search}`;
    const title = pageTitle({ text: settings.text(key), key, url });
    document.title = title;
    trackPageView(options, url, title);
  }, [settings, options, screen, location.key, location.pathname, location.search]);

  return (
    <ErrorBoundary key={location.pathname} settings={settings}>
      <ScreenRenderer
        key={location.key}
        screen={screen}
        context={context}
        initialData={handedData(location.state)}
      />
    </ErrorBoundary>
  );
}
