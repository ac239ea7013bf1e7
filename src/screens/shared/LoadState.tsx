/** The states of a list that loads its own data (the dashboard's lists, the login history …). */
import type { ReactNode } from 'react';
import { EmptyState } from './table/EmptyState';
import { LoadError } from './table/LoadError';
import { Skeleton } from './table/Skeleton';

interface LoadStateProps {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  /** Texts (already read from settings) of the three states. */
  loadingText: string;
  errorText: string;
  emptyText: string;
  /** Loads the list again (SWR's mutate): the error banner offers Try again. */
  onRetry?: () => void;
  /** The loading bars' shape: the list's columns (a few rows of them). */
  columns?: number;
  children: ReactNode;
}

/** A list that loads its own data: its skeleton, its error with Try again, its empty state, or the list. */
export function LoadState({
  loading,
  failed,
  empty,
  loadingText,
  errorText,
  emptyText,
  onRetry,
  columns,
  children,
}: LoadStateProps) {
  if (loading) return <Skeleton label={loadingText} columns={columns} />;
  if (failed) return <LoadError text={errorText} onRetry={onRetry} />;
  if (empty) return <EmptyState text={emptyText} />;
  return children;
}
