/**
 * The one place that calls fetch (uploads, which need progress, go through XMLHttpRequest in
 * upload.ts with the same headers and errors). It adds the UserToken and ServicingBranch headers
 * when a session has them (and ApiVersion 2 in the mobile app), and turns every failure into an ApiError: network failure,
 * 401 (unauthorized), 403 with the first error message, other statuses, HasNoErrors
 * false, and answers that fail their check. The session headers are the session store's
 * (src/app/session/store.ts): it registers itself as their source once; the client only reads them.
 */
import type { Check } from './check';
import { answerMessage, ApiError, attemptsRemaining, firstErrorMessage, type ApiProblem } from './errors';
import { MOBILE_API_VERSION, mobileApp } from './mobileApp';

export interface SessionHeaders {
  userToken?: string;
  servicingBranch?: string;
}

let sessionHeaders: () => SessionHeaders = () => ({});

/** Where every call reads its session headers from: the session store, which calls this once. */
export function provideSessionHeaders(source: () => SessionHeaders) {
  sessionHeaders = source;
}

let sessionRequests = new AbortController();

/**
 * Cancels the calls under way that carry the session's UserToken (logging out: their answers
 * no longer matter, and one that reached the server after the logout would answer 401 and
 * log the user out a second time, "unauthorized"). They fail as `cancelled`.
 */
export function cancelSessionRequests() {
  sessionRequests.abort();
  sessionRequests = new AbortController();
}

/** The caller's signal, joined by the session's when the call carries a UserToken. */
export function signalFor(signal: AbortSignal | undefined, session: SessionHeaders): AbortSignal | undefined {
  if (!session.userToken) return signal;
  return signal ? AbortSignal.any([signal, sessionRequests.signal]) : sessionRequests.signal;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  check: Check<T>;
  signal?: AbortSignal;
}

/** An answer's text as JSON, or as the text itself when it is not JSON. */
export function parseAnswer(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function readBody(response: Response): Promise<unknown> {
  return parseAnswer(await response.text());
}

/** The session's headers as the calls send them, and the session whose headers they are. */
export function sessionCallHeaders(): { session: SessionHeaders; headers: Record<string, string> } {
  const session = sessionHeaders();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (session.userToken) headers.UserToken = session.userToken;
  if (session.servicingBranch) headers.ServicingBranch = session.servicingBranch;
  if (mobileApp().inApp) headers.ApiVersion = String(MOBILE_API_VERSION);
  return { session, headers };
}

function problemOf(status: number, body: unknown): ApiProblem {
  const reason = firstErrorMessage(body);
  if (status === 401 || reason === 'Unauthorized') return { kind: 'unauthorized' };
  if (status === 403) {
    const remaining = attemptsRemaining(body);
    return remaining === undefined
      ? { kind: 'forbidden', reason }
      : { kind: 'forbidden', reason, attemptsRemaining: remaining };
  }
  return { kind: 'http', status, reason };
}

/**
 * What an answer of this status and body means: an ApiError for a refusal (an HTTP error or
 * HasNoErrors false), undefined for a success the caller checks. Shared with the uploads (upload.ts).
 */
export function answerError(path: string, status: number, answer: unknown): ApiError | undefined {
  if (status < 200 || status > 299)
    return new ApiError(problemOf(status, answer), path, answerMessage(answer));
  if (
    typeof answer === 'object' &&
    answer !== null &&
    (answer as { HasNoErrors?: unknown }).HasNoErrors === false
  ) {
    const message = answerMessage(answer);
    return new ApiError(
      { kind: 'rejected', reason: firstErrorMessage(answer), ...(message ? { message } : {}) },
      path,
      message,
    );
  }
  return undefined;
}

/** A successful answer through its check; a malformed one is an ApiError. */
export function checked<T>(path: string, answer: unknown, check: Check<T>): T {
  try {
    return check(answer);
  } catch (error) {
    throw new ApiError({ kind: 'malformed', detail: (error as Error).message }, path);
  }
}

export async function request<T>(
  path: string,
  { method = 'GET', body, check, signal }: RequestOptions<T>,
): Promise<T> {
  let response: Response;
  const { session, headers } = sessionCallHeaders();
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const joined = signalFor(signal, session);
  try {
    response = await fetch(`/api/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: joined,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ kind: joined?.aborted ? 'cancelled' : 'network' }, path);
  }
  const answer = await readBody(response).catch(() => undefined);
  const refused = answerError(path, response.status, answer);
  if (refused) throw refused;
  return checked(path, answer, check);
}

/** A same-origin document as text (an agreement's page), with failures as ApiError. */
export async function getText(url: string): Promise<string> {
  if (new URL(url, window.location.href).origin !== window.location.origin) {
    throw new ApiError({ kind: 'http', status: 400, reason: 'CrossOrigin' }, url);
  }
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError({ kind: 'network' }, url);
  }
  if (!response.ok) throw new ApiError({ kind: 'http', status: response.status }, url);
  return response.text();
}
