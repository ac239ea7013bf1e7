import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { hasUnsavedChanges, useUnsavedChanges } from '../unsaved';

const UnsavedChangesDialog = lazy(() =>
  import('./UnsavedChanges').then((module) => ({ default: module.UnsavedChangesDialog })),
);

/**
 * Leaving a page while it has unsaved changes asks first (spec 01 §2, spec 03 §2.3), whatever
 * the way of leaving. Inside the portal (a link, the menu, Back or Forward, an address typed
 * into the address bar) the portal's question: Yes continues to the other page, No stays; every
 * history entry carries the router's number (../historyEntries.ts), so Back and Forward are
 * stopped even from or to an entry the router did not make. Leaving the page itself (a reload,
 * closing the tab, another site, Back past the portal's first page) asks with the browser's own
 * prompt (beforeunload), the only question a page may ask then. The blocker and the prompt are
 * there only while there are unsaved changes: without them there is nothing to ask about. The dialog is a chunk of its own, loaded with the blocker when the
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
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (hasUnsavedChanges()) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);
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
