/**
 * The map's tile addresses (spec 03 §2.12): which templates the page may load (the CSP's rule,
 * server/http/pagePolicy.ts), the tile holding a point, and a tile's address.
 */
import { describe, expect, it } from 'vitest';
import { tileAddress, tileAt, usableTileTemplate } from '../../../../src/domain/locations';

const OSM = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

describe('usableTileTemplate', () => {
  it.each([
    [OSM, true],
    ['https://{s}.tile.example.org/{z}/{x}/{y}{r}.png', true],
    ['/tiles/{z}/{x}/{y}.png', true],
    ['', false],
    ['http://tile.openstreetmap.org/{z}/{x}/{y}.png', false],
    ['//tile.openstreetmap.org/{z}/{x}/{y}.png', false],
    ['javascript:alert(1)', false],
    ['tiles/{z}/{x}/{y}.png', false],
    ['https://{z}.example.org/{x}/{y}.png', false],
  ])('%j: %s', (template, usable) => {
    expect(usableTileTemplate(template)).toBe(usable);
  });
});

describe('tileAt', () => {
  it.each([
    ['anywhere at zoom 0', { latitude: 40.76, longitude: -111.89 }, 0, { x: 0, y: 0, z: 0 }],
    ['Salt Lake City at zoom 10', { latitude: 40.7608, longitude: -111.891 }, 10, { x: 193, y: 384, z: 10 }],
    ['Provo at zoom 10', { latitude: 40.2338, longitude: -111.6585 }, 10, { x: 194, y: 386, z: 10 }],
    ['the north-west corner', { latitude: 89, longitude: -180 }, 3, { x: 0, y: 0, z: 3 }],
    ['the south-east corner', { latitude: -89, longitude: 180 }, 3, { x: 7, y: 7, z: 3 }],
  ])('%s', (_case, point, zoom, tile) => {
    expect(tileAt(point, zoom)).toEqual(tile);
  });
});

describe('tileAddress', () => {
  it.each([
    [OSM, 'https://tile.openstreetmap.org/10/193/384.png'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}{r}.png', 'https://a.tile.example.org/10/193/384.png'],
    ['/tiles/{z}/{x}/{y}.png', '/tiles/10/193/384.png'],
    ['https://tile.example.org/{z}/{x}/{y}.png?key={apiKey}', undefined],
    ['http://tile.openstreetmap.org/{z}/{x}/{y}.png', undefined],
    ['', undefined],
  ])('%j', (template, address) => {
    expect(tileAddress(template, { x: 193, y: 384, z: 10 })).toBe(address);
  });
});
