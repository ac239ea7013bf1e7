import { useLocation, useNavigate } from 'react-router-dom';
import { useSettings } from '../../engine';

/** Navigation state a page passes when it sends the user elsewhere because it could not load. */
export interface ViewErrorState {
  viewError: true;
}

export function hasViewError(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<ViewErrorState>).viewError === true;
}

/**
 * 'An error occurred while trying to load that page.', with a way forward when the page
 * itself failed: Try again loads the same address anew (its screen, data and chunks), which
 * gets past a dropped connection or a chunk replaced by a new deployment.
 */
export function ViewErrorBanner({ retry = false }: { retry?: boolean }) {
  const settings = useSettings();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="banner banner--error view-error" role="alert">
      <p className="view-error__text">{settings.text('shell.viewError')}</p>
      {retry && (
        <button
          type="button"
          className="button button--secondary view-error__retry"
          onClick={() => void navigate(location, { replace: true })}
        >
          {settings.text('errors.retry')}
        </button>
      )}
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
