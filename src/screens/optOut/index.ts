/** The e-mail opt-out (screen-definitions/optOut.json), loaded with its screen. */
import { actions, feature } from '../shared/manifest';

export const manifest = feature({
  actions: actions(['optOut'], () => import('./actions').then((m) => m.createOptOutActions())),
});
