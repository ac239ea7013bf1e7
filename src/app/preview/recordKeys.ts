/**
 * The settings keys a screen reads while it renders: the preview hands the App settings that
 * note every key read (text or flag) and tell `onRead` about it, so the studio can list the
 * texts on screen (studio:shown). Navigation starts a new list.
 */
import type { Settings } from '../../engine';

export interface KeyRecorder {
  settings: Settings;
  /** The keys read since the last reset, sorted. */
  keys: () => string[];
  reset: () => void;
}

export function recordKeys(settings: Settings, onRead: () => void = () => undefined): KeyRecorder {
  let read = new Set<string>();
  const note = (key: string) => {
    if (read.has(key)) return;
    read.add(key);
    onRead();
  };
  return {
    settings: {
      text(key, params) {
        note(key);
        return settings.text(key, params);
      },
      flag(key) {
        note(key);
        return settings.flag(key);
      },
      declares: (key) => settings.declares(key),
    },
    keys: () => [...read].sort(),
    reset() {
      read = new Set();
    },
  };
}
