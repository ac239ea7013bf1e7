/**
 * The loan screen's action links and dialogs (spec 03 §2.3, §2.7, §4, §8): which links show per
 * option and state, Hide Account (message, account list refresh, closes after 4 s to the
 * dashboard; failure), Insurance Information (Product, Individual / Joint / None, Premium; empty
 * and error), Get Payoff Quote (the shared dialog); axe and the keyboard in each dialog.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { violations } from '../../../support/axe';
import { loan, mockLoanApi } from '../../../support/loanApi';
import { server } from '../../../support/msw';
import { renderLoan, type LoanRenderOptions } from './harness';
import { failOnBadRequests } from '../../../support/mockEndpoints';

afterEach(() => {
  vi.useRealTimers();
});

const api = failOnBadRequests(mockLoanApi);

async function shown(opts: LoanRenderOptions = {}) {
  const view = renderLoan(opts);
  await screen.findByRole('heading', { name: 'Loan Information' });
  return view;
}

const ALL_OPTIONS = { PayoffQuote: true, InsuranceInformation: true };

describe('action links', () => {
  it.each<[string, Record<string, unknown>, string | undefined, string[]]>([
    ['no options', {}, '', ['Make A Payment', 'Hide From Web']],
    [
      'payoff and insurance',
      ALL_OPTIONS,
      '',
      ['Make A Payment', 'Get Payoff Quote', 'Hide From Web', 'View Insurance'],
    ],
    ['a closed loan', ALL_OPTIONS, 'closed', ['Get Payoff Quote', 'Hide From Web', 'View Insurance']],
  ])('%s', async (_, options, comment, names) => {
    api({ accounts: [loan('01-123401-9', { Comment: comment })] });
    await shown({ options });
    const list = document.querySelector('.loan-actions') as HTMLElement;
    expect([...list.querySelectorAll('a, button')].map((element) => element.textContent)).toEqual(names);
  });

  it('Make A Payment opens the payment screen for this loan', async () => {
    api();
    await shown();
    expect(screen.getByRole('link', { name: 'Make A Payment' })).toHaveAttribute(
      'href',
      '#/myaccount/payment/01-123401-9',
    );
  });

  it('Get Payoff Quote opens the shared dialog for this loan', async () => {
    api();
    server.use(
      http.get('/api/PaymentInformation/GetPayOffQuote', ({ request }) => {
        const query = new URL(request.url).searchParams;
        return HttpResponse.json({
          HasNoErrors: true,
          Errors: [],
          PayOffQuoteAmount: query.get('AccountNumber') === '01-123401-9' ? 9720.55 : 0,
          PayOffDate: query.get('PayOffDate'),
        });
      }),
    );
    await shown({ options: ALL_OPTIONS });
    await userEvent.click(screen.getByRole('button', { name: 'Get Payoff Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get Payoff Quote' });
    expect(within(dialog).getByLabelText('Payoff Date')).toHaveValue('11/22/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Payoff amount as of 11/22/2026: $9,720.55')).toBeInTheDocument();
    expect(await violations('fragment')).toEqual([]);
  });
});

describe('Hide Account', () => {
  it('hides the account, refreshes the list and after 4 seconds goes to the dashboard', async () => {
    // The refreshed list no longer has the hidden loan: the screen stays until the dialog closes.
    let hidden = false;
    const { log } = api({
      resolvers: {
        hideAccount: () => {
          hidden = true;
          return HttpResponse.json({ HasNoErrors: true, Errors: [] });
        },
        accountList: () =>
          HttpResponse.json({ HasNoErrors: true, Errors: [], Accounts: hidden ? [] : [loan('01-123401-9')] }),
      },
    });
    const { navigate } = await shown();
    await userEvent.click(screen.getByRole('button', { name: 'Hide From Web' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide Account' });
    expect(await violations('fragment')).toEqual([]);
    const listCalls = log.requests('accountList').length;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide Account' }));
    expect(
      await within(dialog).findByText(
        'Success. To view account again, please contact your financial institution.',
      ),
    ).toBeInTheDocument();
    expect(log.bodies('hideAccount')).toEqual([{ AccountNumber: '01-123401-9' }]);
    await waitFor(() => expect(log.requests('accountList').length).toBe(listCalls + 1));
    // Real time also moves the clock (shouldAdvanceTime): a margin keeps a slow machine in step.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(navigate).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('status')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(navigate.mock.calls).toEqual([['myaccount/dashboard']]);
  });

  it('shows the failure and leaves the account as it was', async () => {
    api({ resolvers: { hideAccount: () => HttpResponse.json({}, { status: 500 }) } });
    const { navigate } = await shown();
    await userEvent.click(screen.getByRole('button', { name: 'Hide From Web' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide Account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide Account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An error occurred attempting to hide this account from the web.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('closes on Escape and returns focus to its button', async () => {
    api();
    await shown();
    const opener = screen.getByRole('button', { name: 'Hide From Web' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Hide Account' });
    // What the browser sends a modal dialog on Escape.
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });
});

describe('Insurance Information', () => {
  it('lists Product, Individual / Joint / None and Premium', async () => {
    const { log } = api({
      resolvers: {
        insurance: () =>
          HttpResponse.json([
            { Type: 'Credit Life', IsIndividual: 1, Premium: 12.5 },
            { Type: 'Disability', IsIndividual: 2, Premium: 20 },
            { Type: 'GAP', IsIndividual: 0, Premium: 0 },
          ]),
      },
    });
    await shown({ options: ALL_OPTIONS });
    await userEvent.click(screen.getByRole('button', { name: 'View Insurance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insurance Information' });
    const table = await within(dialog).findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ProductIndividualPremium',
      'Credit LifeIndividual$12.50',
      'DisabilityJoint$20.00',
      'GAPNone$0.00',
    ]);
    expect(log.bodies('insurance')).toEqual([{ accountNumber: '01-123401-9' }]);
    expect(await violations('fragment')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each<[string, () => Response, string]>([
    ['empty', () => HttpResponse.json([]), 'No insurances found.'],
    [
      'failed',
      () => HttpResponse.json({}, { status: 500 }),
      'An error occurred attempting to load insurance information.',
    ],
  ])('%s', async (_, answer, message) => {
    api({ resolvers: { insurance: answer } });
    await shown({ options: ALL_OPTIONS });
    await userEvent.click(screen.getByRole('button', { name: 'View Insurance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insurance Information' });
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });
});
