/**
 * Renders the loan screen's definition with the real engine and the loan block widgets, each
 * test with its own SWR cache; `navigate` is the spy the app's navigation would be.
 */
import { vi } from 'vitest';
import { type BlockWidgetProps, type SessionContext, type SettingsLayers } from '../../../../src/engine';
import loanDetails from '../../../../src/generated/screens/loanDetails';
import { AddressForm } from '../../../../src/screens/loan/AddressForm';
import { LoanAlerts } from '../../../../src/screens/loan/alerts/LoanAlerts';
import { EStatements } from '../../../../src/screens/loan/statements/EStatements';
import { LeaveGuard } from '../../../../src/screens/shared/LeaveGuard';
import { LoanActions } from '../../../../src/screens/loan/LoanActions';
import { LoanData } from '../../../../src/screens/loan/LoanData';
import { LoanInformation } from '../../../../src/screens/loan/LoanInformation';
import { LoanPayments } from '../../../../src/screens/loan/LoanPayments';
import { RecurringPaymentInfo } from '../../../../src/screens/payment/RecurringPaymentInfo';
import { ScheduledPayments } from '../../../../src/screens/payment/ScheduledPayments';
import { DEMO_SESSION, renderScreen } from '../../../support/engine';

export const SESSION: SessionContext = DEMO_SESSION;

export interface LoanRenderOptions {
  accountNumber?: string;
  layers?: SettingsLayers;
  options?: Record<string, unknown>;
}

export function renderLoan(opts: LoanRenderOptions = {}) {
  const navigate = vi.fn();
  const setUnsaved = vi.fn();
  const blocks = {
    loanDetailsData: (props: BlockWidgetProps) => <LoanData {...props} navigate={navigate} />,
    loanInformation: LoanInformation,
    loanActions: (props: BlockWidgetProps) => <LoanActions {...props} navigate={navigate} />,
    loanAddress: AddressForm,
    loanAlerts: LoanAlerts,
    loanEStatements: EStatements,
    loanPayments: LoanPayments,
    paymentRecurringInfo: RecurringPaymentInfo,
    paymentScheduledList: ScheduledPayments,
    leaveGuard: (props: BlockWidgetProps) => <LeaveGuard {...props} setUnsaved={setUnsaved} />,
  };
  const context = {
    session: SESSION,
    route: {
      path: loanDetails.definition.route,
      params:
        opts.accountNumber === undefined
          ? { accountNumber: '01-123401-9' }
          : { accountNumber: opts.accountNumber },
    },
  };
  const view = renderScreen(loanDetails, {
    context,
    options: opts.options,
    layers: opts.layers,
    blocks,
    swr: {},
  });
  return { ...view, navigate, setUnsaved };
}
