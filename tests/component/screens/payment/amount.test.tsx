/**
 * The Payment Amount step and the total block (src/screens/payment/amount): the currency input
 * (USD on blur, 15 characters), the minimum / maximum messages, the pay-amount-due checkbox, the
 * over-maximum warning, the additional principal, the skipped step, the fee lines and total, and
 * "calculated at payment time" (spec 02 §2, §3, §4, §5).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { describe, expect, it } from 'vitest';
import { AmountStep } from '../../../../src/screens/payment/amount/AmountStep';
import { PaymentTotal } from '../../../../src/screens/payment/amount/PaymentTotal';
import { violations } from '../../../support/axe';
import { ACH, CARD, INFO, renderWidget } from './scheduleHarness';

const SCHEDULED = {
  frequency: 'OneTime',
  date: '2026-11-27',
  numDays: 0,
  isPayoff: false,
  payoffCents: 0,
  thirdPartyFeeCents: 0,
  valid: true,
};
const WEEKLY = { ...SCHEDULED, frequency: 'Weekly', date: '2026-11-30' };

function renderAmount(props: Record<string, unknown> = {}, options: Record<string, unknown> = {}) {
  const rendered = renderWidget(
    AmountStep,
    { info: INFO, method: ACH, schedule: SCHEDULED, ...props },
    options,
  );
  return { ...rendered, user: userEvent.setup(), amount: () => rendered.last('paymentAmount') };
}

const amountInput = () => screen.getByRole('textbox', { name: 'Payment Amount' });

describe('amount step: the currency input', () => {
  it.each([
    ['12', '$12.00', ''],
    ['1234.5', '$1,234.50', ''],
    ['', '$0.00', 'Payment amount is required'],
    ['1,23', '1,23', 'Enter a valid dollar amount, such as 125.00.'],
    ['abc', '$0.00', 'Payment amount is required'],
    ['12a.3b4', '$12.34', ''],
    ['0.019', '$0.01', ''],
    ['6000', '$6,000.00', 'Payment amount must be between $0.01 and $5,000.00'],
  ])('%j shows %j on blur with the message %j', async (typed, shown, message) => {
    const { user } = renderAmount();
    await user.click(amountInput());
    if (typed) await user.keyboard(typed);
    await user.tab();
    expect(amountInput()).toHaveValue(shown);
    expect(amountInput()).toHaveAccessibleDescription(message);
  });

  it('takes only what can be money: digits, one decimal point, at most 2 decimals', async () => {
    const { user } = renderAmount();
    await user.click(amountInput());
    await user.keyboard('-1a2.3.4b5');
    expect(amountInput()).toHaveValue('12.34');
    await user.clear(amountInput());
    await user.paste('$1,2x34.5y6');
    expect(amountInput()).toHaveValue('$1,234.56');
  });

  it('takes at most 15 characters', () => {
    renderAmount();
    expect(amountInput()).toHaveAttribute('maxLength', '15');
  });

  it('writes the amount in cents and valid once accepted', async () => {
    const { user, amount } = renderAmount();
    await user.type(amountInput(), '125.5');
    await waitFor(() =>
      expect(amount()).toEqual({
        amountCents: 12550,
        payAmountDue: false,
        additionalPrincipalCents: 0,
        valid: true,
      }),
    );
  });

  it('tells the screen a typed amount once typing pauses, not on every keystroke', async () => {
    const { user, setData, amount } = renderAmount();
    await waitFor(() => expect(amount()).toMatchObject({ amountCents: 0, valid: false }));
    const writes = () => setData.mock.calls.filter(([data]) => 'paymentAmount' in data).length;
    const before = writes();
    await user.type(amountInput(), '98765.43');
    // Eight keystrokes, no more than one write while they came (a slow runner may pause once).
    expect(writes() - before).toBeLessThanOrEqual(1);
    await waitFor(() => expect(amount()).toMatchObject({ amountCents: 9_876_543 }));
  });

  it('tells the screen at once when the field is left', async () => {
    const { user, amount } = renderAmount();
    await user.type(amountInput(), '42');
    await user.tab();
    expect(amount()).toMatchObject({ amountCents: 4200, valid: true });
  });

  it('holds a card minimum at or above the card maximum as the ACH-only error', () => {
    renderAmount({ method: CARD }, { MinimumCardAmount: 100, MaxCardAmount: 100 });
    expect(amountInput()).toHaveAccessibleDescription(/Only payment by ACH is allowed at this time/);
  });
});

describe('amount step: recurring amounts', () => {
  it('sets the regular amount with the pay-amount-due checkbox', async () => {
    const { user, amount } = renderAmount({ schedule: WEEKLY, offersPayAmountDue: true });
    await user.click(screen.getByRole('checkbox', { name: 'Pay amount due ($250.00)' }));
    expect(amountInput()).toHaveValue('$250.00');
    expect(amountInput()).toHaveAttribute('readonly');
    await waitFor(() =>
      expect(amount()).toMatchObject({ amountCents: 25000, payAmountDue: true, valid: true }),
    );
  });

  it('forces the checkbox on where the rule says so', () => {
    renderAmount({ schedule: WEEKLY, offersPayAmountDue: true, payAmountDueForced: true });
    const box = screen.getByRole('checkbox', { name: 'Pay amount due ($250.00)' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
  });

  it('warns when the regular amount exceeds the maximum and clamps it', () => {
    renderAmount(
      { method: CARD, schedule: WEEKLY, offersPayAmountDue: true, payAmountDueForced: true },
      {
        MaxCardAmount: 100,
      },
    );
    expect(
      screen.getByText(/exceeds the maximum payment amount allowed for this payment method/),
    ).toBeInTheDocument();
    expect(amountInput()).toHaveValue('$100.00');
  });

  it('takes an additional principal where allowed', async () => {
    const { user, amount } = renderAmount({ schedule: WEEKLY, offersAdditionalPrincipal: true });
    await user.type(amountInput(), '250');
    const principal = screen.getByRole('textbox', { name: 'Additional Principal' });
    await user.type(principal, '2,5');
    expect(principal).toHaveAccessibleDescription(
      'Enter a valid additional principal amount, such as 25.00.',
    );
    await user.type(principal, '{Backspace}{Backspace}5x');
    expect(principal).toHaveValue('25');
    await waitFor(() =>
      expect(amount()).toMatchObject({ amountCents: 25000, additionalPrincipalCents: 2500, valid: true }),
    );
  });

  it('says the amount set automatically when the step is skipped (a payoff)', async () => {
    const { amount } = renderAmount({
      schedule: { ...SCHEDULED, isPayoff: true, payoffCents: 499050 },
      skipsAmount: true,
    });
    expect(screen.getByText('Payment amount: $4,990.50')).toBeInTheDocument();
    await waitFor(() => expect(amount()).toMatchObject({ amountCents: 499050, valid: true }));
  });
});

describe('total block', () => {
  it.each([
    ['scheduled ACH', ACH, SCHEDULED, 0, ['Processing Fee', '$1.00', 'Payment Total', '$126.00']],
    [
      'immediate debit card',
      CARD,
      { ...SCHEDULED, date: '2026-11-22' },
      0,
      ['Processing Fee', '$2.50', 'Payment Total', '$127.50'],
    ],
    [
      'recurring ACH with a third-party fee and principal',
      ACH,
      { ...WEEKLY, thirdPartyFeeCents: 175 },
      2500,
      [
        'Processing Fee',
        '$0.00',
        'Service Fee',
        '$1.75',
        'Additional Principal',
        '$25.00',
        'Payment Total',
        '$151.75',
      ],
    ],
  ])('%s: its lines and total', (_name, method, schedule, principal, lines) => {
    const { container } = renderWidget(PaymentTotal, {
      info: INFO,
      method,
      schedule,
      amount: { amountCents: 12500, payAmountDue: false, additionalPrincipalCents: principal, valid: true },
    });
    expect([...container.querySelectorAll('dt, dd')].map((cell) => cell.textContent)).toEqual(lines);
  });

  it('says the amount is calculated at payment time for a recurring line of credit paying the amount due', () => {
    renderWidget(PaymentTotal, {
      info: INFO,
      method: ACH,
      schedule: WEEKLY,
      amount: { amountCents: 0, payAmountDue: true, additionalPrincipalCents: 0, valid: true },
      atPaymentTime: true,
    });
    expect(screen.getByText('The payment amount will be calculated at payment time.')).toBeInTheDocument();
    expect(screen.queryByText('Payment Total')).not.toBeInTheDocument();
  });
});

describe('amount step and total: accessibility', () => {
  it('finds no axe violations with the checkbox, a message, the principal and the total', async () => {
    const { user } = renderAmount({
      schedule: WEEKLY,
      offersPayAmountDue: true,
      offersAdditionalPrincipal: true,
    });
    await user.type(amountInput(), '9999');
    await user.tab();
    expect(await violations('fragment')).toEqual([]);
  });

  it('finds no axe violations on the total block', async () => {
    renderWidget(PaymentTotal, {
      info: INFO,
      method: CARD,
      schedule: SCHEDULED,
      amount: { amountCents: 12500, payAmountDue: false, additionalPrincipalCents: 0, valid: true },
    });
    expect(await violations('fragment')).toEqual([]);
  });
});
