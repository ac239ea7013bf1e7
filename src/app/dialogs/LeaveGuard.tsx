import { lazy, Suspense, useCallback } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { hasUnsavedChanges, useUnsavedChanges } from '../unsaved';

const UnsavedChangesDialog = lazy(() =>
  import('./UnsavedChanges').then((module) => ({ default: module.UnsavedChangesDialog })),
);

/**
 * Leaving a page while it has unsaved changes asks first (spec 01 §2, spec 03 §2.3): Yes
 * continues to the other page, No stays. The blocker is registered only while there are
 * unsaved changes: while any blocker is registered, React Router warns ("a blocker on a
 * POP navigation") about every navigation it did not make itself — an address typed in,
 * a hash set by code — which it cannot block anyway, and without changes there is
 * nothing to ask about. The dialog is a chunk of its own, loaded with the blocker when the
 * first change is made (long before the user can leave with it), so neither the sign-in page
 * nor a signed-in page's first load carries it.
 */
export function LeaveGuard() {
  const [unsaved] = useUnsavedChanges();
  return unsaved ? <ActiveLeaveGuard /> : null;
}

/**
 * The blocker itself. The flag is read again when a navigation starts, so a logout that
 * has already ended the session (and with it the flag) is never held up.
 */
function ActiveLeaveGuard() {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog
        open={blocker.state === 'blocked'}
        onContinue={() => blocker.proceed?.()}
        onStay={() => blocker.reset?.()}
      />
    </Suspense>
  );
}
