/** The verify-e-mail link (screen-definitions/verifyEmail.json), loaded with its screen. */
import { block, feature } from '../shared/manifest';

export const manifest = feature({
  blocks: {
    verifyEmail: block(() => import('./VerifyEmail').then((m) => m.VerifyEmail), {
      props: ({ publicDeps }) => ({ deps: publicDeps }),
    }),
  },
});
