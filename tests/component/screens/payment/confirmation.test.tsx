/** The payment confirmation page (spec 02 §2 myaccount/paymentConfirm). */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentConfirmation } from '../../../../src/domain/payments';
import paymentConfirm from '../../../../src/generated/screens/paymentConfirm';
import { renderPayment } from './harness';

const ONE_TIME: PaymentConfirmation = {
  referenceNumber: 'REF-1001',
  payDate: '2026-11-22',
  dueDate: '2026-12-01',
  isRecurringLOCPayingTotalDue: false,
  submissionInfo: {
    method: {
      IsCard: false,
      AchInfo: { ProfileId: 'ach-1', AccountType: 'Checking', AccountNumber: '6789' },
    },
    accountNumber: '01-123401-9',
    amount: 10000,
    additionalPrincipalAmount: 2500,
    fees: { firstParty: 150, thirdParty: 50 },
    frequencyInfo: { frequency: 'OneTime', numDays: 0 },
  },
};

const RECURRING: PaymentConfirmation = {
  ...ONE_TIME,
  submissionInfo: {
    ...ONE_TIME.submissionInfo,
    method: {
      IsCard: true,
      CardInfo: {
        ProfileId: 'c1',
        CardType: 'visa',
        CardNumber: '4242',
        ExpirationDate: '12/29',
        DebitCreditType: 'DebitCard',
      },
    },
    additionalPrincipalAmount: 0,
    frequencyInfo: { frequency: 'DaysBeforeDue', numDays: 3 },
  },
};

function details(): Record<string, string> {
  return Object.fromEntries(
    [...document.querySelectorAll('.payment-summary__row')].map((row) => [
      row.querySelector('dt')?.textContent ?? '',
      row.querySelector('dd')?.textContent ?? '',
    ]),
  );
}

describe('the confirmation page', () => {
  it('shows every field of a one-time payment, Print and Back to Dashboard, and no recurring warning', () => {
    renderPayment(paymentConfirm, { initialData: { confirmation: ONE_TIME } });
    expect(details()).toEqual({
      'Confirmation Number': 'REF-1001',
      'Loan to Pay Down': '01-123401-9',
      'Account or Card Used': 'Checking account ending in 6789',
      Frequency: 'Pay Once',
      'Payment Date': '11/22/2026',
      Amount: '$100.00',
      Fee: '$2.00',
      'Additional Principal': '$25.00',
      Total: '$127.00',
      'Total Payment to Draft': '$127.00',
    });
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '#/myaccount/dashboard',
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows the days prior, the card and the recurring warning of a recurring payment', () => {
    renderPayment(paymentConfirm, { initialData: { confirmation: RECURRING } });
    expect(details()).toMatchObject({
      'Account or Card Used': 'Visa card ending in 4242',
      Frequency: 'Days Before Due Date',
      'Days Prior': '3',
    });
    expect(screen.getByRole('note')).toHaveTextContent(
      'Your recurring payment will continue until you delete it.',
    );
  });

  it.each<[string, boolean, boolean]>([
    ['in the browser', false, true],
    ['in the mobile app', true, false],
  ])('offers Print %s: %s', (_where, mobileApp, shown) => {
    renderPayment(paymentConfirm, { initialData: { confirmation: ONE_TIME }, mobileApp });
    expect(screen.queryByRole('button', { name: 'Print' }) !== null).toBe(shown);
  });

  it('says there is nothing to confirm after a reload', () => {
    renderPayment(paymentConfirm);
    expect(screen.getByText('There is no payment to confirm.')).toBeInTheDocument();
  });
});
