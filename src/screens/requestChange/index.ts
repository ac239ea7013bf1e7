/** The contact info change's block widgets (screen-definitions/requestChange.json), loaded with its screen. */
import { block, feature } from '../shared/manifest';

export const manifest = feature({
  blocks: {
    requestChangeForm: block(() => import('./RequestChangeForm').then((m) => m.RequestChangeForm)),
  },
});
