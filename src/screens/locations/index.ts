/**
 * The branch locator's block widget and actions (screen-definitions/locations.json and
 * locationsSignedOut.json), loaded with its screen from one chunk (./locator.ts); Leaflet and
 * its stylesheet come with it, and with no other screen.
 */
import { actions, block, feature } from '../shared/manifest';

const locator = () => import('./locator');

export const manifest = feature({
  blocks: {
    branchLocator: block(() => locator().then((m) => m.BranchLocator)),
  },
  actions: actions(['findZipLocation', 'openRemoteLocator'], () =>
    locator().then((m) => m.createLocationActions()),
  ),
});
