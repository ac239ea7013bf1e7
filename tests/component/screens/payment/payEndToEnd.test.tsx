/**
 * A payment made end to end on the Make A Payment screen with the real step widgets (spec 02 §2,
 * §4): the account, a saved ACH method, Pay Once today, the amount due, the total, submit and the
 * confirmation page with its reference number, against the msw handlers of the payment calls; and
 * the rules the definition hands each step (frequencies offered, the skipped amount step).
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { afterEach, describe, expect, it } from 'vitest';
import payment from '../../../../src/generated/screens/payment';
import paymentConfirm from '../../../../src/generated/screens/paymentConfirm';
import { loan, mockPaymentApi, paymentInfo } from '../../../support/paymentApi';
import { renderPayment } from './harness';
import { answerMethods } from './methodsHarness';

let badRequests: string[] = [];
afterEach(() => expect(badRequests).toEqual([]));

/** The screen with the real steps, its calls answered; Sunday ACH payments allowed (today is a Sunday). */
function start(api: Parameters<typeof mockPaymentApi>[0] = {}) {
  const user = userEvent.setup();
  const mocked = mockPaymentApi(api);
  badRequests = mocked.badRequests;
  answerMethods();
  const view = renderPayment(payment, { realSteps: true, options: { AllowSundayAchPayments: true } });
  return { ...view, user, mocked };
}

/** The screen with the only loan preselected and E-Check chosen: its saved checking account. */
async function withCheckingAccount(api: Parameters<typeof mockPaymentApi>[0] = {}) {
  const started = start(api);
  await started.user.click(await screen.findByRole('radio', { name: 'E-Check' }));
  return started;
}

describe('paying a loan', () => {
  it('pays the amount due now with the saved checking account and shows the reference number', async () => {
    const { user, mocked, handOff } = start({ accounts: [loan('01-123401-9'), loan('01-123402-7')] });

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

describe('paying by card', () => {
  it('pays with the saved debit card: its fee, the card call', async () => {
    const { user, mocked, handOff } = start();
    await user.click(await screen.findByRole('radio', { name: 'Card' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Payment Method' }), 'card-1');
    await user.type(await screen.findByRole('textbox', { name: 'Payment Amount' }), '100');
    await user.tab();
    const total = await screen.findByRole('region', { name: 'Total' });
    expect(total).toHaveTextContent(/Processing Fee\s*\$2\.00/);
    expect(total).toHaveTextContent(/Payment Total\s*\$102\.00/);
    await user.click(within(total).getByRole('button', { name: 'Submit Payment' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Submit Payment' })).getByRole('button', { name: 'Submit' }),
    );
    await waitFor(() => expect(handOff).toHaveBeenCalledTimes(1));
    const [body] = mocked.log.bodies('submitImmediateCard') as {
      Payment: { Details: Record<string, unknown> };
    }[];
    expect(body!.Payment.Details).toMatchObject({ PaymentAmount: 100, FirstPartyFee: 2 });
  });
});

describe('changing the account', () => {
  it('starts the later steps afresh: no method chosen, no frequency, amount or total', async () => {
    const { user } = start({ accounts: [loan('01-123401-9'), loan('01-123402-7')] });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Loan account' }), '01-123401-9');
    await user.click(await screen.findByRole('radio', { name: 'E-Check' }));
    await user.type(await screen.findByRole('textbox', { name: 'Payment Amount' }), '50');
    await user.tab();
    expect(await screen.findByRole('region', { name: 'Total' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Loan account' }), '01-123402-7');
    expect(await screen.findByRole('radio', { name: 'E-Check' })).not.toBeChecked();
    expect(screen.queryByRole('combobox', { name: 'Payment Frequency' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Payment Amount' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Total' })).not.toBeInTheDocument();
  });
});

describe('the steps as the rules shape them', () => {
  it.each<[string, Parameters<typeof mockPaymentApi>[0], string[]]>([
    [
      'a monthly loan',
      {},
      [
        'Pay Once',
        'On Due Date',
        'Days Before Due Date',
        'Monthly',
        'Twice a Month',
        'Every Two Weeks',
        'Weekly',
      ],
    ],
    [
      'a loan whose host refuses recurring payments',
      {
        info: {
          '01-123401-9': paymentInfo('01-123401-9', {
            PaymentOptions: { ...paymentInfo('').PaymentOptions, RecurringAllowed: false },
          }),
        },
      },
      ['Pay Once'],
    ],
  ])('offers the frequencies of paymentFrequencies: %s', async (_name, api, expected) => {
    await withCheckingAccount(api);
    const frequency = await screen.findByRole('combobox', { name: 'Payment Frequency' });
    expect([...(frequency as HTMLSelectElement).options].map((option) => option.text)).toEqual(expected);
  });

  it('skips the amount step on the due date: no amount heading, the regular amount, the disclaimer and the total', async () => {
    const { user } = await withCheckingAccount();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Payment Frequency' }), 'OnDueDate');
    expect(screen.getByText(/Recurring payments continue on their schedule/)).toBeInTheDocument();
    expect(await screen.findByText('Payment amount: $312.45')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment Amount' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Payment Amount' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Total' })).toHaveTextContent(/\$312\.45/);
  });

  it('says a recurring line-of-credit payment of the amount due is calculated at payment time', async () => {
    const { user } = await withCheckingAccount({
      accounts: [loan('01-123401-9', { Type: 'LineOfCredit', TypeCode: 9 })],
      info: { '01-123401-9': paymentInfo('01-123401-9', { accountType: 9 }) },
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Payment Frequency' }), 'OnDueDate');
    const total = await screen.findByRole('region', { name: 'Total' });
    expect(total).toHaveTextContent('The payment amount will be calculated at payment time.');
    expect(screen.queryByText(/^Payment amount:/)).not.toBeInTheDocument();
  });

  it('offers the days before the due date that remain, each with its date', async () => {
    const { user } = await withCheckingAccount();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Payment Frequency' }),
      'DaysBeforeDue',
    );
    const days = screen.getByRole('combobox', { name: 'Days Before Due Date' });
    expect([...(days as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Please select',
      ...[30, 29, 28, 27, 26, 25, 24, 23].map(
        (day, index) => `${index + 1} ${index === 0 ? 'day' : 'days'} before the due date (11/${day}/2026)`,
      ),
    ]);
  });

  it('does not offer days before the due date when the payment information has no due date', async () => {
    await withCheckingAccount({ info: { '01-123401-9': paymentInfo('01-123401-9', { DueDate: null }) } });
    const frequency = await screen.findByRole('combobox', { name: 'Payment Frequency' });
    expect([...(frequency as HTMLSelectElement).options].map((option) => option.value)).not.toContain(
      'DaysBeforeDue',
    );
  });
});
