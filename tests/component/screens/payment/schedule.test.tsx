/**
 * The Payment Frequency step (src/screens/payment/schedule): the frequency list, the one-time
 * date and its messages (typed and in the calendar), the days-before-due selector, the recurring
 * first date, the disclaimer, the payoff quote and the third-party fee (spec 02 §2, §4, §5).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FrequencyStep } from '../../../../src/screens/payment/schedule/FrequencyStep';
import { violations } from '../../../support/axe';
import { server } from '../../../support/msw';
import { ACH, CARD, INFO, renderWidget } from './scheduleHarness';

const FREQUENCIES = ['OneTime', 'DaysBeforeDue', 'MonthlyOnDate', 'Weekly'];

function renderStep(props: Record<string, unknown> = {}, options: Record<string, unknown> = {}) {
  const rendered = renderWidget(
    FrequencyStep,
    { info: INFO, method: ACH, frequencies: FREQUENCIES, canSchedule: true, ...props },
    options,
  );
  return { ...rendered, user: userEvent.setup(), selection: () => rendered.last('paymentFrequency') };
}

const dateInput = () => screen.getByRole('textbox', { name: 'Payment Date' });

describe('frequency step: the dropdown', () => {
  it('lists Pay Once and the offered frequencies by their labels, Pay Once chosen', () => {
    renderStep();
    const select = screen.getByRole('combobox', { name: 'Payment Frequency' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pay Once', 'Days Before Due Date', 'Monthly', 'Weekly']);
    expect(select).toHaveValue('OneTime');
  });

  it('shows nothing until the payment information and the method are known', () => {
    const { container } = renderWidget(FrequencyStep, { info: null, method: ACH });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('frequency step: the one-time date', () => {
  it('starts on the earliest date the rules accept (ACH: Monday, as today is a Sunday) and is valid', async () => {
    const { selection } = renderStep();
    expect(dateInput()).toHaveValue('11/23/2026');
    await waitFor(() =>
      expect(selection()).toEqual({
        frequency: 'OneTime',
        date: '2026-11-23',
        numDays: 0,
        isPayoff: false,
        payoffCents: 0,
        thirdPartyFeeCents: 0,
        valid: true,
      }),
    );
  });

  it.each([
    ['11/26/2026', 'Payment cannot be made on a holiday.'],
    ['11/21/2026', 'Payment date cannot be in the past'],
    ['12/23/2026', 'Payment date cannot be scheduled over this many days: 30'],
    ['11/28/2026', 'Payment date cannot be on a Saturday'],
    ['11/29/2026', 'Payment date cannot be on a Sunday'],
    ['13/45/2026', 'Payment date is not a valid date'],
    ['', 'Payment date is required'],
  ])('a typed %j gets %j and the step is not valid', async (typed, message) => {
    const { user, selection } = renderStep();
    await user.clear(dateInput());
    if (typed) await user.type(dateInput(), typed);
    expect(dateInput()).toHaveAccessibleDescription(message);
    expect(dateInput()).toHaveAttribute('aria-invalid', 'true');
    expect(selection()).toMatchObject({ date: '', valid: false });
  });

  it('accepts a Saturday for a card', async () => {
    const { user, selection } = renderStep({ method: CARD });
    await user.clear(dateInput());
    await user.type(dateInput(), '11/28/2026');
    expect(dateInput()).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(selection()).toMatchObject({ date: '2026-11-28', valid: true }));
  });

  it('keeps the refused days of the calendar from being chosen, by mouse and by keyboard', async () => {
    const { user } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Choose Payment Date from a calendar' }));
    const dialog = screen.getByRole('dialog', { name: 'November 2026' });
    const day = (name: string) => within(dialog).getByRole('button', { name });
    expect(day('Saturday, November 21, 2026')).toBeDisabled();
    expect(day('Sunday, November 22, 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Thursday, November 26, 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Saturday, November 28, 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Friday, November 27, 2026')).not.toHaveAttribute('aria-disabled');
    await user.click(day('Thursday, November 26, 2026'));
    expect(dateInput()).toHaveValue('11/23/2026');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dateInput()).toHaveValue('11/27/2026');
  });

  it('is fixed to today and disabled when scheduling is not possible', () => {
    renderStep({ method: CARD, canSchedule: false });
    expect(dateInput()).toBeDisabled();
    expect(dateInput()).toHaveValue('11/22/2026');
  });

  it('shows the past-due warning when the rule says so', () => {
    renderStep({ pastDueWarning: true });
    expect(screen.getByText(/not available while this account is past due/)).toBeInTheDocument();
  });
});

describe('frequency step: recurring choices', () => {
  it('offers the days before due whose dates remain, and pays on the due date less the days', async () => {
    const { user, selection } = renderStep({ showDisclaimer: true });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment Frequency' }), 'DaysBeforeDue');
    const days = screen.getByRole('combobox', { name: 'Days Before Due Date' });
    expect(days).toHaveAccessibleDescription('Choose how many days before the due date to pay');
    // The prompt and 1 to 9, less 9 (12/05 - 9 days is Thanksgiving, a non-payment day).
    expect(within(days).getAllByRole('option')).toHaveLength(9);
    expect(within(days).queryByRole('option', { name: /^9 days/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Recurring payments continue/)).toBeInTheDocument();
    await user.selectOptions(days, '3 days before the due date (12/02/2026)');
    await waitFor(() =>
      expect(selection()).toMatchObject({
        frequency: 'DaysBeforeDue',
        date: '2026-12-02',
        numDays: 3,
        valid: true,
      }),
    );
  });

  it.each([
    ['11/22/2026', 'Payment date must be in the future'],
    ['12/24/2026', 'First payment date must be within 30 days'],
    ['11/26/2026', 'That date is not allowed.'],
  ])('a weekly first date %j gets %j', async (typed, message) => {
    const { user } = renderStep();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment Frequency' }), 'Weekly');
    const first = screen.getByRole('textbox', { name: 'First Payment Date' });
    await user.type(first, typed);
    expect(first).toHaveAccessibleDescription(message);
  });

  it('takes a weekly first date the rules accept', async () => {
    const { user, selection } = renderStep();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment Frequency' }), 'Weekly');
    await user.type(screen.getByRole('textbox', { name: 'First Payment Date' }), '11/30/2026');
    await waitFor(() =>
      expect(selection()).toMatchObject({ frequency: 'Weekly', date: '2026-11-30', valid: true }),
    );
  });
});

describe('frequency step: payoff quote and third-party fee', () => {
  it('fetches the payoff quote of a future date and shows it', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/PaymentInformation/GetPayOffQuote', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('PayOffDate') ?? '');
        return HttpResponse.json({
          HasNoErrors: true,
          Errors: [],
          PayOffQuoteAmount: 4990.5,
          PayOffDate: '2026-11-27',
        });
      }),
    );
    const { user, selection } = renderStep({ offersPayoff: true });
    await user.clear(dateInput());
    await user.type(dateInput(), '11/27/2026');
    await user.click(screen.getByRole('switch', { name: 'Pay off this loan' }));
    expect(await screen.findByText(/Payoff amount: \$4,990\.50/)).toBeInTheDocument();
    await waitFor(() =>
      expect(selection()).toMatchObject({ isPayoff: true, payoffCents: 499050, valid: true }),
    );
    expect(asked).toEqual(['2026-11-27']);
  });

  it('turns the payoff off and says so when the quote fails', async () => {
    server.use(
      http.get('/api/PaymentInformation/GetPayOffQuote', () =>
        HttpResponse.json({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Generic' }] }),
      ),
    );
    const { user } = renderStep({ offersPayoff: true });
    await user.clear(dateInput());
    await user.type(dateInput(), '11/27/2026');
    await user.click(screen.getByRole('switch', { name: 'Pay off this loan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not get payoff quote');
    expect(screen.getByRole('switch', { name: 'Pay off this loan' })).not.toBeChecked();
  });

  it('fetches the third-party fee with a spinner once the choice is complete', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/PaymentInformation/GetThirdPartyFee', async ({ request }) => {
        bodies.push(await request.json());
        await delay(50);
        return HttpResponse.json({ HasNoErrors: true, Errors: [], ThirdPartyFeeAmount: 1.75 });
      }),
    );
    const { selection } = renderStep({}, { ThirdPartyFees: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Getting the fee for this payment…');
    expect(selection()).toMatchObject({ valid: false });
    await waitFor(() => expect(selection()).toMatchObject({ thirdPartyFeeCents: 175, valid: true }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(bodies).toEqual([
      {
        IsAch: true,
        IsCreditCard: false,
        IsDebitCard: false,
        IsImmediate: false,
        IsOneTime: true,
        IsRecurring: false,
        LoanNumber: '0001-100234-5',
      },
    ]);
  });

  it('shows the fee-loading error and stays invalid when the fee fails', async () => {
    server.use(
      http.post('/api/PaymentInformation/GetThirdPartyFee', () => HttpResponse.json({}, { status: 500 })),
    );
    const { selection } = renderStep({}, { ThirdPartyFees: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem retrieving necessary information to complete your payment.',
    );
    expect(selection()).toMatchObject({ valid: false });
  });
});

describe('frequency step: accessibility', () => {
  it('finds no axe violations with the date, the payoff switch, the warning and the calendar open', async () => {
    const { user } = renderStep({ offersPayoff: true, pastDueWarning: true });
    expect(await violations('fragment')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Choose Payment Date from a calendar' }));
    expect(await violations('fragment')).toEqual([]);
  });

  it('finds no axe violations on the days-before-due choice with its message and the disclaimer', async () => {
    const { user } = renderStep({ showDisclaimer: true });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment Frequency' }), 'DaysBeforeDue');
    expect(await violations('fragment')).toEqual([]);
  });
});
