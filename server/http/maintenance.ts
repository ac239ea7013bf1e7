import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from './env.ts';
import { forbidden } from './errors.ts';

/** The public self-service calls (registration, recovery, activation …) are closed during maintenance. */
export function closedForMaintenance({ institution }: Deps): MiddlewareHandler<AppEnv> {
  return async (_c, next) => {
    if (institution.option('MaintenanceMode') === true)
      throw forbidden('maintenanceModeEnabled', 'The site is offline for maintenance.');
    await next();
  };
}
