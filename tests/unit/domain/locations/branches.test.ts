/** The branch list's order and the map's default centre (spec 03 §2.12), as tables. */
import { describe, expect, it } from 'vitest';
import { byDistance, centreOf, type GeoPoint } from '../../../../src/domain/locations';

interface Place extends GeoPoint {
  name: string;
}

const place = (name: string, latitude: number, longitude: number): Place => ({ name, latitude, longitude });
const DOWNTOWN = place('Downtown', 40.7661, -111.8911);
const SANDY = place('Sandy', 40.5694, -111.8913);
const PROVO = place('Provo', 40.2352, -111.6585);
const OGDEN = place('Ogden', 41.2205, -111.9706);
const BRANCHES = [DOWNTOWN, SANDY, PROVO, OGDEN];

const ZIP_84101 = { latitude: 40.7566, longitude: -111.8967 };
const ZIP_84601 = { latitude: 40.2304, longitude: -111.6759 };
const ZIP_84401 = { latitude: 41.2204, longitude: -111.9793 };

const names = (located: { item: Place }[]) => located.map(({ item }) => item.name);

describe('byDistance', () => {
  it('keeps the institution’s order, with no distances, while no zip is given', () => {
    const located = byDistance(BRANCHES, (branch) => branch, undefined);
    expect(names(located)).toEqual(['Downtown', 'Sandy', 'Provo', 'Ogden']);
    expect(located.every(({ miles }) => miles === undefined)).toBe(true);
  });

  it.each([
    ['84101 (Salt Lake City)', ZIP_84101, ['Downtown', 'Sandy', 'Ogden', 'Provo']],
    ['84601 (Provo)', ZIP_84601, ['Provo', 'Sandy', 'Downtown', 'Ogden']],
    ['84401 (Ogden)', ZIP_84401, ['Ogden', 'Downtown', 'Sandy', 'Provo']],
  ])('sorts nearest first from %s', (_zip, from, order) => {
    const located = byDistance(BRANCHES, (branch) => branch, from);
    expect(names(located)).toEqual(order);
    const miles = located.map((entry) => entry.miles!);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
  });

  it('gives each branch its distance', () => {
    const [nearest, second] = byDistance(BRANCHES, (branch) => branch, ZIP_84101);
    expect(nearest!.miles).toBeCloseTo(0.74, 1);
    expect(second!.miles).toBeCloseTo(13.0, 0);
  });

  it('keeps the given order between branches at the same distance', () => {
    const twins = [place('B', 40, -111), place('A', 40, -111), place('C', 40.5, -111)];
    expect(names(byDistance(twins, (branch) => branch, { latitude: 40, longitude: -111 }))).toEqual([
      'B',
      'A',
      'C',
    ]);
  });

  it('puts a branch without a usable position last, with no distance', () => {
    const broken = place('Broken', Number.NaN, -111);
    const located = byDistance([broken, SANDY, DOWNTOWN], (branch) => branch, ZIP_84101);
    expect(names(located)).toEqual(['Downtown', 'Sandy', 'Broken']);
    expect(located[2]!.miles).toBeUndefined();
  });

  it('leaves the given list as it was', () => {
    const given = [...BRANCHES];
    byDistance(given, (branch) => branch, ZIP_84601);
    expect(given).toEqual(BRANCHES);
  });
});

describe('centreOf', () => {
  it.each([
    ['no points', [], undefined],
    ['one point', [DOWNTOWN], { latitude: 40.7661, longitude: -111.8911 }],
    ['the middle of the bounding box', [OGDEN, PROVO], { latitude: 40.72785, longitude: -111.81455 }],
    [
      'the box, not the average',
      [OGDEN, PROVO, SANDY, SANDY, SANDY],
      { latitude: 40.72785, longitude: -111.81455 },
    ],
    ['unusable points left out', [DOWNTOWN, place('x', 95, 0)], { latitude: 40.7661, longitude: -111.8911 }],
    ['only unusable points', [place('x', Number.NaN, 0)], undefined],
  ])('%s', (_case, points, centre) => {
    const found = centreOf(points);
    if (!centre) expect(found).toBeUndefined();
    else {
      expect(found!.latitude).toBeCloseTo(centre.latitude, 6);
      expect(found!.longitude).toBeCloseTo(centre.longitude, 6);
    }
  });
});
