/**
 * The message box's characters-left counter (spec 03 §5, §9): 300 minus the message's length,
 * a warning style when fewer than 100 and more than 50 are left, an error style at 50 or fewer.
 * Length is counted as the browser's maxlength counts it (UTF-16 code units, String.length), so
 * the counter, the box's maxLength and the server's check agree on every message.
 */

/** Spec 03 §9: the message is at most 300 characters. */
export const MESSAGE_MAX_LENGTH = 300;
/** Fewer than this many left: the warning style. */
export const COUNTER_WARNING_BELOW = 100;
/** This many left or fewer: the error style. */
export const COUNTER_ERROR_AT = 50;

export type CounterLevel = 'normal' | 'warning' | 'error';

/** 300 minus the message's length, never below 0. */
export function charactersLeft(message: string): number {
  return Math.max(MESSAGE_MAX_LENGTH - message.length, 0);
}

export function counterLevel(left: number): CounterLevel {
  if (left <= COUNTER_ERROR_AT) return 'error';
  if (left < COUNTER_WARNING_BELOW) return 'warning';
  return 'normal';
}

/**
 * The band the count is in: 0 with 100 or more left, 1 below 100, 2 at 50 or fewer, 3 with
 * none left. A screen reader hears the count when the band changes (crossing 100, 50 and 0,
 * either way), not on every keystroke.
 */
export type CounterBand = 0 | 1 | 2 | 3;

export function counterBand(left: number): CounterBand {
  if (left <= 0) return 3;
  if (left <= COUNTER_ERROR_AT) return 2;
  if (left < COUNTER_WARNING_BELOW) return 1;
  return 0;
}
