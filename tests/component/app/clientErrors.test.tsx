import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportClientError, watchUncaughtErrors } from '../../../src/app/errors/clientErrors';
import { server } from '../../support/msw';

interface Report {
  Message: string;
  Stack: string;
  UserAgent: string;
}

let reports: Report[];

function withStack(message: string, stack: string): Error {
  const error = new Error(message);
  error.stack = stack;
  return error;
}

beforeEach(() => {
  reports = [];
  server.use(
    http.post('/api/ClientError', async ({ request }) => {
      reports.push((await request.json()) as Report);
      return HttpResponse.json({ HasNoErrors: true });
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

// De-duplication lasts for the page load (this file): every test uses its own messages.
describe('client error reports', () => {
  it('post the message, stack and user agent with angle brackets and braces escaped', async () => {
    reportClientError(withStack('Bad <b>{value}</b>', 'Error: at render {<App>}'));
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toEqual({
      Message: 'Bad &lt;b&gt;&#123;value&#125;&lt;/b&gt;',
      Stack: 'Error: at render &#123;&lt;App&gt;&#125;',
      UserAgent: navigator.userAgent,
    });
  });

  it('send the same message and stack once per page load', async () => {
    reportClientError(withStack('Twice', 'at a'));
    reportClientError(withStack('Twice', 'at a'));
    reportClientError(withStack('Twice', 'at b'));
    reportClientError(withStack('Twice', 'at a'));
    await waitFor(() => expect(reports).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reports.map((report) => report.Stack)).toEqual(['at a', 'at b']);
  });

  it('only log a failure to send', async () => {
    server.use(http.post('/api/ClientError', () => HttpResponse.json({}, { status: 500 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => reportClientError(new Error('Server down'))).not.toThrow();
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0]![0]).toBe('The client error report could not be sent.');
  });

  it('cover uncaught errors and unhandled rejections while watched', async () => {
    const stop = watchUncaughtErrors();
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'Uncaught', error: withStack('Uncaught thing', 'at x') }),
    );
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: 'Rejected {reason}' });
    window.dispatchEvent(rejection);
    await waitFor(() => expect(reports).toHaveLength(2));
    expect(reports.map((report) => report.Message)).toEqual([
      'Uncaught thing',
      'Rejected &#123;reason&#125;',
    ]);

    stop();
    const silence = (event: Event) => event.preventDefault();
    window.addEventListener('error', silence);
    window.dispatchEvent(new ErrorEvent('error', { message: 'After stop', error: new Error('After stop') }));
    window.removeEventListener('error', silence);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reports).toHaveLength(2);
  });
});
