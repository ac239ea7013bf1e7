/**
 * The recovery error catalogue (spec 01 §8 'Recovery'): a failed recovery call to the
 * settings key of its message, by the first error message of the answer, or Error500 for
 * a status of 500 and above. Codes outside the catalogue read as Error.
 */
import { own } from '../own';

/** What went wrong with a recovery call, as far as the catalogue cares. */
export interface RecoveryFailure {
  /** The status of an HTTP failure (a refusal with HasNoErrors false comes with none). */
  status?: number;
  /** The first error message of the answer. */
  reason?: string;
}

const MESSAGES: Readonly<Record<string, string>> = {
  Error: 'recovery.error',
  Invalid: 'recovery.error',
  Error500: 'recovery.error500',
  RecoveryMaxAttempts: 'recovery.errorMaxAttempts',
  RecoveryFailed: 'recovery.errorFailed',
  BadQuestion: 'recovery.errorBadQuestion',
};

export const RECOVERY_ERROR_CODES: readonly string[] = Object.keys(MESSAGES);

/** The catalogue code of a failure: Error500 for a server error, else the first error message. */
export function recoveryErrorCode({ status, reason }: RecoveryFailure): string | undefined {
  return status !== undefined && status >= 500 ? 'Error500' : reason;
}

/** The settings key of a catalogue code; any other code (or none) gets Error's. */
export function recoveryErrorMessage(code: string | undefined): string {
  return (code === undefined ? undefined : own(MESSAGES, code)) ?? 'recovery.error';
}
