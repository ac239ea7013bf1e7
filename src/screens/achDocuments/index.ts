/** The Documents page's block widget (screen-definitions/achDocuments.json), loaded with its screen. */
import { block, feature } from '../shared/manifest';

export const manifest = feature({
  blocks: {
    signedAgreements: block(() => import('./SignedAgreements').then((m) => m.SignedAgreements)),
  },
});
