/** The loan screen's block widgets (screen-definitions/loanDetails.json), loaded with its screen. */
import { block, feature } from '../shared/manifest';

export const manifest = feature({
  blocks: {
    loanDetailsData: block(() => import('./LoanData').then((m) => m.LoanData), {
      props: ({ navigate }) => ({ navigate }),
    }),
    loanInformation: block(() => import('./LoanInformation').then((m) => m.LoanInformation)),
    loanActions: block(() => import('./LoanActions').then((m) => m.LoanActions), {
      props: ({ navigate }) => ({ navigate }),
    }),
    loanAccountHistory: block(() => import('./history/AccountHistory').then((m) => m.AccountHistory)),
    loanAddress: block(() => import('./AddressForm').then((m) => m.AddressForm)),
    loanEStatements: block(() => import('./statements/EStatements').then((m) => m.EStatements)),
    loanAlerts: block(() => import('./alerts/LoanAlerts').then((m) => m.LoanAlerts)),
    loanPayments: block(() => import('./LoanPayments').then((m) => m.LoanPayments)),
  },
});
