/** The zip location the form's action put in the screen's data (data.zipLocation), read safely from a prop. */
import { isGeoPoint } from '../../domain/locations/distance';
import type { ZipLocation } from './actions';

export function zipLocationOf(value: unknown): ZipLocation | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { zip, latitude, longitude } = value as Partial<Record<keyof ZipLocation, unknown>>;
  if (typeof zip !== 'string' || typeof latitude !== 'number' || typeof longitude !== 'number')
    return undefined;
  return isGeoPoint({ latitude, longitude }) ? { zip, latitude, longitude } : undefined;
}
