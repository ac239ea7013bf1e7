/**
 * The forced password change of a reset link (screen-definitions/forcePasswordChange.json),
 * loaded with its screen; activate.json shows tokenLogon too.
 */
import { actions, block, feature } from '../shared/manifest';

export const manifest = feature({
  blocks: {
    resetTokenCheck: block(() => import('./ResetTokenCheck').then((m) => m.ResetTokenCheck)),
    tokenLogon: block(() => import('./TokenLogon').then((m) => m.TokenLogon)),
  },
  actions: actions(['forcePasswordChange'], ({ publicDeps }) =>
    import('./actions').then((m) => m.createPasswordChangeActions(publicDeps)),
  ),
});
