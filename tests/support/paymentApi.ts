/**
 * The payment screens' API for component tests: msw handlers of the account list, the payment
 * information and the submit calls, each request body checked against schemas/api (mockEndpoints),
 * with answers shaped as schemas/api/payments.json says, for the demo borrower's loans.
 */
import { http, HttpResponse } from 'msw';
import type { Account } from '../../src/domain/accounts';
import type { PaymentInfoResponse } from '../../src/generated/api-types/payments';
import { mockEndpoints, type Resolver } from './mockEndpoints';
import { server } from './msw';

export function loan(number: string, overrides: Partial<Account> = {}): Account {
  return {
    Number: number,
    Type: 'Loan',
    TypeCode: 0,
    Description: `Loan ${number}`,
    Comment: '',
    Status: '',
    Balance: 9720.55,
    LoanDueDate: '2026-12-01',
    LoanAmountDue: 312.45,
    LoanPastDue: false,
    ...overrides,
  };
}

export function paymentInfo(
  accountNumber: string,
  overrides: Partial<PaymentInfoResponse> = {},
): PaymentInfoResponse {
  return {
    HasNoErrors: true,
    Errors: [],
    valid: true,
    accountNumber,
    accountType: 0,
    EncryptedData: `token-${accountNumber}`,
    DueDate: '2026-12-01',
    TotalAmountDue: 312.45,
    PayOffAmount: 9720.55,
    Delinquent: false,
    LoanBillingFrequency: 'Monthly',
    PaymentDetails: {
      LoanAccountNumber: accountNumber,
      PaymentDate: '2026-11-23',
      PaymentAmount: 312.45,
      Company: 0,
    },
    PaymentOptions: {
      AllowACH: true,
      AllowCards: true,
      NumberDaysInPeriod: 30,
      RecurringAllowed: true,
      FirstPartyFees: {
        ScheduledAchFee: 0,
        ECheckFeeAmount: 1.5,
        RecurringAchFee: 0,
        DebitCardFeeAmount: 2,
        CreditCardFeeAmount: 3,
      },
    },
    ScheduledPayments: [],
    RecurringPayment: null,
    PaymentMethods: [],
    DefaultPaymentMethod: null,
    blockAchPayment: false,
    blockCardPayment: false,
    BlockImmediateACHPaymentsAfterCutoffTime: false,
    AdjustedACHPaymentDateAfterCutoffTime: null,
    NonPaymentDays: [],
    NonSchedulablePaymentDays: [],
    FeesAndCharges: [],
    regularPmtAmount: 312.45,
    accountInfo: {
      isLOCAccount: false,
      payOffAmount: 9720.55,
      totalAmountDue: 312.45,
      defaultPmtAmount: 312.45,
      isDelinquent: false,
    },
    ...overrides,
  };
}

const ENDPOINTS = {
  accountList: { method: 'get', path: '/api/accountList' },
  submitImmediateAch: {
    method: 'post',
    path: '/api/PaymentImmediate/SubmitAch',
    request: 'api/payments.json#/$defs/SubmitPaymentRequest',
  },
  submitImmediateCard: {
    method: 'post',
    path: '/api/PaymentImmediate/SubmitCard',
    request: 'api/payments.json#/$defs/SubmitPaymentRequest',
  },
  submitRecurringAch: {
    method: 'post',
    path: '/api/PaymentRecurring/SubmitAch',
    request: 'api/payments.json#/$defs/SubmitRecurringPaymentRequest',
  },
  prepareDraftAgreement: {
    method: 'post',
    path: '/api/AchDraftAgreement/PrepareAchDraftAgreementPreview',
    request: 'api/payments.json#/$defs/AchDraftAgreementPreviewRequest',
  },
} as const;

export type PaymentEndpoint = keyof typeof ENDPOINTS;

export interface PaymentApiOptions {
  accounts?: Account[];
  /** The payment information by account number (default: paymentInfo(number)), or a refusal's ErrorMessage. */
  info?: Record<string, PaymentInfoResponse | { refusal: string }>;
  resolvers?: Partial<Record<PaymentEndpoint, Resolver>>;
}

/** Answers the payment screen's calls; returns the log of requests and the bad ones. */
export function mockPaymentApi({
  accounts = [loan('01-123401-9')],
  info = {},
  resolvers = {},
}: PaymentApiOptions = {}) {
  const badRequests: string[] = [];
  const infoCalls: string[] = [];
  const submitted: Resolver = () =>
    HttpResponse.json({
      HasNoErrors: true,
      Errors: [],
      ReferenceNumber: 'REF-1001',
      PaymentDate: '2026-11-22',
    });
  const log = mockEndpoints(
    ENDPOINTS,
    {
      accountList: () => HttpResponse.json({ HasNoErrors: true, Errors: [], Accounts: accounts }),
      submitImmediateAch: submitted,
      submitImmediateCard: submitted,
      submitRecurringAch: submitted,
      prepareDraftAgreement: () =>
        HttpResponse.json({
          HasNoErrors: true,
          Errors: [],
          PassableToken: 'draft-token-1',
          Expires: '2026-11-22T12:30:00Z',
        }),
    },
    resolvers,
    badRequests,
  );
  server.use(
    http.get('/api/PaymentInformation/GetPaymentInfo', ({ request }) => {
      const number = new URL(request.url).searchParams.get('accountNumber') ?? '';
      infoCalls.push(number);
      const answer = info[number] ?? paymentInfo(number);
      return 'refusal' in answer
        ? HttpResponse.json({ HasNoErrors: false, Errors: [{ ErrorMessage: answer.refusal }] })
        : HttpResponse.json(answer);
    }),
  );
  return { log, badRequests, infoCalls };
}
