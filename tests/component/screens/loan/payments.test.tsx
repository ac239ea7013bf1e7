/**
 * The loan's recurring and scheduled payments (spec 03 §2.3): listed with the payment screen's
 * widgets only when the loan has them, deleted as there; the payment information is not fetched
 * for a loan without them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentInfoResponse } from '../../../../src/api/payments';
import { violations } from '../../../support/axe';
import { accountDetails, mockLoanApi } from '../../../support/loanApi';
import { mockEndpoints } from '../../../support/mockEndpoints';
import { server } from '../../../support/msw';
import { paymentInfo } from '../../../support/paymentApi';
import { renderLoan } from './harness';

const ACCOUNT = '01-123401-9';
const SCHEDULED = {
  EncryptedString: 's1',
  IsCard: false,
  AccountNumber: '6789',
  PaymentDate: '2026-11-30',
  PaymentAmount: 100,
  CanDelete: true,
  HasBeenPosted: false,
};
const RECURRING = {
  EncryptedData: 'rec-1',
  IsCard: true,
  Date: '2026-12-05',
  RecurringOption: 'DayOfMonth' as const,
  NumberOfDays: 0,
  TotalAmount: 312.45,
  AdditionalPrincipalAmount: 0,
  PaymentAccountNum: '4242',
  CanDelete: true,
};

let badRequests: string[] = [];
afterEach(() => expect(badRequests).toEqual([]));

/** The loan's details and payment information, with a scheduled delete that the server applies. */
function api(payments: Pick<PaymentInfoResponse, 'ScheduledPayments' | 'RecurringPayment'>) {
  const mocked = mockLoanApi({
    details: {
      [ACCOUNT]: accountDetails(ACCOUNT, {
        PaymentInformation: {
          RecurringPayment: payments.RecurringPayment,
          DefaultPaymentMethod: null,
          ScheduledPayments: payments.ScheduledPayments,
          TotalAmountDue: 312.45,
        },
      }),
    },
  });
  badRequests = mocked.badRequests;
  let info = paymentInfo(ACCOUNT, { EncryptedData: 'token-1', ...payments });
  const infoCalls: string[] = [];
  server.use(
    http.get('/api/PaymentInformation/GetPaymentInfo', () => {
      infoCalls.push(info.EncryptedData);
      return HttpResponse.json(info);
    }),
  );
  const deletes = mockEndpoints(
    {
      deleteScheduledAch: {
        method: 'post',
        path: '/api/PaymentScheduled/DeleteAch',
        request: 'api/payments.json#/$defs/DeletePaymentRequest',
      },
    },
    {
      deleteScheduledAch: () => {
        info = { ...info, EncryptedData: 'token-2', ScheduledPayments: [] };
        return HttpResponse.json({ HasNoErrors: true, Errors: [], Token: 'token-2' });
      },
    },
    {},
    badRequests,
  );
  return { infoCalls, deletes };
}

describe('the loan’s payments', () => {
  it('lists a scheduled payment and deletes it as the payment screen does', async () => {
    const { infoCalls, deletes } = api({ ScheduledPayments: [SCHEDULED], RecurringPayment: null });
    renderLoan();
    const table = await screen.findByRole('table', { name: 'Scheduled Payments' });
    expect(within(table).getByText('11/30/2026')).toBeInTheDocument();
    expect(await violations('fragment')).toEqual([]);
    await userEvent.click(
      within(table).getByRole('button', { name: 'Delete scheduled payment of 11/30/2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Scheduled Payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Scheduled Payments' })).toBeNull());
    expect(deletes.bodies('deleteScheduledAch')).toEqual([
      expect.objectContaining({
        Token: 'token-1',
        Payment: expect.objectContaining({ EncryptedString: 's1' }),
      }),
    ]);
    await waitFor(() => expect(infoCalls).toEqual(['token-1', 'token-2']));
  });

  it('shows the recurring payment when the loan has one', async () => {
    api({ ScheduledPayments: [], RecurringPayment: RECURRING });
    renderLoan();
    await screen.findByRole('heading', { name: 'Loan Information' });
    await waitFor(() => expect(document.body).toHaveTextContent('4242'));
    expect(screen.queryByRole('table', { name: 'Scheduled Payments' })).toBeNull();
  });

  it('fetches no payment information for a loan without them', async () => {
    const { infoCalls } = api({ ScheduledPayments: [], RecurringPayment: null });
    renderLoan();
    await screen.findByRole('heading', { name: 'Loan Information' });
    expect(infoCalls).toEqual([]);
  });

  it('hides the scheduled payments with loanDetails.hideScheduledPayments', async () => {
    api({ ScheduledPayments: [SCHEDULED], RecurringPayment: null });
    renderLoan({ layers: { shared: { loanDetails: { hideScheduledPayments: 'true' } } } });
    await screen.findByRole('heading', { name: 'Loan Information' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('table', { name: 'Scheduled Payments' })).toBeNull();
  });
});
