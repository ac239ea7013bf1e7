/**
 * The branch map's tile service in the browser tests. This machine has no network, so the
 * tiles of the catalogue's default address (locations.tileUrl) cannot load; a test either
 * makes that certain whatever network the machine has (and declares Chromium's console line
 * for the branch map's one probing request expected), or answers every tile with a blank one,
 * as a reachable service would.
 */
import type { BrowserContext } from 'playwright-core';
import { tileSource } from '../../../src/domain/locations/tiles';
import { catalogueEntries } from '../../../src/generated/catalogue';
import { declareUnreachable } from './problems';

export const TILE_ORIGIN = tileSource(catalogueEntries['locations.tileUrl']![0])!;

/** A 1 x 1 transparent PNG. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Every tile request fails as with no network (the name is not resolved). */
export async function tilesUnreachable(context: BrowserContext, problems: readonly string[]): Promise<void> {
  await context.route(`${TILE_ORIGIN}/**`, (route) => route.abort('namenotresolved'));
  declareUnreachable(problems, TILE_ORIGIN);
}

/** Every tile request gets a blank tile. */
export async function blankTiles(context: BrowserContext): Promise<void> {
  await context.route(`${TILE_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
  );
}
