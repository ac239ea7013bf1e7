/**
 * A section save's progress (spec 03 §4, §9): a spinner while saving, then a check mark with its
 * text, which the owner shows for SAVED_MARK_MS. The texts come from the caller's settings.
 */
import { Spinner } from '../../../widgets';

/** Spec 03 §9: the check mark shows 3 s after a save. */
export const SAVED_MARK_MS = 3000;

export type SaveState = 'idle' | 'saving' | 'saved';

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

export function SaveStatus({ state, saving, saved }: { state: SaveState; saving: string; saved: string }) {
  if (state === 'saving') return <Spinner label={saving} />;
  if (state === 'saved')
    return (
      <span className="alert-preferences__saved" role="status">
        <CheckMark />
        {saved}
      </span>
    );
  return null;
}
