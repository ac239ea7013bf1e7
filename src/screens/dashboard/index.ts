/** The dashboard's block widgets (screen-definitions/dashboard.json), loaded with its screen. */
import { block, feature } from '../shared/manifest';

export const manifest = feature({
  blocks: {
    accountData: block(() => import('./AccountData').then((m) => m.AccountData)),
    accountTable: block(() => import('./AccountTable').then((m) => m.AccountTable)),
    applicationList: block(() => import('./ApplicationList').then((m) => m.ApplicationList)),
    applyForLoan: block(() => import('./ApplyForLoan').then((m) => m.ApplyForLoan)),
    closedAccountsToggle: block(() => import('./ClosedAccountsToggle').then((m) => m.ClosedAccountsToggle)),
    emptyList: block(() => import('./EmptyList').then((m) => m.EmptyList)),
    previousLogin: block(({ useLastLogin }) =>
      import('./PreviousLogin').then((m) => m.createPreviousLogin(useLastLogin)),
    ),
  },
});
