/** Distances between points in miles (spec 03 §2.12: the branch list sorted by distance from a zip). */
import { describe, expect, it } from 'vitest';
import { isGeoPoint, milesBetween, roundedMiles } from '../../../../src/domain/locations';

const SALT_LAKE = { latitude: 40.7608, longitude: -111.891 };
const PROVO = { latitude: 40.2338, longitude: -111.6585 };
const OGDEN = { latitude: 41.223, longitude: -111.9738 };
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };

describe('milesBetween', () => {
  it.each([
    ['a point and itself', SALT_LAKE, SALT_LAKE, 0, 0.001],
    ['Salt Lake City to Provo (about 38 miles)', SALT_LAKE, PROVO, 38.3, 0.5],
    ['Salt Lake City to Ogden (about 32 miles)', SALT_LAKE, OGDEN, 32.2, 0.5],
    ['Salt Lake City to New York (about 1,970 miles)', SALT_LAKE, NEW_YORK, 1972, 10],
    [
      'one degree of latitude (about 69.1 miles)',
      { latitude: 0, longitude: 0 },
      { latitude: 1, longitude: 0 },
      69.09,
      0.05,
    ],
    ['half way round the equator', { latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 }, 12437, 1],
    [
      'across the date line',
      { latitude: 0, longitude: 179.5 },
      { latitude: 0, longitude: -179.5 },
      69.09,
      0.05,
    ],
  ])('%s', (_case, from, to, miles, within) => {
    expect(Math.abs(milesBetween(from, to) - miles)).toBeLessThanOrEqual(within);
  });

  it('is the same both ways', () => {
    expect(milesBetween(PROVO, OGDEN)).toBeCloseTo(milesBetween(OGDEN, PROVO), 9);
  });
});

describe('roundedMiles', () => {
  it.each([
    [0, 0],
    [0.04, 0],
    [3.26, 3.3],
    [9.94, 9.9],
    [9.96, 10],
    [10.4, 10],
    [38.6, 39],
  ])('%s miles shows as %s', (miles, shown) => {
    expect(roundedMiles(miles)).toBe(shown);
  });
});

describe('isGeoPoint', () => {
  it.each([
    [SALT_LAKE, true],
    [{ latitude: 90, longitude: -180 }, true],
    [{ latitude: 90.1, longitude: 0 }, false],
    [{ latitude: 0, longitude: 180.5 }, false],
    [{ latitude: Number.NaN, longitude: 0 }, false],
    [{ latitude: 0, longitude: Number.POSITIVE_INFINITY }, false],
  ])('%o: %s', (point, expected) => {
    expect(isGeoPoint(point)).toBe(expected);
  });
});
