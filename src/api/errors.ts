/**
 * What a call can fail with, as data the app maps to a screen or a message. The client
 * never touches the UI or the location.
 */
export type ApiProblem =
  | { kind: 'network' }
  /** The session ended (logout) while the call was under way. */
  | { kind: 'cancelled' }
  /** reason: why the session ended, when the answer says (LockedOnBadPassword: wrong passwords locked the name). */
  | { kind: 'unauthorized'; reason?: string }
  /** attemptsRemaining: a refused sign-in's warning that the next wrong try locks (AttemptsRemaining). */
  | { kind: 'forbidden'; reason?: string; attemptsRemaining?: number }
  | { kind: 'http'; status: number; reason?: string }
  /** message: the answer's plain-language Message, when it has one (the rule a refusal applied). */
  | { kind: 'rejected'; reason?: string; message?: string }
  | { kind: 'malformed'; detail: string };

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly problem: ApiProblem,
    readonly path: string,
  ) {
    super(
      `${path}: ${problem.kind}${'reason' in problem && problem.reason ? ` (${problem.reason})` : ''}${'detail' in problem ? ` (${problem.detail})` : ''}`,
    );
  }
}

/** A refusal's AttemptsRemaining (the warning before a lock), when the answer carries one. */
export function attemptsRemaining(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as { AttemptsRemaining?: unknown }).AttemptsRemaining;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** An answer's plain-language Message (trimmed, at most 500 characters), beside its error code. */
export function answerMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { Message?: unknown }).Message;
  return typeof message === 'string' && message.trim() !== '' ? message.trim().slice(0, 500) : undefined;
}

/** The first error message of an answer body: Errors[0].ErrorMessage, ErrorMessage, or a plain string. */
export function firstErrorMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as { Errors?: unknown; ErrorMessage?: unknown; Message?: unknown };
  if (Array.isArray(record.Errors)) {
    const first = record.Errors[0] as { ErrorMessage?: unknown } | undefined;
    if (typeof first?.ErrorMessage === 'string') return first.ErrorMessage;
  }
  if (typeof record.ErrorMessage === 'string') return record.ErrorMessage;
  if (typeof record.Message === 'string') return record.Message;
  return undefined;
}
