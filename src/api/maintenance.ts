import { request } from './client';
import { schemaCheck } from './validation';

/** This area's answer validators, loaded with the first call that needs them (./validation.ts). */
const validators = () => import('../generated/api/support');

/** GET /api/MaintenanceMode: whether the site is offline for maintenance. */
export async function maintenanceMode(): Promise<boolean> {
  const answer = await request('MaintenanceMode', {
    check: schemaCheck(validators, 'MaintenanceModeResponse'),
  });
  return answer.isEnabled;
}
