/**
 * The Make A Payment screen's account step, its order of steps, the extras and submit (spec 02
 * §2, §4, §8), with the method, frequency, amount and total widgets as stand-ins (harness.tsx);
 * payEndToEnd.test.tsx runs the real ones.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import payment from '../../../../src/generated/screens/payment';
import { loan, mockPaymentApi, paymentInfo } from '../../../support/paymentApi';
import { renderPayment, VALID_STEPS } from './harness';
import { failOnBadRequests } from '../../../support/mockEndpoints';

const api = failOnBadRequests(mockPaymentApi);

const accountSelect = () => screen.findByRole('combobox', { name: 'Loan account' });

describe('selecting the loan account', () => {
  it('preselects the only open loan, loads its payment information and shows the method step', async () => {
    const { infoCalls } = api({
      accounts: [loan('01-123401-9'), loan('01-999999-1', { Comment: 'closed' })],
    });
    renderPayment(payment);
    expect(await accountSelect()).toHaveValue('01-123401-9');
    expect(await screen.findByTestId('paymentMethod')).toBeInTheDocument();
    expect(infoCalls).toEqual(['01-123401-9']);
    expect(
      screen.getByRole('option', { name: '01-123401-9 - Amount due $312.45 - Due 12/01/2026' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /01-999999-1/ })).not.toBeInTheDocument();
  });

  it.each<[string, Record<string, string>, string]>([
    ['selects nothing among several loans', {}, ''],
    ['preselects the route account', { accountNumber: '01-123402-7' }, '01-123402-7'],
    ['ignores a route account that is not listed', { accountNumber: '09-000000-0' }, ''],
  ])('%s', async (_name, params, expected) => {
    api({ accounts: [loan('01-123401-9'), loan('01-123402-7')] });
    renderPayment(payment, { params });
    expect(await accountSelect()).toHaveValue(expected);
    if (!expected) expect(screen.queryByTestId('paymentMethod')).not.toBeInTheDocument();
    else expect(await screen.findByTestId('paymentMethod')).toBeInTheDocument();
  });

  it.each<[string, Parameters<typeof mockPaymentApi>[0], string]>([
    [
      'no balance: NoPaymentNeeded',
      { accounts: [loan('01-1-1', { Balance: 0 })] },
      'No payment needed at this time. Credit line has no balance.',
    ],
    [
      'another hold code: PaymentBlocked',
      { accounts: [loan('01-1-1', { Comment: 'frozen' })] },
      'Payment has been blocked for this account. Please contact your financial institution for further assistance.',
    ],
    [
      'the host refuses: NiteMode',
      { accounts: [loan('01-1-1')], info: { '01-1-1': { refusal: 'NiteMode' } } },
      'We are currently doing nightly system maintenance. Please try your payment again in about 15 minutes.',
    ],
    [
      'neither method offered: PaymentBlocked',
      {
        accounts: [loan('01-1-1')],
        info: {
          '01-1-1': paymentInfo('01-1-1', {
            PaymentOptions: { ...paymentInfo('01-1-1').PaymentOptions, AllowACH: false, AllowCards: false },
          }),
        },
      },
      'Payment has been blocked for this account. Please contact your financial institution for further assistance.',
    ],
  ])('says why an account cannot be paid (%s)', async (_name, options, message) => {
    api(options);
    renderPayment(payment);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByTestId('paymentMethod')).not.toBeInTheDocument();
  });

  it('clears the later steps when another account is chosen', async () => {
    api({ accounts: [loan('01-123401-9'), loan('01-123402-7')] });
    renderPayment(payment, { params: { accountNumber: '01-123401-9' }, steps: VALID_STEPS });
    expect(await screen.findByRole('button', { name: 'Submit Payment' })).toBeEnabled();
    await userEvent.selectOptions(await accountSelect(), '01-123402-7');
    // The steps remount afresh: the stand-ins report again, so the submit shows once more.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Loan account' })).toHaveValue('01-123402-7'),
    );
    expect(await screen.findByTestId('paymentMethod')).toBeInTheDocument();
  });

  it('shows nothing of a later step while the one before is not valid', async () => {
    api();
    renderPayment(payment, { steps: { paymentMethod: { ...VALID_STEPS.paymentMethod, valid: false } } });
    expect(await screen.findByTestId('paymentMethod')).toBeInTheDocument();
    expect(screen.queryByTestId('paymentFrequency')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Payment' })).not.toBeInTheDocument();
  });
});

describe('the extras', () => {
  const busy = paymentInfo('01-1-1', {
    FeesAndCharges: [{ Description: 'Late fee', Amount: 35 }],
    ScheduledPayments: [
      {
        EncryptedString: 's1',
        IsCard: false,
        AccountNumber: '6789',
        PaymentDate: '2026-11-30',
        PaymentAmount: 100,
        CanDelete: true,
        HasBeenPosted: false,
      },
    ],
    RecurringPayment: {
      EncryptedData: 'r1',
      IsCard: true,
      Date: '2026-12-05',
      RecurringOption: 'DayOfMonth',
      NumberOfDays: 0,
      TotalAmount: 312.45,
      AdditionalPrincipalAmount: 0,
      PaymentAccountNum: '4242',
      CanDelete: true,
    },
  });

  it('shows the servicing fees, the scheduled payments with the reschedule instruction and the recurring payment', async () => {
    api({ accounts: [loan('01-1-1')], info: { '01-1-1': busy } });
    renderPayment(payment);
    expect(await screen.findByText('Late fee: $35.00')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Scheduled Payments' });
    expect(within(table).getByText('11/30/2026')).toBeInTheDocument();
    expect(within(table).getByText('Bank Account')).toBeInTheDocument();
    expect(
      screen.getByText('To reschedule a payment, delete it and make a new payment.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Monthly, next on 12/05/2026')).toBeInTheDocument();
  });

  it('hides each by its setting', async () => {
    api({ accounts: [loan('01-1-1')], info: { '01-1-1': busy } });
    const hide = { hideServicingFees: 'true', hideScheduledPayments: 'true', hideRecurringInfo: 'true' };
    renderPayment(payment, { layers: { shared: { paymentWizard: hide } } });
    expect(await screen.findByTestId('paymentMethod')).toBeInTheDocument();
    expect(screen.queryByText('Late fee: $35.00')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/Monthly, next on/)).not.toBeInTheDocument();
  });
});

describe('submitting', () => {
  async function confirm() {
    await userEvent.click(await screen.findByRole('button', { name: 'Submit Payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit Payment' });
    expect(dialog).toHaveClass('dialog--w400');
    return dialog;
  }

  it('pays once on a double click, with an idempotency key, and opens the confirmation', async () => {
    let answer: () => void = () => undefined;
    const { log } = api({
      resolvers: {
        submitImmediateAch: () =>
          new Promise<Response>((resolve) => {
            answer = () =>
              resolve(HttpResponse.json({ HasNoErrors: true, Errors: [], ReferenceNumber: 'REF-1001' }));
          }),
      },
    });
    const { handOff } = renderPayment(payment, { steps: VALID_STEPS });
    const dialog = await confirm();
    const yes = within(dialog).getByRole('button', { name: 'Submit' });
    await userEvent.dblClick(yes);
    expect(screen.getByRole('button', { name: 'Submit Payment' })).toBeDisabled();
    await waitFor(() => expect(log.requests('submitImmediateAch')).toHaveLength(1));
    answer();
    await waitFor(() => expect(handOff).toHaveBeenCalledTimes(1));
    const [body] = log.bodies('submitImmediateAch') as {
      IdempotencyKey: string;
      Payment: { Details: object };
    }[];
    expect(body!.IdempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(body!.Payment.Details).toMatchObject({
      PaymentAmount: 100,
      FirstPartyFee: 1.5,
      PaymentDate: '2026-11-22',
    });
    expect(handOff).toHaveBeenCalledWith('/myaccount/paymentConfirm', {
      confirmation: expect.objectContaining({ referenceNumber: 'REF-1001', payDate: '2026-11-22' }),
    });
    expect(log.requests('submitImmediateAch')).toHaveLength(1);
  });

  it('says in the confirm dialog what is being paid: loan, method masked, frequency, date, amount, fee and total', async () => {
    api();
    renderPayment(payment, { steps: VALID_STEPS });
    const dialog = await confirm();
    expect(dialog).toHaveTextContent('Are you sure you want to submit this payment?');
    const lines = Object.fromEntries(
      [...dialog.querySelectorAll('.payment-summary__row')].map((row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ]),
    );
    expect(lines).toEqual({
      'Loan to Pay Down': '01-123401-9',
      'Account or Card Used': 'Checking account ending in 6789',
      Frequency: 'Pay Once',
      'Payment Date': '11/22/2026',
      Amount: '$100.00',
      Fee: '$1.50',
      Total: '$101.50',
    });
  });

  it('sends nothing when the dialog says No', async () => {
    const { log } = api();
    renderPayment(payment, { steps: VALID_STEPS });
    const dialog = await confirm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(log.requests('submitImmediateAch')).toHaveLength(0);
  });

  it.each<[string, string, boolean]>([
    ['Declined', 'Transaction Declined.', true],
    ['Expired', 'Card is expired.', true],
    [
      'SecurityNotAllowed',
      'You do not have security to make online payments on your account. Please contact us with any questions.',
      false,
    ],
    [
      'Something went wrong',
      'An error occurred. Please contact your financial institution before attempting this transaction again.',
      false,
    ],
  ])('shows the catalogue message of %s (Submit disabled: %s)', async (code, message, disables) => {
    const { log } = api({
      resolvers: {
        submitImmediateAch: () => HttpResponse.json({ HasNoErrors: false, Errors: [{ ErrorMessage: code }] }),
      },
    });
    const { handOff } = renderPayment(payment, { steps: VALID_STEPS });
    await userEvent.click(within(await confirm()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    const submit = screen.getByRole('button', { name: 'Submit Payment' });
    if (disables) expect(submit).toBeDisabled();
    else expect(submit).toBeEnabled();
    expect(handOff).not.toHaveBeenCalled();
    if (!disables) {
      // A retry of the same payment carries the same key: the server answers the first attempt again.
      await userEvent.click(within(await confirm()).getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(log.requests('submitImmediateAch')).toHaveLength(2));
      const [first, second] = log.bodies('submitImmediateAch') as { IdempotencyKey: string }[];
      expect(second!.IdempotencyKey).toBe(first!.IdempotencyKey);
    }
  });

  it('shows the general error and the connection text when the network fails', async () => {
    api({ resolvers: { submitImmediateAch: () => HttpResponse.error() } });
    renderPayment(payment, { steps: VALID_STEPS });
    await userEvent.click(within(await confirm()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection error. Please try again later.');
  });
});
