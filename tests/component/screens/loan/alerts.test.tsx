/**
 * The loan screen's Account Alerts section (spec 03 §2.3, §2.4, §4, §5, §8): shown for open
 * loans only, hideable by loanDetails.hideAlerts; text toggles only with the TextMessages option
 * and disabled without a phone; ticking due-date alert 1 gives 15 days before; day inputs'
 * limits and message; Reset / Save only with changes; the whole settings sent with the
 * e-statement alerts untouched; spinner then a 3 s check mark; the server's refusals; the leave
 * guard's flag; axe.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountDetailsResponse } from '../../../../src/generated/api-types/loans';
import { violations } from '../../../support/axe';
import { accountDetails, loan, mockLoanApi } from '../../../support/loanApi';
import { renderLoan, type LoanRenderOptions } from './harness';
import { failOnBadRequests } from '../../../support/mockEndpoints';

const NUMBER = '01-123401-9';
const TEXTS = { options: { TextMessages: true } };

afterEach(() => {
  vi.useRealTimers();
});

const api = failOnBadRequests(mockLoanApi);

/** Account details whose e-statement alerts are on (the alerts section must send them as they are). */
function detailsWithEstatementAlerts(change: Partial<AccountDetailsResponse> = {}): AccountDetailsResponse {
  const details = accountDetails(NUMBER);
  return {
    ...details,
    Alerts: {
      TextAlerts: { ...details.Alerts.TextAlerts, EstatementAlert: true },
      EmailAlerts: { ...details.Alerts.EmailAlerts, EstatementAlert: true },
    },
    ...change,
  };
}

async function shown(options: LoanRenderOptions = TEXTS) {
  const view = renderLoan(options);
  await screen.findByRole('form', { name: 'Alert preferences' });
  return view;
}

const group = (name: string) => within(screen.getByRole('group', { name }));
const dueDate = (number: number) => group(`Due Date Alert ${number}`);
const tick = (number: number) => userEvent.click(dueDate(number).getByLabelText('Send this alert by e-mail'));
const days = (number: number) => dueDate(number).getByLabelText('Number of days') as HTMLInputElement;
const saveButton = () => screen.queryByRole('button', { name: 'Save' });
const resetButton = () => screen.queryByRole('button', { name: 'Reset' });

async function settled() {
  await screen.findByRole('heading', { name: 'Loan Details' });
  await waitFor(() => expect(screen.queryByText('Loading your loan…')).toBeNull());
  await screen.findByRole('heading', { name: 'Loan Information' });
}

describe('the Account Alerts section: when it shows', () => {
  it('shows the delinquent and four due-date alerts under its heading, without Save or Reset', async () => {
    api();
    await shown();
    expect(screen.getByRole('heading', { name: 'Account Alerts' })).toBeInTheDocument();
    const delinquent = group('Delinquent Alerts');
    expect(delinquent.getByLabelText('Delinquent alert by text')).not.toBeChecked();
    expect(delinquent.getByLabelText('Delinquent alert by text')).toBeEnabled();
    expect(delinquent.getByLabelText('Delinquent alert by e-mail')).not.toBeChecked();
    for (const number of [1, 2, 3, 4]) {
      expect(
        dueDate(number).getByRole('radiogroup', { name: `When to send due date alert ${number}` }),
      ).toBeInTheDocument();
      expect(dueDate(number).getByLabelText('Before due date')).toBeChecked();
      expect(days(number)).toHaveValue('');
      expect(days(number)).toBeDisabled();
    }
    expect(screen.queryByText('Add a phone number to your profile to get text alerts.')).toBeNull();
    expect(screen.queryByLabelText(/statement/i)).toBeNull();
    expect(saveButton()).toBeNull();
    expect(resetButton()).toBeNull();
  });

  it('is not shown for a closed loan', async () => {
    api({ accounts: [loan(NUMBER, { Comment: 'CLOSED' })] });
    renderLoan(TEXTS);
    await settled();
    expect(screen.queryByRole('heading', { name: 'Account Alerts' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Alert preferences' })).toBeNull();
  });

  it('is hidden by loanDetails.hideAlerts', async () => {
    api();
    renderLoan({ ...TEXTS, layers: { shared: { loanDetails: { hideAlerts: 'true' } } } });
    await settled();
    expect(screen.queryByRole('form', { name: 'Alert preferences' })).toBeNull();
  });

  it('offers no text toggle without the TextMessages option', async () => {
    api();
    await shown({});
    expect(screen.queryByLabelText('Delinquent alert by text')).toBeNull();
    expect(screen.getByLabelText('Delinquent alert by e-mail')).toBeEnabled();
  });

  it('disables the text toggle with its hint when the user has no phone', async () => {
    api({ details: { [NUMBER]: { ...accountDetails(NUMBER), HasPhone: false } } });
    await shown();
    const toggle = screen.getByLabelText('Delinquent alert by text');
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription('Add a phone number to your profile to get text alerts.');
    expect(screen.getByLabelText('Delinquent alert by e-mail')).toBeEnabled();
  });

  it('takes its texts from settings', async () => {
    api();
    await shown({
      ...TEXTS,
      layers: { shared: { accountAlerts: { heading: 'Reminders', before: 'Ahead' } } },
    });
    expect(screen.getByRole('heading', { name: 'Reminders' })).toBeInTheDocument();
    expect(dueDate(1).getByLabelText('Ahead')).toBeChecked();
  });
});

describe('editing the alerts', () => {
  it('ticking due-date alert 1 sets before and 15 days; Reset restores the loaded settings', async () => {
    api();
    const { setUnsaved } = await shown();
    expect(setUnsaved).toHaveBeenLastCalledWith(false);
    await userEvent.click(dueDate(1).getByLabelText('After due date'));
    await tick(1);
    expect(dueDate(1).getByLabelText('Before due date')).toBeChecked();
    expect(days(1)).toHaveValue('15');
    expect(days(1)).toBeEnabled();
    expect(saveButton()).toBeEnabled();
    expect(setUnsaved).toHaveBeenLastCalledWith(true);

    await userEvent.click(resetButton()!);
    expect(dueDate(1).getByLabelText('Send this alert by e-mail')).not.toBeChecked();
    expect(days(1)).toHaveValue('');
    expect(saveButton()).toBeNull();
    expect(setUnsaved).toHaveBeenLastCalledWith(false);
  });

  it('an edit undone by hand leaves no changes', async () => {
    api();
    await shown();
    await userEvent.click(screen.getByLabelText('Delinquent alert by e-mail'));
    expect(saveButton()).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Delinquent alert by e-mail'));
    expect(saveButton()).toBeNull();
  });

  it('keeps the day inputs to digits, 3 characters for alerts 1 and 2 and 20 for 3 and 4', async () => {
    api();
    await shown();
    for (const [number, length] of [
      [1, 3],
      [2, 3],
      [3, 20],
      [4, 20],
    ] as const)
      expect(days(number)).toHaveAttribute('maxLength', String(length));
    await tick(2);
    await userEvent.type(days(2), '1x2');
    expect(days(2)).toHaveValue('12');
  });

  it('a ticked alert without days shows its message; Save then sends nothing and focuses it', async () => {
    const { log } = api();
    await shown();
    await tick(3);
    expect(days(3)).toHaveAttribute('aria-invalid', 'true');
    expect(days(3)).toHaveAccessibleDescription('Enter a number of days from 1 to 999.');
    await userEvent.click(saveButton()!);
    expect(days(3)).toHaveFocus();
    expect(log.requests('saveAlerts')).toEqual([]);
    await userEvent.type(days(3), '1000');
    expect(days(3)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(days(3));
    await userEvent.type(days(3), '45');
    expect(days(3)).not.toHaveAttribute('aria-invalid');
    expect(saveButton()).toBeEnabled();
  });
});

describe('saving the alerts', () => {
  it('sends the whole settings with the e-statement alerts untouched: a spinner, then a check mark for 3 s', async () => {
    let release: () => void = () => undefined;
    const { log } = api({
      details: { [NUMBER]: detailsWithEstatementAlerts() },
      resolvers: {
        saveAlerts: async () => {
          await new Promise<void>((resolve) => (release = resolve));
          return HttpResponse.json({ HasNoErrors: true, Errors: [] });
        },
      },
    });
    const { setUnsaved } = await shown();
    await userEvent.click(screen.getByLabelText('Delinquent alert by text'));
    await tick(1);
    await tick(4);
    await userEvent.click(dueDate(4).getByLabelText('After due date'));
    await userEvent.type(days(4), '7');
    await userEvent.click(saveButton()!);
    expect(await screen.findByText('Saving…')).toBeInTheDocument();
    const loaded = detailsWithEstatementAlerts().Alerts;
    expect(log.bodies('saveAlerts')).toEqual([
      {
        AccountNumber: NUMBER,
        TextAlerts: { AlertLoanDelinquent: true, EstatementAlert: true },
        EmailAlerts: {
          ...loaded.EmailAlerts,
          EstatementAlert: true,
          AlertLoanDueDate1: true,
          AlertLoanDueDate1Days: 15,
          AlertLoanDueDate4: true,
          AlertLoanDueDate4Before: false,
          AlertLoanDueDate4Days: 7,
        },
      },
    ]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    release();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(saveButton()).toBeNull();
    expect(days(4)).toHaveValue('7');
    await waitFor(() => expect(setUnsaved).toHaveBeenLastCalledWith(false));
    // Real time also moves the clock (shouldAdvanceTime): a margin keeps a slow machine in step.
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it.each<[string, string]>([
    ['TextNotAllowed', 'Text alerts cannot be turned on without a phone number for texts.'],
    ['AccountClosed', 'Alerts cannot be changed on a closed account.'],
    ['DaysInvalid', 'Enter a number of days from 1 to 999.'],
    ['Unexpected', 'Error'],
  ])('shows the refusal %s in its words and keeps the changes', async (reason, message) => {
    api({
      resolvers: {
        saveAlerts: () => HttpResponse.json({ HasNoErrors: false, Errors: [{ ErrorMessage: reason }] }),
      },
    });
    await shown();
    await userEvent.click(screen.getByLabelText('Delinquent alert by e-mail'));
    await userEvent.click(saveButton()!);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Delinquent alert by e-mail')).toBeChecked();
    expect(saveButton()).toBeInTheDocument();
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('shows the generic error when the call fails', async () => {
    api({ resolvers: { saveAlerts: () => HttpResponse.json({}, { status: 500 }) } });
    await shown();
    await tick(1);
    await userEvent.click(saveButton()!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error');
  });

  it('passes axe, with the no-phone hint and a day message shown', async () => {
    api({ details: { [NUMBER]: { ...accountDetails(NUMBER), HasPhone: false } } });
    await shown();
    await tick(2);
    expect(await violations('fragment')).toEqual([]);
  });
});
