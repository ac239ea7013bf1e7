/** The account recovery wizard (screen-definitions/recovery.json), loaded with its screen. */
import { actions, feature } from '../shared/manifest';

export const manifest = feature({
  actions: actions(
    ['recoverUsername', 'answerRecoveryQuestion', 'generateRecoveryPassword', 'recoveryBack'],
    ({ publicDeps }) => import('./actions').then((m) => m.createRecoveryActions(publicDeps)),
  ),
});
