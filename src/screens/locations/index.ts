/**
 * The branch locator's block widget and actions (screen-definitions/locations.json and
 * locationsSignedOut.json), loaded with its screen; Leaflet and its stylesheet come with the
 * map's own chunk.
 */
import { actions, block, feature } from '../shared/manifest';

export const manifest = feature({
  blocks: {
    branchLocator: block(() => import('./BranchLocator').then((m) => m.BranchLocator)),
  },
  actions: actions(['findZipLocation', 'openRemoteLocator'], () =>
    import('./actions').then((m) => m.createLocationActions()),
  ),
});
