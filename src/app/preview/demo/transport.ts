/**
 * The preview's transport (src/api/client.ts provideTransport): every call is answered here,
 * in the browser, from the demo tables; nothing reaches the network. A call the tables do not
 * know answers 404, as the server does, and the client reports it as for any refusal.
 */
import type { Transport } from '../../../api/client';
import { accountAnswers } from './accountAnswers';
import { paymentAnswers } from './paymentAnswers';
import { userAnswers } from './userAnswers';
import { isRefusal, refuse, type DemoTable } from './table';

export const DEMO_API: DemoTable = { ...userAnswers, ...accountAnswers, ...paymentAnswers };

function bodyOf(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** The demo answer of a call: its status and body. */
export function demoAnswer(method: string, url: string, body?: RequestInit['body']) {
  const address = new URL(url, 'http://preview.invalid');
  const path = address.pathname.replace(/^\/api\//, '');
  const handler = DEMO_API[`${method} ${path}`];
  const answer = handler
    ? handler({ query: address.searchParams, body: bodyOf(body) })
    : refuse(404, 'NotFound');
  return isRefusal(answer) ? answer : { status: 200, body: answer };
}

export const demoTransport: Transport = async (url, init) => {
  // Content files (an agreement's page, the logo) are the portal's own, not the API's.
  if (!new URL(url, window.location.href).pathname.startsWith('/api/')) return fetch(url, init);
  if (init.signal?.aborted) throw new DOMException('The call was cancelled.', 'AbortError');
  const { status, body } = demoAnswer(init.method ?? 'GET', url, init.body);
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
};
