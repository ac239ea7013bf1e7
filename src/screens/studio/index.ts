/** The admin studio's block widget (screen-definitions/studio.json), loaded with its screen: its own chunk. */
import { block, feature } from '../shared/manifest';

export const manifest = feature({
  blocks: {
    studio: block(() => import('./Studio').then((m) => m.Studio)),
  },
});
