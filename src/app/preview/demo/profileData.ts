/** demo.borrower's profile (two phones, the second opted in to texts) and login history. */
import { DEFAULT_ALERTS } from '../../../domain/accounts/alerts';
export const PROFILE = {
  HasNoErrors: true,
  Errors: [],
  UserInfo: {
    LogonName: 'demo.borrower',
    EmailAddress: 'alex.morgan@example.com',
    EmailIsVerified: true,
    SecretQuestion: 'What was the name of your first pet?',
    SecretQuestionIsCustom: false,
  },
  UserKind: 'Personal',
  PersonalInfo: {
    Address: {
      Address1: '245 E 300 S',
      City: 'Salt Lake City',
      ZipCode: '84101',
      State: 'UT',
    },
    PhoneNumbers: [
      {
        PhoneNumber: '8015550100',
        Primary: true,
        OptInToTexting: false,
        Textable: true,
      },
      {
        PhoneNumber: '3855550187',
        Primary: false,
        OptInToTexting: true,
        Textable: true,
      },
    ],
  },
  UserAlertsInfo: DEFAULT_ALERTS,
  AlertsContext: {
    HasPhone: true,
    TextingNotAgreed: false,
    TextMessages: true,
  },
};

export const LOGIN_HISTORY = [
  {
    LoginDate: '2026-11-28T03:22:48.325Z',
    IPAddress: '127.0.0.1',
  },
  {
    LoginDate: '2026-11-19T03:22:03.855Z',
    IPAddress: '203.0.113.7',
  },
  {
    LoginDate: '2026-11-07T03:22:03.850Z',
    IPAddress: '198.51.100.23',
  },
];

export const SUBSCRIPTIONS = {
  HasNoErrors: true,
  Errors: [],
  SubscriptionInfo: {
    Options: [
      {
        BrandingId: 1,
        BrandingName: 'Harbor Valley Credit Union',
        OptInAccount: true,
        OptInMarketing: false,
      },
      {
        BrandingId: 2,
        BrandingName: 'Harbor Valley Credit Union Auto Loans',
        OptInAccount: false,
        OptInMarketing: false,
      },
    ],
  },
};
