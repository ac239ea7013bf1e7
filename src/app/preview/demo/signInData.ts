/**
 * demo.borrower signing in (server/db/seed.ts): the password answer asks for the security code
 * (multi-factor sign-in on, an untrusted device), the code answer signs in; the user session
 * and the credential rules of the demo institution (server/config/demoCredentialRules.ts).
 */
export const LOGIN = {
  UserName: 'demo.borrower',
  UserToken: '',
  EmailAddress: 'alex.morgan@example.com',
  EmailIsVerified: true,
  IsLoggedIn: false,
  IsTrustedDevice: false,
  MustChangePassword: false,
  ChangePasswordToken: '',
  HasPasswordQuestion: true,
  WebAgreementLogs: [
    {
      Name: 'Online Banking Agreement',
      DateOfTerms: '2026-01-01',
      DateOfAgreement: '2026-10-29T03:22:03.850Z',
      AgreementType: 11337,
      WhenToAgree: 0,
    },
  ],
  CompanyNumber: 0,
  BiometricsTokenExpiration: '',
  TrustedDeviceToken: '',
  CustomerID: 'C1001',
};

export const SIGNED_IN = {
  UserName: 'demo.borrower',
  UserToken: 'preview-session',
  EmailAddress: 'alex.morgan@example.com',
  EmailIsVerified: true,
  IsLoggedIn: true,
  IsTrustedDevice: false,
  MustChangePassword: false,
  ChangePasswordToken: '',
  HasPasswordQuestion: true,
  WebAgreementLogs: [
    {
      Name: 'Online Banking Agreement',
      DateOfTerms: '2026-01-01',
      DateOfAgreement: '2026-10-29T03:22:03.850Z',
      AgreementType: 11337,
      WhenToAgree: 0,
    },
  ],
  CompanyNumber: 0,
  BiometricsTokenExpiration: '',
  TrustedDeviceToken: '',
  CustomerID: 'C1001',
};

export const USER_SESSION = {
  UserName: 'demo.borrower',
  PersonalName: 'Alex Morgan',
  EmailAddress: 'alex.morgan@example.com',
  ServicingBranch: '0001',
  CompanyNumber: 0,
  LastLoggedIn: '2026-11-28T03:22:48.325Z',
  LastLoggedInIP: '127.0.0.1',
};

export const PASSWORD_RULES = {
  MinimumLength: 8,
  PasswordValidationRules: [
    {
      ValidationRuleType: 0,
      ValidationRegex: '[A-Z]',
      RegexMatchMeansError: false,
    },
    {
      ValidationRuleType: 1,
      ValidationRegex: '[a-z]',
      RegexMatchMeansError: false,
    },
    {
      ValidationRuleType: 3,
      ValidationRegex: '[0-9]',
      RegexMatchMeansError: false,
    },
    {
      ValidationRuleType: 4,
      ValidationRegex: '[^A-Za-z0-9]',
      RegexMatchMeansError: false,
    },
    {
      ValidationRuleType: 5,
      RegexMatchMeansError: true,
    },
    {
      ValidationRuleType: 6,
      RegexMatchMeansError: false,
    },
    {
      ValidationRuleType: 7,
      RegexMatchMeansError: true,
    },
    {
      ValidationRuleType: 8,
      ValidationRegex: '(.)\\1\\1',
      RegexMatchMeansError: true,
    },
    {
      ValidationRuleType: 9,
      RegexMatchMeansError: true,
    },
    {
      ValidationRuleType: 10,
      RegexMatchMeansError: true,
    },
    {
      ValidationRuleType: 11,
      RegexMatchMeansError: true,
    },
  ],
};

export const LOGON_RULES = {
  MinimumLength: 8,
  PasswordValidationRules: [
    {
      ValidationRuleType: 2,
      ValidationRegex: '[A-Za-z]',
      RegexMatchMeansError: false,
    },
    {
      ValidationRuleType: 6,
      RegexMatchMeansError: false,
    },
    {
      ValidationRuleType: 7,
      RegexMatchMeansError: true,
    },
  ],
};
