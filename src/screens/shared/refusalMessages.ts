/** What each refusal of a step means to the user, as settings keys (spec 01 §8). */
import { ApiError } from '../../api/errors';

function reasonOf(error: unknown): { status?: number; reason?: string } {
  if (!(error instanceof ApiError)) return {};
  const { problem } = error;
  if (problem.kind === 'forbidden') return { status: 403, reason: problem.reason };
  if (problem.kind === 'http') return { status: problem.status, reason: problem.reason };
  if (problem.kind === 'rejected') return { reason: problem.reason };
  return {};
}

/** Security code, 403: CodeExpired, MaxAttemptsReached, otherwise invalid; other failures a validation error. */
export function codeMessage(error: unknown): string {
  const { status, reason } = reasonOf(error);
  if (status !== 403) return 'postLogin.codeError';
  if (reason === 'CodeExpired') return 'postLogin.codeExpired';
  if (reason === 'MaxAttemptsReached') return 'postLogin.codeMaxAttempts';
  return 'postLogin.codeInvalid';
}

const PASSWORD_REASONS: Readonly<Record<string, string>> = {
  Error: 'passwordErrors.error',
  ChooseDifferentPassword: 'passwordErrors.chooseDifferentPassword',
  PasswordTooShort: 'passwordErrors.passwordTooShort',
  PasswordSameAsLogin: 'passwordErrors.passwordSameAsLogin',
  PasswordSameAsSSN: 'passwordErrors.passwordSameAsSsn',
  PasswordNeedsLetterNumber: 'passwordErrors.passwordNeedsLetterNumber',
  Expired: 'passwordErrors.expired',
  ReusedPassword: 'passwordErrors.reusedPassword',
  PasswordMissingCapitalLetter: 'passwordErrors.passwordMissingCapitalLetter',
  PasswordMissingLowercaseLetter: 'passwordErrors.passwordMissingLowercaseLetter',
  PasswordMissingLetter: 'passwordErrors.passwordMissingLetter',
  PasswordMissingNumber: 'passwordErrors.passwordMissingNumber',
  PasswordMissingSpecialCharacter: 'passwordErrors.passwordMissingSpecialCharacter',
  PasswordEqualsPortionOfLogon: 'passwordErrors.passwordEqualsPortionOfLogon',
  PasswordMatchesEmail: 'passwordErrors.passwordMatchesEmail',
  PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters: 'passwordErrors.passwordRepeats',
};

/** Reset password errors: the first server message if it is a known one; 500 and above Error500; else Error. */
export function passwordMessage(error: unknown): string {
  const { status, reason } = reasonOf(error);
  if (status !== undefined && status >= 500) return 'passwordErrors.error500';
  return (
    (reason !== undefined && Object.hasOwn(PASSWORD_REASONS, reason) && PASSWORD_REASONS[reason]) ||
    'passwordErrors.error'
  );
}
