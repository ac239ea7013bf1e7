/**
 * Distances on the map (spec 03 §2.12): the great-circle distance between two points (the
 * haversine formula on a sphere of the Earth's mean radius), in miles, as the branch list
 * shows it. Good to a fraction of a percent at a region's scale, which is all a list sorted by
 * "nearest first" needs.
 */
export interface GeoPoint {
  /** Degrees north, -90 to 90. */
  latitude: number;
  /** Degrees east, -180 to 180. */
  longitude: number;
}

/** The Earth's mean radius (IUGG), in statute miles. */
export const EARTH_RADIUS_MILES = 3958.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function milesBetween(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  // min(): rounding may push a for antipodal points a hair above 1.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A distance as the list shows it: one decimal under 10 miles, whole miles beyond. */
export function roundedMiles(miles: number): number {
  return miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles);
}

export function isGeoPoint(point: GeoPoint): boolean {
  return (
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180
  );
}
