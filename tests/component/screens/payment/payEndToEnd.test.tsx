/**
 * A payment made end to end on the Make A Payment screen with the real step widgets (spec 02 §2,
 * §4): the account, a saved ACH method, Pay Once today, the amount due, the total, submit and the
 * confirmation page with its reference number, against the msw handlers of the payment calls.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import payment from '../../../../src/generated/screens/payment';
import paymentConfirm from '../../../../src/generated/screens/paymentConfirm';
import { loan, mockPaymentApi } from '../../../support/paymentApi';
import { renderPayment } from './harness';
import { answerMethods } from './methodsHarness';

let badRequests: string[] = [];
afterEach(() => expect(badRequests).toEqual([]));

describe('paying a loan', () => {
  it('pays the amount due now with the saved checking account and shows the reference number', async () => {
    const user = userEvent.setup();
    const mocked = mockPaymentApi({ accounts: [loan('01-123401-9'), loan('01-123402-7')] });
    badRequests = mocked.badRequests;
    answerMethods();
    const { handOff } = renderPayment(payment, {
      realSteps: true,
      options: { AllowSundayAchPayments: true },
    });

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Loan account' }), '01-123402-7');
    await user.click(await screen.findByRole('radio', { name: 'E-Check' }));
    expect(await screen.findByRole('combobox', { name: 'Payment Method' })).toHaveDisplayValue(
      'Checking account ending in 6789 (default)',
    );

    const frequency = await screen.findByRole('combobox', { name: 'Payment Frequency' });
    expect(frequency).toHaveDisplayValue('Pay Once');
    expect(screen.getByRole('textbox', { name: 'Payment Date' })).toHaveValue('11/22/2026');

    const amount = await screen.findByRole('textbox', { name: 'Payment Amount' });
    await user.type(amount, '312.45');
    await user.tab();
    expect(amount).toHaveValue('$312.45');

    const total = await screen.findByRole('region', { name: 'Total' });
    expect(total).toHaveTextContent(/Processing Fee\s*\$1\.50/);
    expect(total).toHaveTextContent(/Payment Total\s*\$313\.95/);
    await user.click(within(total).getByRole('button', { name: 'Submit Payment' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Submit Payment' })).getByRole('button', { name: 'Submit' }),
    );
    await waitFor(() => expect(handOff).toHaveBeenCalledTimes(1));

    const [body] = mocked.log.bodies('submitImmediateAch') as {
      Payment: { Details: Record<string, unknown> };
    }[];
    expect(body!.Payment.Details).toMatchObject({
      LoanAccountNumber: '01-123402-7',
      PaymentAmount: 312.45,
      FirstPartyFee: 1.5,
      PaymentDate: '2026-11-22',
    });
    const [route, data] = handOff.mock.calls[0]!;
    expect(route).toBe('/myaccount/paymentConfirm');

    cleanup();
    renderPayment(paymentConfirm, { initialData: data as Record<string, unknown> });
    expect(await screen.findByText('REF-1001')).toBeInTheDocument();
  });
});
