/**
 * The profile's user-information rules (spec 01 §5 "Profile, user information", §9): the
 * e-mail (required, valid, at most 100), the login name (required, the institution's lengths,
 * valid characters), the current password (required with any credential change), and the
 * security answer (required only when the question changed; allowed characters). Pure: the
 * portal's form and the reference server (refusal.ts) read the same rules.
 */

/** Spec 01 §9 "E-mail maximum". */
export const EMAIL_MAX_LENGTH = 100;
/** An e-mail address as registration accepts it (screen-definitions/register.json email). */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/** The login name's valid characters, as registration's (screen-definitions/register.json userName). */
export const LOGON_PATTERN = '^[A-Za-z0-9._@-]+$';

export type EmailProblem = 'required' | 'invalid' | 'tooLong';
export type LogonProblem = 'required' | 'tooShort' | 'tooLong' | 'pattern';
export type AnswerProblem = 'required' | 'invalid';

export function emailProblem(email: string): EmailProblem | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > EMAIL_MAX_LENGTH) return 'tooLong';
  return new RegExp(EMAIL_PATTERN, 'u').test(trimmed) ? undefined : 'invalid';
}

/** Lengths count code points (src/domain/passwords codePointLength). */
export function logonProblem(
  logon: string,
  limits: { minimum: number; maximum: number },
): LogonProblem | undefined {
  if (logon === '') return 'required';
  const length = [...logon].length;
  if (length < limits.minimum) return 'tooShort';
  if (length > limits.maximum) return 'tooLong';
  return new RegExp(LOGON_PATTERN, 'u').test(logon) ? undefined : 'pattern';
}

/** Two questions are the same when they differ only in surrounding spaces. */
export function questionChanged(question: string | null, loaded: string | null): boolean {
  return (question ?? '').trim() !== (loaded ?? '').trim();
}

/**
 * The answer's problem: required only when the question changed from the loaded one (or an
 * answer is all there is to change); characters outside `pattern` (settings postLogin.answerPattern).
 */
export function answerProblem(
  answer: string,
  { changed, pattern }: { changed: boolean; pattern: string },
): AnswerProblem | undefined {
  const trimmed = answer.trim();
  if (trimmed === '') return changed ? 'required' : undefined;
  return safeTest(pattern, trimmed) ? undefined : 'invalid';
}

/** A configured pattern that does not compile accepts nothing (the configuration is wrong). */
function safeTest(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return false;
  }
}

/** What needs the current password: a new login name, e-mail or password. */
export function needsCurrentPassword(update: {
  LogonName?: string;
  EmailAddress?: string;
  NewPassword?: string;
}): boolean {
  return (
    update.LogonName !== undefined || update.EmailAddress !== undefined || update.NewPassword !== undefined
  );
}
