/**
 * The map's tile address (settings locations.tileUrl, spec 03 §2.12 names no map service): the
 * page's CSP allows its origin (server/http/pagePolicy.ts asks tileSource), and the portal uses
 * only an address the CSP allows, so a tile request is never a CSP violation. Also the address
 * of the one tile the portal loads first to learn whether the tiles can be reached at all.
 */
import type { GeoPoint } from './distance';

/**
 * The origin of a tile address template, as a CSP source: https only; a `{s}` subdomain
 * becomes a wildcard. Undefined for an empty, relative or malformed address.
 */
export function tileSource(template: string): string | undefined {
  const match = /^https:\/\/([^/?#]+)(?:[/?#]|$)/.exec(template.trim());
  if (!match) return undefined;
  const host = match[1]!.replace(/^\{s\}\./, '*.');
  return /^(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(host) && !host.slice(2).includes('{')
    ? `https://${host}`
    : undefined;
}

/** A template the page may load tiles from: one the CSP allows by origin, or a path on the portal's own. */
export function usableTileTemplate(template: string): boolean {
  return tileSource(template) !== undefined || /^\/[^/\\]/.test(template.trim());
}

export interface TileCoordinates {
  x: number;
  y: number;
  z: number;
}

/** The Web Mercator tile (the slippy-map scheme tile services use) that holds a point at a zoom. */
export function tileAt(point: GeoPoint, zoom: number): TileCoordinates {
  const tiles = 2 ** zoom;
  const latitude = (Math.max(-85.0511, Math.min(85.0511, point.latitude)) * Math.PI) / 180;
  const x = Math.floor(((point.longitude + 180) / 360) * tiles);
  const y = Math.floor(((1 - Math.log(Math.tan(latitude) + 1 / Math.cos(latitude)) / Math.PI) / 2) * tiles);
  const clamp = (value: number) => Math.max(0, Math.min(tiles - 1, value));
  return { x: clamp(x), y: clamp(y), z: zoom };
}

/**
 * A tile's address from the template ({z} {x} {y}, {s} the first subdomain "a", {r} nothing:
 * the plain tile); undefined when the template is not usable or names another placeholder.
 */
export function tileAddress(template: string, tile: TileCoordinates): string | undefined {
  if (!usableTileTemplate(template)) return undefined;
  const values: Record<string, string> = {
    z: String(tile.z),
    x: String(tile.x),
    y: String(tile.y),
    s: 'a',
    r: '',
  };
  let unknown = false;
  const address = template.trim().replace(/\{([^{}]*)\}/g, (_whole, name: string) => {
    if (Object.hasOwn(values, name)) return values[name]!;
    unknown = true;
    return '';
  });
  return unknown ? undefined : address;
}
