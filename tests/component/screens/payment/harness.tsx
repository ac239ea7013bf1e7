/**
 * Renders the payment definitions with the real engine and the payment block widgets, each test
 * with its own SWR cache. By default the method, frequency, amount and total widgets are stand-ins
 * that report the step outcome a test gives them, so the account step and submit are tested alone;
 * `realSteps` renders the real widgets, for a payment made end to end.
 */
import { useEffect } from 'react';
import { vi } from 'vitest';
import {
  type BlockWidgetProps,
  type LoadedScreen,
  type SessionContext,
  type SettingsLayers,
} from '../../../../src/engine';
import { AccountSelect } from '../../../../src/screens/payment/AccountSelect';
import { AmountStep } from '../../../../src/screens/payment/amount/AmountStep';
import { PaymentTotal } from '../../../../src/screens/payment/amount/PaymentTotal';
import { PaymentMethodPicker } from '../../../../src/screens/payment/methods/PaymentMethodPicker';
import { PaymentConfirmation } from '../../../../src/screens/payment/PaymentConfirmation';
import { RecurringPaymentInfo } from '../../../../src/screens/payment/RecurringPaymentInfo';
import { ScheduledPayments } from '../../../../src/screens/payment/ScheduledPayments';
import { FrequencyStep } from '../../../../src/screens/payment/schedule/FrequencyStep';
import { ServicingFees } from '../../../../src/screens/payment/ServicingFees';
import { SubmitPayment } from '../../../../src/screens/payment/SubmitPayment';
import { DEMO_SESSION, renderScreen } from '../../../support/engine';

export const SESSION: SessionContext = DEMO_SESSION;

/** A valid ACH method, Pay Once today, $100.00: what the later steps report in a submit test. */
export const VALID_STEPS = {
  paymentMethod: {
    type: 'ACH',
    method: {
      IsCard: false,
      AchInfo: { ProfileId: 'ach-1', AccountType: 'Checking', AccountNumber: '6789' },
    },
    singleUse: false,
    debitCredit: '',
    lastFour: '6789',
    valid: true,
  },
  paymentFrequency: {
    frequency: 'OneTime',
    date: '2026-11-22',
    numDays: 0,
    isPayoff: false,
    thirdPartyFee: 0,
    valid: true,
  },
  paymentAmount: { amountCents: 10000, additionalPrincipalCents: 0, payAmountDue: false, valid: true },
};

type Steps = Partial<Record<keyof typeof VALID_STEPS, Record<string, unknown>>>;

/** A stand-in step widget: reports its outcome once it shows. */
function reporter(key: keyof typeof VALID_STEPS, steps: Steps) {
  return function Step({ setData }: BlockWidgetProps) {
    useEffect(() => {
      if (steps[key]) setData({ [key]: steps[key] });
      // Reported once, when the step appears.
    }, []);
    return <p data-testid={key}>{key}</p>;
  };
}

export interface PaymentRenderOptions {
  layers?: SettingsLayers;
  options?: Record<string, unknown>;
  params?: Record<string, string>;
  steps?: Steps;
  initialData?: Record<string, unknown>;
  mobileApp?: boolean;
  /** The real method, frequency, amount and total widgets instead of the stand-ins. */
  realSteps?: boolean;
}

export function renderPayment(loaded: LoadedScreen, opts: PaymentRenderOptions = {}) {
  const handOff = vi.fn();
  const steps = opts.steps ?? {};
  const blocks = {
    paymentAccountSelect: AccountSelect,
    paymentServicingFees: ServicingFees,
    paymentScheduledList: ScheduledPayments,
    paymentRecurringInfo: RecurringPaymentInfo,
    paymentSubmit: (props: BlockWidgetProps) => <SubmitPayment {...props} handOff={handOff} />,
    paymentConfirmation: PaymentConfirmation,
    ...(opts.realSteps
      ? {
          paymentMethodPicker: (props: BlockWidgetProps) => (
            <PaymentMethodPicker {...props} addAgreementLogs={() => undefined} />
          ),
          paymentFrequency: FrequencyStep,
          paymentAmount: AmountStep,
          paymentTotal: PaymentTotal,
        }
      : {
          paymentMethodPicker: reporter('paymentMethod', steps),
          paymentFrequency: reporter('paymentFrequency', steps),
          paymentAmount: reporter('paymentAmount', steps),
          paymentTotal: () => null,
        }),
  };
  const context = {
    session: SESSION,
    route: { path: loaded.definition.route, params: opts.params ?? {} },
    device: { mobileApp: opts.mobileApp ?? false, compact: false, production: false },
  };
  const view = renderScreen(loaded, {
    context,
    options: opts.options,
    layers: opts.layers,
    blocks,
    initialData: opts.initialData,
    swr: {},
  });
  return { ...view, handOff };
}
