/**
 * Answer checks at the boundary. A check either returns the value typed or throws a
 * description of what is wrong; the client turns that into a malformed-answer error.
 */
export interface Check<T> {
  (value: unknown): T;
  /** Loads what the check needs (a schema's validator); request() awaits it beside the call. */
  ready?: () => Promise<void>;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function requireRecord(value: unknown, what: string): Record<string, unknown> {
  if (!isRecord(value)) throw new Error(`${what} should be an object`);
  return value;
}

/** Any JSON at all: for calls whose answer is not read. */
export const anyAnswer: Check<unknown> = (value) => value;
