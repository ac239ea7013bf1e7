/**
 * The branch locator's actions (spec 03 §2.12, §5): the zip form's lookup, whose location
 * (data.zipLocation) sorts the list and centres the map; and the remote branch locator's
 * button, which opens the institution's address in a new tab.
 */
import { getZipLocation } from '../../api/branches';
import { ApiError } from '../../api/errors';
import type { Action } from '../../engine';

/** What the branchLocator widget reads as props.location. */
export interface ZipLocation {
  zip: string;
  latitude: number;
  longitude: number;
}

const isUnknownZip = (error: unknown) =>
  error instanceof ApiError && error.problem.kind === 'http' && error.problem.status === 404;

export function createLocationActions() {
  return {
    // The form's zipCode check let only a 5-digit zip through.
    findZipLocation: async (values) => {
      const zip = String(values.zip);
      try {
        const found = await getZipLocation(zip);
        const zipLocation: ZipLocation = {
          zip: found.Zip,
          latitude: found.Latitude,
          longitude: found.Longitude,
        };
        return { ok: true, data: { zipLocation } };
      } catch (error) {
        return {
          ok: false,
          message: isUnknownZip(error) ? 'locations.zipNotFound' : 'locations.zipLookupFailed',
        };
      }
    },
    openRemoteLocator: async (_values, { env }) => {
      const url = env.options.RemoteBranchLocatorUrl;
      if (typeof url === 'string' && /^https?:\/\//i.test(url.trim()))
        window.open(url.trim(), '_blank', 'noopener,noreferrer');
      return { ok: true };
    },
  } satisfies Record<string, Action>;
}
