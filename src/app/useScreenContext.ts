/**
 * The context conditions are evaluated against (schemas/context.schema.json), built from
 * the current route and session: by ScreenPage for a screen's blocks, and by the shells
 * for their menus (rules/navigation.json), so both see the same values.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { mobileApp } from '../api/mobileApp';
import { useEngine, type LogicEnv, type ScreenContext } from '../engine';
import { sessionContext, useSession } from './session/store';

/** Narrow screens, as the menus' CSS breakpoint and the definitions' device.compact see them. */
export const COMPACT_QUERY = '(max-width: 40em)';

const compactQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(COMPACT_QUERY) : null;

function subscribeToCompact(onChange: () => void) {
  const query = compactQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the screen is narrow, followed as the window is resized or the phone turned. */
function useCompact(): boolean {
  return useSyncExternalStore(
    subscribeToCompact,
    () => compactQuery()?.matches ?? false,
    () => false,
  );
}

function deviceContext(compact: boolean) {
  const app = mobileApp();
  return {
    mobileApp: app.inApp,
    appVersion: app.appVersion,
    compact,
    production: import.meta.env.PROD,
  };
}

export function useScreenContext(): ScreenContext {
  const params = useParams();
  const location = useLocation();
  const session = useSession();
  const compact = useCompact();
  return useMemo<ScreenContext>(
    () => ({
      session: sessionContext(session),
      route: { path: location.pathname.replace(/^\//, ''), params: params as Record<string, string> },
      query: Object.fromEntries(new URLSearchParams(location.search)),
      device: deviceContext(compact),
      now: new Date().toISOString(),
    }),
    // A new context per navigation (params and query follow the location) and when the width
    // crosses the compact breakpoint.
    [location.key, location.pathname, location.search, session, compact],
  );
}

/** The full evaluation environment outside a screen: no form and no screen data. */
export function useLogicEnv(): LogicEnv {
  const { settings, options, rules } = useEngine();
  const context = useScreenContext();
  return useMemo(
    () => ({ settings, options, rules, context: { ...context, options, form: {}, data: {} } }),
    [settings, options, rules, context],
  );
}
