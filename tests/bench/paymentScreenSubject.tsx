/**
 * Bench F's third form: the amount field on the whole Make A Payment screen, rendered with the
 * real step widgets as tests/component/screens/payment/payEndToEnd.test.tsx renders it (its
 * harness, msw answering the payment calls in this process), the only loan chosen and E-Check
 * with its saved checking account, so that a keystroke costs what the screen re-renders with
 * its data. Import it only after installDom() and loadDeferred().
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import payment from '../../src/generated/screens/payment';
import { renderPayment } from '../component/screens/payment/harness';
import { answerMethods } from '../component/screens/payment/methodsHarness';
import { server } from '../support/msw';
import { loan, mockPaymentApi, paymentInfo } from '../support/paymentApi';
import { LABEL, type AmountSubject, type Opened } from './amountHarness';

const ACCOUNT = '01-123401-9';

async function open(): Promise<Opened> {
  server.listen({ onUnhandledRequest: 'error' });
  try {
    const mocked = mockPaymentApi({ accounts: [loan(ACCOUNT)] });
    answerMethods();
    const view = renderPayment(payment, { realSteps: true, options: { AllowSundayAchPayments: true } });
    await userEvent.setup().click(await screen.findByRole('radio', { name: 'E-Check' }));
    await screen.findByRole('textbox', { name: LABEL });
    if (mocked.badRequests.length > 0) throw new Error(`bad requests: ${mocked.badRequests.join('; ')}`);
    return {
      container: view.container,
      unmount() {
        view.unmount();
        server.close();
      },
    };
  } catch (error) {
    server.close();
    throw error;
  }
}

/** The amount field on the payment screen; the loan's payoff is the maximum there. */
export const screenSubject = (): AmountSubject => ({
  name: 'payment screen',
  open,
  maximumCents: Math.round(paymentInfo(ACCOUNT).PayOffAmount * 100),
});
