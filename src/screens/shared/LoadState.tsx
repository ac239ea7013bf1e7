/** The states of a list that loads its own data (the dashboard's lists, the login history). */
import type { ReactNode } from 'react';
import { Spinner } from '../../widgets';

interface LoadStateProps {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  /** Texts (already read from settings) of the three states. */
  loadingText: string;
  errorText: string;
  emptyText: string;
  children: ReactNode;
}

/** A list that loads its own data: a spinner, its error message, its empty text, or the list. */
export function LoadState({
  loading,
  failed,
  empty,
  loadingText,
  errorText,
  emptyText,
  children,
}: LoadStateProps) {
  if (loading) return <Spinner label={loadingText} />;
  if (failed) {
    return (
      <p className="banner banner--error" role="alert">
        {errorText}
      </p>
    );
  }
  if (empty) return <p className="text">{emptyText}</p>;
  return children;
}
