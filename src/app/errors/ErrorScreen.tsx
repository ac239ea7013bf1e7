import type { Settings } from '../../engine';
import { useDropPrerender } from '../prerender/takeOver';
import { describeError } from './describeError';

interface ErrorScreenProps {
  error: unknown;
  settings: Settings;
}

/** A full error screen: what happened, technical details for support, and a way to retry. */
export function ErrorScreen({ error, settings }: ErrorScreenProps) {
  const { title, message, detail } = describeError(error, settings);
  useDropPrerender();
  return (
    <div className="error-screen" role="alert">
      <h1 className="heading heading--1">{title}</h1>
      <p className="text">{message}</p>
      <details className="error-screen__details">
        <summary>{settings.text('errors.details')}</summary>
        <pre>{detail}</pre>
      </details>
      <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
        {settings.text('errors.retry')}
      </button>
    </div>
  );
}
