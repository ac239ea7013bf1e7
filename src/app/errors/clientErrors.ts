/**
 * Client error reports (spec 03 §7): uncaught errors, unhandled rejections and what the
 * error boundaries catch are posted to /api/ClientError with angle brackets and braces
 * escaped, each distinct message and stack once per page load. A failed report is only
 * logged: reporting must never raise an error of its own.
 */
import { postClientError } from '../../api/clientError';

/** The server accepts at most this much (schemas/api/support.json). */
const MAX_MESSAGE = 4000;
const MAX_STACK = 20000;
const MAX_USER_AGENT = 1000;

const ESCAPES: Readonly<Record<string, string>> = { '<': '&lt;', '>': '&gt;', '{': '&#123;', '}': '&#125;' };

const sent = new Set<string>();

export function escapeReport(text: string): string {
  return text.replace(/[<>{}]/g, (character) => ESCAPES[character]!);
}

function describe(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? '' };
  if (typeof error === 'string') return { message: error, stack: '' };
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: '' };
  } catch {
    return { message: String(error), stack: '' };
  }
}

export function reportClientError(error: unknown): void {
  const { message, stack } = describe(error);
  const key = `${message}\n${stack}`;
  if (sent.has(key)) return;
  sent.add(key);
  postClientError({
    Message: escapeReport(message || 'Unknown error').slice(0, MAX_MESSAGE),
    Stack: escapeReport(stack).slice(0, MAX_STACK),
    UserAgent: escapeReport(navigator.userAgent).slice(0, MAX_USER_AGENT),
  }).catch((failure: unknown) => console.warn('The client error report could not be sent.', failure));
}

/** Reports what reaches the window uncaught; returns the function that stops it. */
export function watchUncaughtErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => reportClientError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reportClientError(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
