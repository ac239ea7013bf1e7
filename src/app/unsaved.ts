/**
 * The unsaved-changes flag (spec 01 §2, spec 03 §4): a screen with edited but unsaved data
 * sets it; the end of every navigation clears it; while it is set, leaving the page or
 * logging out asks first. Ending the session drops it too: the changes belonged to the
 * user who is gone, and a forced logout must not stop to ask.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { getSession, subscribe as subscribeToSession } from './session/store';

let unsaved = false;
const listeners = new Set<() => void>();

function publish(next: boolean) {
  if (unsaved === next) return;
  unsaved = next;
  for (const listener of listeners) listener();
}

export function hasUnsavedChanges(): boolean {
  return unsaved;
}

export function setUnsavedChanges(value: boolean) {
  publish(value);
}

export function clearUnsavedChanges() {
  publish(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

subscribeToSession(() => {
  if (!getSession()) clearUnsavedChanges();
});

/** The flag and its setter, for screens that edit data. */
export function useUnsavedChanges(): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(subscribe, hasUnsavedChanges, hasUnsavedChanges);
  const set = useCallback((next: boolean) => setUnsavedChanges(next), []);
  return [value, set];
}
