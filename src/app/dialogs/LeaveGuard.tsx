import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { whenIdle } from '../idle';
import { hasUnsavedChanges, useUnsavedChanges } from '../unsaved';

const loadDialog = () => import('./UnsavedChanges');
const UnsavedChangesDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.UnsavedChangesDialog })),
);

/**
 * Leaving a page while it has unsaved changes asks first (spec 01 §2, spec 03 §2.3): Yes
 * continues to the other page, No stays. The blocker is registered only while there are
 * unsaved changes: while any blocker is registered, React Router warns ("a blocker on a
 * POP navigation") about every navigation it did not make itself — an address typed in,
 * a hash set by code — which it cannot block anyway, and without changes there is
 * nothing to ask about. The dialog is a chunk of its own, loaded once the browser is idle
 * after the first page (long before anything can be changed), so the sign-in page does not
 * carry it.
 */
export function LeaveGuard() {
  const [unsaved] = useUnsavedChanges();
  useEffect(() => whenIdle(() => void loadDialog().catch(() => undefined)), []);
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
