/**
 * The demo institution's branches (config/demo-branches.json) and the zip code locations the
 * branch list is sorted from (config/zip-locations.json: approximate centres of a few dozen
 * Utah zip codes, where the demo customers live), standing in for the maps service that
 * geocodes a zip in the spec (§7). The zip rule is the portal's (src/domain/locations).
 */
import { isZipCode } from '../../src/domain/locations/zip.ts';
import type { BranchInfoResponse, ZipLocationResponse } from '../../src/generated/api-types/branches.ts';
import branches from '../config/demo-branches.json' with { type: 'json' };
import zipLocations from '../config/zip-locations.json' with { type: 'json' };
import type { Institution } from '../config/institution.ts';
import { badRequest, forbidden, HttpError } from '../http/errors.ts';

const ZIP_LOCATIONS: Readonly<Record<string, readonly number[]>> = zipLocations;

/** The branch locator is the institution's choice (option BranchLocator, spec 03 §2.1): off, nothing is answered. */
export function requireBranchLocator(institution: Pick<Institution, 'option'>): void {
  if (institution.option('BranchLocator') !== true)
    throw forbidden('BranchLocatorOff', 'This institution has no branch locator here.');
}

export function branchList(): BranchInfoResponse {
  return branches;
}

/** A 5-digit zip's location; 400 for anything else, 404 ZipNotFound for a zip the table does not know. */
export function zipLocation(zip: string): ZipLocationResponse {
  if (!isZipCode(zip)) throw badRequest('Invalid query: zip must be 5 digits.');
  const found = Object.hasOwn(ZIP_LOCATIONS, zip) ? ZIP_LOCATIONS[zip] : undefined;
  if (!found) throw new HttpError(404, 'ZipNotFound', `No location is known for the zip code ${zip}.`);
  return { Zip: zip, Latitude: found[0]!, Longitude: found[1]! };
}
