/**
 * What the uploader tells screen readers, as a polite log (role="log"): each announcement is
 * added as a line, so one that follows another at once (a file done, the next one starting) is
 * read after it instead of replacing it. Only the last few lines are kept.
 */
import { useCallback, useState } from 'react';

export interface Announcement {
  id: number;
  text: string;
}

const KEPT = 4;
let nextId = 0;

export function useAnnouncer(): [lines: readonly Announcement[], announce: (text: string) => void] {
  const [lines, setLines] = useState<readonly Announcement[]>([]);
  const announce = useCallback(
    (text: string) => setLines((previous) => [...previous, { id: (nextId += 1), text }].slice(-KEPT)),
    [],
  );
  return [lines, announce];
}

/** The quarter (25, 50, 75) a transfer reached past the one announced last, or undefined. */
export function quarterReached(lastAnnounced: number, percent: number): number | undefined {
  const quarter = Math.floor(percent / 25) * 25;
  return quarter > lastAnnounced && quarter > 0 && quarter < 100 ? quarter : undefined;
}
