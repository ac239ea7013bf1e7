/** The login history's block widgets (screen-definitions/loginHistory.json), loaded with its screen. */
import { block, feature } from '../shared/manifest';

export const manifest = feature({
  blocks: {
    loginHistoryTable: block(() => import('./LoginHistoryTable').then((m) => m.LoginHistoryTable)),
  },
});
