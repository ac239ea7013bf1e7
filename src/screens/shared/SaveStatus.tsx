/**
 * A section save's progress (the loan's address, alerts and statement format; spec 03 §4, §9): a spinner while saving, then a check mark with its
 * text for SAVED_MARK_MS (useSaveState goes back to idle by itself). The texts come from the
 * caller's settings.
 */
import { useEffect, useState } from 'react';
import { Spinner } from '../../widgets';
import './saveStatus.css';

/** Spec 03 §9: the check mark shows 3 s after a save. */
export const SAVED_MARK_MS = 3000;

export type SaveState = 'idle' | 'saving' | 'saved';

/** A save's state, back to idle SAVED_MARK_MS after it is set to saved. */
export function useSaveState() {
  const [state, setState] = useState<SaveState>('idle');
  useEffect(() => {
    if (state !== 'saved') return undefined;
    const timer = setTimeout(() => setState('idle'), SAVED_MARK_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return [state, setState] as const;
}

/** The check mark: decorative, the text beside it says Saved. */
function CheckMark() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
    >
      <path d="M4 12l5 5L20 6" />
    </svg>
  );
}

/**
 * The status, in a live region that is always there (a region inserted with its text is not
 * reliably announced): "Saved" is heard where focus stays after a save.
 */
export function SaveStatus({ state, saving, saved }: { state: SaveState; saving: string; saved: string }) {
  return (
    <span className="save-status" role="status">
      {state === 'saving' && <Spinner label={saving} />}
      {state === 'saved' && (
        <span className="save-status__saved">
          <CheckMark />
          {saved}
        </span>
      )}
    </span>
  );
}
