/**
 * The maintenance check before each section change of a public flow (spec 01 §4): while
 * the site is offline the user goes to the login screen, which says so.
 */
import { ApiError } from '../../api/errors';
import { maintenanceMode } from '../../api/maintenance';
import type { ActionResult } from '../../engine';
import type { PublicDeps } from './publicDeps';

/** undefined to go on; otherwise the result to report (the user was sent to login, or the check failed). */
export async function offlineResult(deps: PublicDeps, failure: string): Promise<ActionResult | undefined> {
  try {
    if (!(await maintenanceMode())) return undefined;
  } catch {
    return { ok: false, message: failure };
  }
  deps.toLogin('down');
  return { ok: false, message: 'login.offline' };
}

/** The first error code of a refusal (403 or HasNoErrors false), if the error is one. */
export function reasonOf(error: unknown): string | undefined {
  return error instanceof ApiError && 'reason' in error.problem ? error.problem.reason : undefined;
}

export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.problem.kind === 'forbidden';
}
