/**
 * The directions link of a branch (spec 03 §2.12: an external maps site): the address of
 * locations.directionsUrl with the branch's address as {destination}, URL-encoded; none when
 * the setting is not an http(s) address.
 */
import { addressLine, type BranchAddress } from '../../domain/locations/branchText';
import type { Settings } from '../../engine';

export function directionsUrl(settings: Settings, branch: BranchAddress): string | undefined {
  const url = settings.text('locations.directionsUrl', {
    destination: encodeURIComponent(addressLine(branch)),
  });
  return /^https?:\/\/[^\s]+$/i.test(url.trim()) ? url.trim() : undefined;
}
