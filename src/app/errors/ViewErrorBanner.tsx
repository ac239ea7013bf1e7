import { useLocation } from 'react-router-dom';
import { useSettings } from '../../engine';

/** Navigation state a page passes when it sends the user elsewhere because it could not load. */
export interface ViewErrorState {
  viewError: true;
}

export function hasViewError(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<ViewErrorState>).viewError === true;
}

/** 'An error occurred while trying to load that page.' */
export function ViewErrorBanner() {
  const settings = useSettings();
  return (
    <div className="banner banner--error view-error" role="alert">
      {settings.text('shell.viewError')}
    </div>
  );
}

/**
 * The banner after a navigation that carried the view-error flag, such as a loan page
 * that could not load and sent the user to the dashboard with `{ state: { viewError: true } }`.
 */
export function NavigationViewError() {
  const location = useLocation();
  return hasViewError(location.state) ? <ViewErrorBanner /> : null;
}
