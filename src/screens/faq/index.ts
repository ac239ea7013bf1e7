/** The FAQ's block widget (screen-definitions/faq.json and faqSignedOut.json), loaded with its screen. */
import { block, feature } from '../shared/manifest';

export const manifest = feature({
  blocks: {
    faq: block(() => import('./FaqBlock').then((m) => m.FaqBlock)),
  },
});
