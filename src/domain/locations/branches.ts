/**
 * The branch list's order and the map's default view (spec 03 §2.12): without a zip the
 * branches keep the institution's order and the map centres on them; once a zip's location
 * is known, nearest first, each with its distance.
 */
import { isGeoPoint, milesBetween, type GeoPoint } from './distance';

export interface Located<T> {
  item: T;
  /** Miles from the zip's location; undefined while no zip is given. */
  miles: number | undefined;
}

/**
 * The items nearest first from `from` (ties keep the given order); without `from`, as given.
 * An item without a usable position goes last, with no distance.
 */
export function byDistance<T>(
  items: readonly T[],
  pointOf: (item: T) => GeoPoint,
  from: GeoPoint | undefined,
): Located<T>[] {
  const located = items.map((item) => ({
    item,
    miles: from && isGeoPoint(pointOf(item)) ? milesBetween(from, pointOf(item)) : undefined,
  }));
  if (!from) return located;
  // Array.prototype.sort is stable: equal distances keep the institution's order.
  return located.sort((a, b) => (a.miles ?? Infinity) - (b.miles ?? Infinity));
}

/**
 * The centre of the points' bounding box (the map's default centre: the institution's
 * branches), or undefined when there is no usable point.
 */
export function centreOf(points: readonly GeoPoint[]): GeoPoint | undefined {
  const usable = points.filter(isGeoPoint);
  if (usable.length === 0) return undefined;
  const latitudes = usable.map((point) => point.latitude);
  const longitudes = usable.map((point) => point.longitude);
  return {
    latitude: (Math.min(...latitudes) + Math.max(...latitudes)) / 2,
    longitude: (Math.min(...longitudes) + Math.max(...longitudes)) / 2,
  };
}

/** The zoom the map shows a zip's location at (spec 03 §2.12). */
export const ZIP_ZOOM = 10;
