/**
 * A list that could not be loaded (issue 18): the list's error text (from settings) in an
 * error banner with a way forward, a Try again button that loads the list again (the
 * caller's SWR mutate). Only the list is replaced: the rest of the page stays usable.
 */
import { useSettings } from '../../../engine';
import './states.css';

interface LoadErrorProps {
  text: string;
  /** Loads the list again; without it the banner has no button. */
  onRetry?: () => void;
}

export function LoadError({ text, onRetry }: LoadErrorProps) {
  const settings = useSettings();
  return (
    <div className="banner banner--error load-error" role="alert">
      <p className="load-error__text">{text}</p>
      {onRetry && (
        <button type="button" className="button button--secondary load-error__retry" onClick={onRetry}>
          {settings.text('tables.tryAgain')}
        </button>
      )}
    </div>
  );
}
