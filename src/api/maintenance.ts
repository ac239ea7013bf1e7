const validators = () => import('../generated/api/support');
import { request } from './client';
import { schemaCheck } from './validation';

/** GET /api/MaintenanceMode: whether the site is offline for maintenance. */
export async function maintenanceMode(): Promise<boolean> {
  const answer = await request('MaintenanceMode', {
    check: schemaCheck(validators, 'MaintenanceModeResponse'),
  });
  return answer.isEnabled;
}
