/**
 * myaccount/deposits/depositDetails/{accountNumber} (screen-definitions/depositDetails.json):
 * a deposit or investment account's figures from the account list, hideable one by one,
 * and its history (the loan screen's section: 30/60/90 days, no All); another account's
 * number (or a loan's) says the account is not found and shows no history; a failed list
 * says so; links back; axe.
 */
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import depositDetails from '../../../../src/generated/screens/depositDetails';
import { violations } from '../../../support/axe';
import { server } from '../../../support/msw';
import { answer } from '../dashboard/harness';
import { renderAccountsScreen } from './harness';

/** The figures as label -> value pairs, in order. */
function figures(): [string, string][] {
  return [...document.querySelectorAll('.figure-list__row')].map((row) => [
    row.querySelector('dt')?.textContent ?? '',
    row.querySelector('dd')?.textContent ?? '',
  ]);
}

const DEPOSIT_HISTORY = [
  {
    TransactionDate: '2026-11-20',
    TransactionDescription: 'Deposit',
    PrincipalAmount: 500,
    InterestAmount: 0,
    OtherAmount: 0,
    TotalPaymentAmount: 500,
    RunningPrincipalBalance: 12104.88,
    TransactionTime: '10:15:00',
  },
  {
    TransactionDate: '2026-10-31',
    TransactionDescription: 'Dividend',
    PrincipalAmount: 0,
    InterestAmount: 2.5,
    OtherAmount: 0,
    TotalPaymentAmount: 2.5,
    RunningPrincipalBalance: 11604.88,
    TransactionTime: '23:00:00',
  },
];

/** Answers GET /api/AccountHistory; returns the query strings asked. */
function history(list: unknown = DEPOSIT_HISTORY) {
  const asked: string[] = [];
  server.use(
    http.get('/api/AccountHistory', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json({ HasNoErrors: true, Errors: [], List: list });
    }),
  );
  return asked;
}

describe('deposit details (screen-definitions/depositDetails.json)', () => {
  beforeEach(() => {
    history();
  });

  it.each([
    [
      'a deposit account',
      '22-004512-0',
      [
        ['Description', 'Everyday Savings'],
        ['Account Number', '22-004512-0'],
        ['Account Type', 'Deposit'],
        ['Current Balance', '$12,104.88'],
        ['Payable Balance', '$12,054.88'],
        ['Rate', '0.25%'],
        ['Name on Account', 'Alex Morgan'],
      ],
    ],
    [
      'an investment account',
      '31-778800-2',
      [
        ['Description', '12-Month Certificate'],
        ['Account Number', '31-778800-2'],
        ['Account Type', 'Investment'],
        ['Current Balance', '$25,000.00'],
        ['Payable Balance', '$25,000.00'],
        ['Rate', '4.10%'],
        ['Name on Account', 'Alex Morgan'],
      ],
    ],
  ])('shows the figures of %s', async (_label, accountNumber, expected) => {
    answer();
    renderAccountsScreen(depositDetails, { params: { accountNumber } });
    expect(screen.getByRole('heading', { level: 1, name: 'Account Details' })).toBeInTheDocument();
    expect(await screen.findByText(accountNumber, { selector: 'dd' })).toBeInTheDocument();
    expect(figures()).toEqual(expected);
    expect(screen.getByRole('link', { name: 'Back to Deposit and Investment Accounts' })).toHaveAttribute(
      'href',
      '#/myaccount/deposits',
    );
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '#/myaccount/dashboard',
    );
    expect(await violations('fragment')).toEqual([]);
  });

  it('shows the account’s history with the 30, 60 and 90 day windows', async () => {
    answer();
    const asked = history();
    renderAccountsScreen(depositDetails, { params: { accountNumber: '22-004512-0' } });
    const table = await screen.findByRole('table', { name: 'Account History' });
    expect(within(table).getByText('Dividend')).toBeInTheDocument();
    expect(within(table).getByText('Deposit')).toBeInTheDocument();
    expect(asked).toEqual(['?accountNumber=22-004512-0&days=30&downloadCSV=false']);
    const windows = screen.getByRole('group', { name: 'Days to display' });
    expect(
      within(windows)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['30 Days', '60 Days', '90 Days']);
    expect(await violations('fragment')).toEqual([]);
  });

  it('hides the history with deposits.hideHistory (and asks for none)', async () => {
    answer();
    const asked = history();
    renderAccountsScreen(depositDetails, {
      params: { accountNumber: '22-004512-0' },
      layers: { english: { deposits: { hideHistory: 'true' } } },
    });
    expect(await screen.findByText('22-004512-0', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Account History' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('hides the figures the institution hides', async () => {
    answer();
    renderAccountsScreen(depositDetails, {
      params: { accountNumber: '22-004512-0' },
      layers: { english: { deposits: { hideRate: 'true', hideType: 'true', hideNameOnAccount: 'true' } } },
    });
    expect(await screen.findByText('22-004512-0', { selector: 'dd' })).toBeInTheDocument();
    expect(figures().map(([label]) => label)).toEqual([
      'Description',
      'Account Number',
      'Current Balance',
      'Payable Balance',
    ]);
  });

  it.each([
    ['a number the user has no account with', '99-000000-0'],
    ['a loan, which is no deposit', '01-123400-1'],
  ])('says the account is not found for %s, with a way back', async (_label, accountNumber) => {
    answer();
    renderAccountsScreen(depositDetails, { params: { accountNumber } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This account could not be found.');
    expect(document.querySelector('.figure-list')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Account History' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Deposit and Investment Accounts' })).toBeInTheDocument();
    expect(await violations('fragment')).toEqual([]);
  });

  it('shows the loading animation while the account list loads', async () => {
    server.use(
      http.get('/api/accountList', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderAccountsScreen(depositDetails, { params: { accountNumber: '22-004512-0' } });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the account…');
    expect(screen.queryByRole('heading', { name: 'Account History' })).not.toBeInTheDocument();
  });

  it.each([
    ['a server error', () => HttpResponse.json({}, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
    ['a malformed answer', () => HttpResponse.json({ HasNoErrors: true, Errors: [], Accounts: 'none' })],
  ])('says the account list cannot be loaded on %s', async (_label, response) => {
    server.use(http.get('/api/accountList', response));
    renderAccountsScreen(depositDetails, { params: { accountNumber: '22-004512-0' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred trying to retrieve the account list.',
    );
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
  });
});
