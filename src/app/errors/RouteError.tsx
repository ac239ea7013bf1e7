import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import type { Settings } from '../../engine';
import { reportClientError } from './clientErrors';
import { useDropPrerender } from '../prerender/takeOver';
import { ErrorScreen } from './ErrorScreen';
import { ViewErrorBanner } from './ViewErrorBanner';

function useReported(error: unknown) {
  useEffect(() => {
    console.error(error);
    reportClientError(error);
  }, [error]);
}

/** A failure outside any shell (the frame itself could not render) shows the full error screen. */
export function RouteError({ settings }: { settings: Settings }) {
  const error = useRouteError();
  useReported(error);
  return <ErrorScreen error={error} settings={settings} />;
}

/**
 * A page that failed to load or render inside a shell (a missing chunk, a failed loader):
 * the shell stays, and its main area shows the view-error banner (spec 03 §2.15).
 */
export function PageError() {
  const error = useRouteError();
  useReported(error);
  useDropPrerender();
  return <ViewErrorBanner retry />;
}
