/**
 * The loan screen's API for component tests: msw handlers of the account list, account details,
 * the address update, hiding the account, insurance and saving alerts, each request body checked against
 * schemas/api/loans.json (mockEndpoints), with answers shaped as that contract says.
 */
import { http, HttpResponse } from 'msw';
import type { Account } from '../../src/domain/accounts';
import { DEFAULT_ALERTS } from '../../src/domain/accounts/alerts';
import type { AccountDetailsResponse, LoanInformation } from '../../src/generated/api-types/loans';
import { mockEndpoints, type Resolver } from './mockEndpoints';
import { loan } from './paymentApi';
import { server } from './msw';

export { loan };

export function loanInformation(
  accountNumber: string,
  overrides: Partial<LoanInformation> = {},
): LoanInformation {
  return {
    HasNoErrors: true,
    Errors: [],
    AccountNumber: accountNumber,
    DisplayAccountNumber: accountNumber.replace(/-[^-]*$/, ''),
    AccountType: 0,
    Description: 'Auto Loan',
    Name: 'Alex Morgan',
    Address: { Address1: '12 Harbor Way', City: 'Salt Lake City', State: 'UT', ZipCode: '84101' },
    TotalLoanFees: 47.5,
    LateChargesDue: 35,
    NextPaymentDate: '2026-12-01',
    NextPaymentAmount: 312.45,
    InterestRate: 649,
    CurrentYearToDateInterest: 1234.5,
    LastYearToDateInterest: 1502,
    AvailableCredit: 0,
    LoanOriginationDate: '2023-03-15',
    LastPaymentDate: '2026-11-01',
    LastPaymentAmount: 312.45,
    PaymentInformation: {
      RecurringPayment: null,
      DefaultPaymentMethod: { IsCard: false, ProfileId: 'ach-1', Kind: 'Checking', LastFour: '6789' },
      ScheduledPayments: [],
      TotalAmountDue: 347.45,
    },
    DaysSinceOpened: 1346,
    IsClosed: false,
    Error: false,
    LoanLockedPayoff: false,
    Dispute: false,
    NoPaymentOnline: false,
    NoAchPayment: false,
    NightError: false,
    ...overrides,
  };
}

export function accountDetails(
  accountNumber: string,
  information: Partial<LoanInformation> = {},
): AccountDetailsResponse {
  return {
    HasNoErrors: true,
    Errors: [],
    Information: loanInformation(accountNumber, information),
    Alerts: DEFAULT_ALERTS,
    StatementFormat: 'PaperOnly',
    EStatements: { Agreements: [], AgreementUpdated: false, HasEmail: true },
    HasPhone: true,
  };
}

const ENDPOINTS = {
  accountList: { method: 'get', path: '/api/accountList' },
  updateAddress: {
    method: 'post',
    path: '/api/Account/UpdateAddress',
    request: 'api/loans.json#/$defs/UpdateAddressRequest',
  },
  hideAccount: {
    method: 'post',
    path: '/api/Account/ShowHideAccount',
    request: 'api/loans.json#/$defs/ShowHideAccountRequest',
  },
  insurance: {
    method: 'post',
    path: '/api/Insurance/GetInsuranceInformation',
    request: 'api/loans.json#/$defs/InsuranceRequest',
  },
  saveAlerts: {
    method: 'post',
    path: '/api/AccountAlerts',
    request: 'api/loans.json#/$defs/AlertsRequest',
  },
} as const;

export type LoanEndpoint = keyof typeof ENDPOINTS;

export interface LoanApiOptions {
  accounts?: Account[];
  /** Account details by number (default accountDetails(number)), or an HTTP status to answer with. */
  details?: Record<string, AccountDetailsResponse | number>;
  resolvers?: Partial<Record<LoanEndpoint, Resolver>>;
}

/** Answers the loan screen's calls; returns the log of requests, the bad ones and the details asked for. */
export function mockLoanApi({
  accounts = [loan('01-123401-9')],
  details = {},
  resolvers = {},
}: LoanApiOptions = {}) {
  const badRequests: string[] = [];
  const detailCalls: string[] = [];
  const log = mockEndpoints(
    ENDPOINTS,
    {
      accountList: () => HttpResponse.json({ HasNoErrors: true, Errors: [], Accounts: accounts }),
      updateAddress: ({ body }) =>
        HttpResponse.json({
          HasNoErrors: true,
          Errors: [],
          Address: (body as { Address: unknown }).Address,
        }),
      hideAccount: () => HttpResponse.json({ HasNoErrors: true, Errors: [] }),
      insurance: () => HttpResponse.json([]),
      saveAlerts: () => HttpResponse.json({ HasNoErrors: true, Errors: [] }),
    },
    resolvers,
    badRequests,
  );
  server.use(
    http.get('/api/AccountDetails', ({ request }) => {
      const number = new URL(request.url).searchParams.get('accountNumber') ?? '';
      detailCalls.push(number);
      const answer = details[number] ?? accountDetails(number);
      return typeof answer === 'number'
        ? HttpResponse.json(
            { HasNoErrors: false, Errors: [{ ErrorMessage: 'Forbidden' }] },
            { status: answer },
          )
        : HttpResponse.json(answer);
    }),
  );
  return { log, badRequests, detailCalls };
}
