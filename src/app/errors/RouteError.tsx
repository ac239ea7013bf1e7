import { useRouteError } from 'react-router-dom';
import type { Settings } from '../../engine';
import { ErrorScreen } from './ErrorScreen';

/** A route that failed to load or render (a missing chunk, a bad definition) shows the error screen. */
export function RouteError({ settings }: { settings: Settings }) {
  const error = useRouteError();
  console.error(error);
  return <ErrorScreen error={error} settings={settings} />;
}
