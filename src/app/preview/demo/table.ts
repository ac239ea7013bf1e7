/**
 * The demo API: each call the portal makes (method and path under /api/) with the demo
 * answer it gets. A handler sees the query and the JSON body; it answers a value (200) or a
 * status with a body. Data answers are fresh copies with their dates moved to today (clock.ts moved).
 */
export interface DemoCall {
  query: URLSearchParams;
  body: unknown;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Refusal {
  status: number;
  body: unknown;
}

export type DemoHandler = (call: DemoCall) => unknown;

/** `METHOD path` (the path without its query, as the client writes it) to its handler. */
export type DemoTable = Readonly<Record<string, DemoHandler>>;

/** An answer with another status than 200 (the client turns it into the ApiError a screen shows). */
export function refuse(status: number, reason: string): Refusal & { refusal: true } {
  return { refusal: true, status, body: { HasNoErrors: false, Errors: [{ ErrorMessage: reason }] } };
}

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && (value as { refusal?: unknown }).refusal === true;
}

/** The body of a write that only needs to succeed. */
export const DONE = { HasNoErrors: true, Errors: [] };

/** The field of a JSON body, as text ('' when absent). */
export function field(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
