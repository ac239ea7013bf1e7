/**
 * myaccount/deposits/depositDetails/{accountNumber} (screen-definitions/depositDetails.json):
 * a deposit or investment account's figures from the account list, hideable one by one;
 * another account's number (or a loan's) says the account is not found; a failed list
 * says so; links back; axe.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
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

describe('deposit details (screen-definitions/depositDetails.json)', () => {
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
    expect(screen.getByRole('link', { name: 'Back to Deposit and Investment Accounts' })).toBeInTheDocument();
    expect(await violations('fragment')).toEqual([]);
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
