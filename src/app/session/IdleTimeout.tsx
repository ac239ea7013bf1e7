import { useCallback, useEffect, useRef, useState } from 'react';
import { useSettings } from '../../engine';
import { Dialog } from '../../widgets';
import { useIdleWatch } from './idleWatch';
import { logout } from './logout';
import { isMemorySession } from './store';

/** The warning counts down from 120 seconds in one-second ticks. */
export const COUNTDOWN_SECONDS = 120;
/** Screen readers hear the time left at these points only, not every second. */
const ANNOUNCE_AT = [10, 30, 60, COUNTDOWN_SECONDS] as const;
/** A live region's first text is announced only when it arrives after the region itself. */
const FIRST_ANNOUNCEMENT_MS = 250;

/** m:ss */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function checkpoint(left: number): number {
  return ANNOUNCE_AT.find((at) => left <= at) ?? COUNTDOWN_SECONDS;
}

interface IdleDialogProps {
  onResume: () => void;
  onExpire: () => void;
}

/**
 * 'Your session is about to expire!' with 'You will be logged out in {time}.' and Resume.
 * Mounted when the warning starts, so every warning counts down from the start; the time
 * left follows the clock, so a throttled background tab still expires on time.
 */
export function IdleDialog({ onResume, onExpire }: IdleDialogProps) {
  const settings = useSettings();
  const [left, setLeft] = useState(COUNTDOWN_SECONDS);
  const [announced, setAnnounced] = useState<number | null>(null);
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    const end = Date.now() + COUNTDOWN_SECONDS * 1000;
    const first = setTimeout(() => setAnnounced(COUNTDOWN_SECONDS), FIRST_ANNOUNCEMENT_MS);
    const tick = setInterval(() => {
      const next = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(next);
      setAnnounced(checkpoint(next));
      if (next === 0) {
        clearInterval(tick);
        onExpireRef.current();
      }
    }, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(tick);
    };
  }, []);

  return (
    <Dialog
      open
      title={settings.text('session.expiryTitle')}
      width={350}
      onClose={onResume}
      actions={
        <button type="button" className="button button--primary" onClick={onResume}>
          {settings.text('session.resume')}
        </button>
      }
    >
      <p className="text">{settings.text('session.expiryText', { time: formatCountdown(left) })}</p>
      <p className="visually-hidden" aria-live="polite">
        {announced === null ? '' : settings.text('session.expiryAnnouncement', { seconds: announced })}
      </p>
    </Dialog>
  );
}

/**
 * The inactivity time-out of the signed-in area (spec 01 §4): mounted by its shell, so
 * entering an in-account URL starts the watch and a home URL stops it. Idle time opens
 * the warning; Resume closes it and watches again; its end logs out as sessionExpired. The
 * studio's preview session (in memory) is never timed out: nothing interrupts the admin.
 */
export function IdleTimeout() {
  const [warning, setWarning] = useState(false);
  const warn = useCallback(() => setWarning(true), []);
  const resume = useCallback(() => setWarning(false), []);
  const expire = useCallback(() => void logout('sessionExpired'), []);
  useIdleWatch(!warning && !isMemorySession(), warn);
  return warning ? <IdleDialog onResume={resume} onExpire={expire} /> : null;
}
