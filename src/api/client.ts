/**
 * The one place that calls fetch (an upload, whose progress fetch cannot report, goes through
 * XMLHttpRequest in upload.ts with the same headers and answers). It adds the UserToken and ServicingBranch headers
 * when a session has them (and ApiVersion 2 in the mobile app), and turns every failure into an ApiError: network failure,
 * 401 (unauthorized), 403 with the first error message, other statuses, HasNoErrors
 * false, and answers that fail their check. The session headers are the session store's
 * (src/app/session/store.ts): it registers itself as their source once; the client only reads them.
 * The transport that carries a call is fetch, unless one is provided (the studio's preview
 * answers every call in the browser from demo data, src/app/preview/demo): its answers still
 * go through the same checks.
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

/** What carries a call: fetch's signature, so a provided transport answers with a Response. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

let provided: Transport | undefined;

/** Every later call (request, getText, upload) goes through this transport instead of the network. */
export function provideTransport(transport: Transport) {
  provided = transport;
}

/** The transport provided, if any (upload.ts sends through it instead of XMLHttpRequest). */
export function providedTransport(): Transport | undefined {
  return provided;
}

let answeredListener: (path: string) => void = () => {};

/**
 * Who hears of every call answered without a refusal, by its path (the session's other-tabs
 * announcement, src/app/session/otherTabs.ts, registers itself once).
 */
export function provideAnsweredListener(listener: (path: string) => void) {
  answeredListener = listener;
}

const send: Transport = (url, init) => (provided ?? fetch)(url, init);

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
function signalFor(signal: AbortSignal | undefined, session: SessionHeaders): AbortSignal | undefined {
  if (!session.userToken) return signal;
  return signal ? AbortSignal.any([signal, sessionRequests.signal]) : sessionRequests.signal;
}

/** A call's headers (a JSON body's type when it has one) and its signal, joined by the session's. */
export function callSetup(body: unknown, signal?: AbortSignal) {
  const session = sessionHeaders();
  return { headers: headersFor(body, session), signal: signalFor(signal, session) };
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  check: Check<T>;
  signal?: AbortSignal;
}

/** An answer's text as JSON, or the text itself when it is not JSON. */
export function parseAnswer(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function headersFor(body: unknown, session: SessionHeaders): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (session.userToken) headers.set('UserToken', session.userToken);
  if (session.servicingBranch) headers.set('ServicingBranch', session.servicingBranch);
  if (mobileApp().inApp) headers.set('ApiVersion', String(MOBILE_API_VERSION));
  return headers;
}

function problemOf(status: number, body: unknown): ApiProblem {
  const reason = firstErrorMessage(body);
  if (status === 401 || reason === 'Unauthorized')
    return reason === undefined || reason === 'Unauthorized'
      ? { kind: 'unauthorized' }
      : { kind: 'unauthorized', reason };
  if (status === 403) {
    const remaining = attemptsRemaining(body);
    return remaining === undefined
      ? { kind: 'forbidden', reason }
      : { kind: 'forbidden', reason, attemptsRemaining: remaining };
  }
  return { kind: 'http', status, reason };
}

export async function request<T>(
  path: string,
  { method = 'GET', body, check, signal }: RequestOptions<T>,
): Promise<T> {
  let response: Response;
  const { headers, signal: joined } = callSetup(body, signal);
  const ready = prepare(check, path);
  try {
    response = await send(`/api/${path}`, {
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
  const answer = await response.text().then(parseAnswer, () => undefined);
  await ready;
  return answered(path, response.ok, response.status, answer, check);
}

/**
 * Loads what a check needs (its schema's validator) beside the call; a load that fails is a
 * network failure of the call. Awaited only once the answer is there, so a call that fails
 * first reports its own failure.
 */
export function prepare(check: Check<unknown>, path: string): Promise<void> {
  if (!check.ready) return Promise.resolve();
  const loading = check.ready().catch(() => {
    throw new ApiError({ kind: 'network' }, path);
  });
  loading.catch(() => {});
  return loading;
}

/** An answer as the call's result: a refusal (an HTTP error, HasNoErrors false) or a malformed answer is an ApiError. */
export function answered<T>(path: string, ok: boolean, status: number, answer: unknown, check: Check<T>): T {
  if (!ok) throw new ApiError(problemOf(status, answer), path);
  if (
    typeof answer === 'object' &&
    answer !== null &&
    (answer as { HasNoErrors?: unknown }).HasNoErrors === false
  ) {
    const message = answerMessage(answer);
    throw new ApiError(
      { kind: 'rejected', reason: firstErrorMessage(answer), ...(message ? { message } : {}) },
      path,
    );
  }
  let checked: T;
  try {
    checked = check(answer);
  } catch (error) {
    throw new ApiError({ kind: 'malformed', detail: (error as Error).message }, path);
  }
  answeredListener(path);
  return checked;
}

/** A same-origin document as text (an agreement's page), with failures as ApiError. */
export async function getText(url: string): Promise<string> {
  if (new URL(url, window.location.href).origin !== window.location.origin) {
    throw new ApiError({ kind: 'http', status: 400, reason: 'CrossOrigin' }, url);
  }
  let response: Response;
  try {
    response = await send(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError({ kind: 'network' }, url);
  }
  if (!response.ok) throw new ApiError({ kind: 'http', status: response.status }, url);
  return response.text();
}
