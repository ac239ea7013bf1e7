/**
 * The deposit and application details' block widgets (screen-definitions/deposits.json,
 * depositDetails.json and applicationDetails.json), loaded with their screens. The
 * deposits list itself reuses the dashboard's accountData and accountTable.
 */
import { block, feature } from '../shared/manifest';

export const manifest = feature({
  blocks: {
    applicationDetails: block(() => import('./ApplicationDetails').then((m) => m.ApplicationDetails)),
    depositFigures: block(() => import('./DepositFigures').then((m) => m.DepositFigures)),
  },
});
