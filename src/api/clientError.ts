import type { ClientErrorRequest } from '../generated/api-types/support';
import { anyAnswer } from './check';
import { request } from './client';

/** A client error report (spec 03 §3, schemas/api/support.json ClientErrorRequest); the portal sends every field. */
export type ClientErrorReport = Required<ClientErrorRequest>;

/** POST /api/ClientError; the answer is not read. */
export function postClientError(report: ClientErrorReport): Promise<unknown> {
  return request('ClientError', { method: 'POST', body: report, check: anyAnswer });
}
