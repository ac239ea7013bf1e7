/** The document center's block widget (screen-definitions/documentCenter.json), loaded with its screen. */
import { block, feature } from '../shared/manifest';

export const manifest = feature({
  blocks: {
    documentCenter: block(() => import('./DocumentCenter').then((m) => m.DocumentCenter)),
  },
});
