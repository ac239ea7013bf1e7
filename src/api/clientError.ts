import { anyAnswer } from './check';
import { request } from './client';

/** A client error report (spec 03 §3, schemas/api/support.json ClientErrorRequest). */
export interface ClientErrorReport {
  Message: string;
  Stack: string;
  UserAgent: string;
}

/** POST /api/ClientError; the answer is not read. */
export function postClientError(report: ClientErrorReport): Promise<unknown> {
  return request('ClientError', { method: 'POST', body: report, check: anyAnswer });
}
