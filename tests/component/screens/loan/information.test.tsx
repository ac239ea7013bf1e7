/**
 * The loan screen's loading, information figures and load-time flags (spec 03 §2.3, §8): the
 * route's loan loads and shows every figure in the spec's formats; a missing account or a failed
 * load sends the user to the dashboard with the view-error flag; each flag shows its message.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { violations } from '../../../support/axe';
import { accountDetails, loan, mockLoanApi, type LoanApiOptions } from '../../../support/loanApi';
import { renderLoan, type LoanRenderOptions } from './harness';
import { failOnBadRequests } from '../../../support/mockEndpoints';

const api = failOnBadRequests(mockLoanApi);

const figure = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

async function shown(opts: LoanRenderOptions = {}) {
  const view = renderLoan(opts);
  await screen.findByRole('heading', { name: 'Loan Information' });
  return view;
}

describe('loan information', () => {
  it('shows every figure of §2.3 in its format', async () => {
    const { detailCalls } = api();
    await shown();
    expect(detailCalls).toEqual(['01-123401-9']);
    expect(
      Object.fromEntries(
        [
          'Account Number',
          'Next Payment Due',
          'Payment Amount',
          'Default Payment Method',
          'Interest Rate',
          'Year To Date Interest',
          'Last Year To Date Interest',
          'Available Credit',
          'Origination Date',
          'Late Fees',
          'Miscellaneous Fees',
          'Last Payment',
          'Total Amount Due',
        ].map((label) => [label, figure(label)]),
      ),
    ).toEqual({
      'Account Number': '01-123401',
      'Next Payment Due': '12/01/2026',
      'Payment Amount': '$312.45',
      'Default Payment Method': 'Checking ending in 6789',
      'Interest Rate': '6.49%',
      'Year To Date Interest': '$1,234.50',
      'Last Year To Date Interest': '$1,502.00',
      'Available Credit': '$0.00',
      'Origination Date': '03/15/2023',
      'Late Fees': '$35.00',
      'Miscellaneous Fees': '$12.50',
      'Last Payment': '11/01/2026 $312.45',
      // With its parts: installment + past due + fees (here the fees and the rest of the installment).
      'Total Amount Due': '$347.45 $299.95 installment + $47.50 fees',
    });
  });

  it('words the default method by its brand, or None without one', async () => {
    api({
      accounts: [loan('01-123401-9'), loan('01-123400-1')],
      details: {
        '01-123401-9': accountDetails('01-123401-9', {
          PaymentInformation: {
            RecurringPayment: null,
            DefaultPaymentMethod: { IsCard: true, ProfileId: 'card-1', Kind: 'visa', LastFour: '1111' },
            ScheduledPayments: [],
            TotalAmountDue: 10,
          },
        }),
        '01-123400-1': accountDetails('01-123400-1', {
          PaymentInformation: {
            RecurringPayment: null,
            DefaultPaymentMethod: null,
            ScheduledPayments: [],
            TotalAmountDue: 10,
          },
        }),
      },
    });
    const first = await shown();
    expect(figure('Default Payment Method')).toBe('Visa ending in 1111');
    first.unmount();
    await shown({ accountNumber: '01-123400-1' });
    expect(figure('Default Payment Method')).toBe('None');
  });

  it('takes its labels from settings and is hidden by loanDetails.hideInformation', async () => {
    api();
    const view = await shown({ layers: { english: { loanDetails: { interestRateLabel: 'APR' } } } });
    expect(figure('APR')).toBe('6.49%');
    view.unmount();
    renderLoan({ layers: { shared: { loanDetails: { hideInformation: 'true' } } } });
    await screen.findByRole('heading', { name: 'Loan Details' });
    await waitFor(() => expect(screen.queryByText('Loading your loan…')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Loan Information' })).toBeNull();
  });

  it('passes axe', async () => {
    api();
    await shown({ options: { PayoffQuote: true, InsuranceInformation: true } });
    expect(await violations('fragment')).toEqual([]);
  });
});

describe('a loan that cannot be shown returns to the dashboard with the view error', () => {
  it.each<[string, LoanApiOptions, string]>([
    ['not in the account list', { accounts: [loan('01-123400-1')] }, '01-123401-9'],
    ['a deposit account', { accounts: [loan('02-1-1', { Type: 'Deposit', TypeCode: 1 })] }, '02-1-1'],
    ['another user’s (403)', { details: { '01-123401-9': 403 } }, '01-123401-9'],
    ['a server failure (500)', { details: { '01-123401-9': 500 } }, '01-123401-9'],
    ['no account number', {}, ''],
  ])('%s', async (_, options, accountNumber) => {
    api(options);
    const { navigate } = renderLoan({ accountNumber });
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('myaccount/dashboard', {
        replace: true,
        state: { viewError: true },
      }),
    );
    expect(screen.queryByRole('heading', { name: 'Loan Information' })).toBeNull();
  });

  it('does not leave while the loan loads', async () => {
    api();
    const { navigate } = renderLoan();
    expect(screen.getByText('Loading your loan…')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Loan Information' });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('load-time flags show their catalogue messages', () => {
  it.each<[string, string]>([
    ['Error', "An error occurred retrieving this account's information."],
    ['LoanLockedPayoff', 'Account loan is locked for pay off.'],
    ['Dispute', 'Account is in dispute'],
    ['NoPaymentOnline', 'Online payments are not available for this account.'],
    ['NoAchPayment', 'Online ACH payments are not available for this account.'],
    ['NightError', 'Nightly processing is under way. Please try back in about 15 minutes.'],
  ])('%s', async (flag, message) => {
    api({ details: { '01-123401-9': accountDetails('01-123401-9', { [flag]: true }) } });
    await shown();
    const main = screen.getByRole('heading', { name: 'Loan Details' }).parentElement!;
    expect(within(main).getByText(message)).toBeInTheDocument();
    expect(within(main).getAllByText(/account|processing/i, { selector: '.banner' })).toHaveLength(1);
  });

  it('shows none when no flag is set', async () => {
    api();
    await shown();
    expect(document.querySelectorAll('.banner')).toHaveLength(0);
  });
});
