/**
 * The Make A Payment screens' block widgets (screen-definitions/payment.json and
 * paymentConfirm.json), loaded with their screens.
 */
import { block, feature } from '../shared/manifest';

export const manifest = feature({
  blocks: {
    paymentAccountSelect: block(() => import('./AccountSelect').then((m) => m.AccountSelect)),
    paymentFrequency: block(() => import('./schedule/FrequencyStep').then((m) => m.FrequencyStep)),
    paymentMethodPicker: block(
      () => import('./methods/PaymentMethodPicker').then((m) => m.PaymentMethodPicker),
      { props: ({ addAgreementLogs }) => ({ addAgreementLogs }) },
    ),
    paymentAmount: block(() => import('./amount/AmountStep').then((m) => m.AmountStep)),
    paymentConfirmation: block(() => import('./PaymentConfirmation').then((m) => m.PaymentConfirmation)),
    paymentRecurringInfo: block(() => import('./RecurringPaymentInfo').then((m) => m.RecurringPaymentInfo)),
    paymentScheduledList: block(() => import('./ScheduledPayments').then((m) => m.ScheduledPayments)),
    paymentServicingFees: block(() => import('./ServicingFees').then((m) => m.ServicingFees)),
    paymentSubmit: block(() => import('./SubmitPayment').then((m) => m.SubmitPayment), {
      // A submitted payment leaves nothing unsaved: its confirmation opens without the question.
      props: ({ handOff, setUnsaved }) => ({
        handOff: (to: string, data: Record<string, unknown>) => {
          setUnsaved(false);
          handOff(to, data);
        },
      }),
    }),
    paymentTotal: block(() => import('./amount/PaymentTotal').then((m) => m.PaymentTotal)),
    paymentPayoffQuote: block(() =>
      import('../shared/payoff/PayoffQuoteButton').then((m) => m.PayoffQuoteBlock),
    ),
  },
});
