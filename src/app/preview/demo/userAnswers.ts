/**
 * The demo answers of signing in (demo.borrower: password, then the security code),
 * registration, recovery, the profile, messages and branches. Any code, password or answer
 * is accepted: the preview shows the screens, it checks nothing.
 */
import { moved } from './clock';
import { LOGIN_HISTORY, PROFILE, SUBSCRIPTIONS } from './profileData';
import { LOGIN, LOGON_RULES, PASSWORD_RULES, SIGNED_IN, USER_SESSION } from './signInData';
import { BRANCHES, ZIP_LOCATION } from './supportData';
import { DONE, field, type DemoTable } from './table';

const PASSWORD_FINE = { PasswordMatchesSSN: false, PasswordMatchesEmail: false, PasswordExists: false };

/** The records of agreements accepted now, one per id asked for. */
function agreementRecords(body: unknown) {
  const ids = typeof body === 'object' && body !== null ? Reflect.get(body, 'Agreements') : undefined;
  const now = new Date().toISOString();
  return {
    HasNoErrors: true,
    Records: (Array.isArray(ids) ? ids : []).map((id: unknown) => ({
      AgreementType: typeof id === 'number' ? id : 0,
      DateOfAgreement: now,
      NameOfTerms: '',
      DateOfTerms: '',
      WhenToAgree: 0,
    })),
  };
}

export const userAnswers: DemoTable = {
  'GET MaintenanceMode': () => ({ isEnabled: false }),
  'POST ClientError': () => DONE,
  'POST login/userlogin': () => moved(LOGIN),
  'POST Login/ValidateCode': () => moved(SIGNED_IN),
  'POST Login/ResendCode': () => DONE,
  'POST login/tokenlogin': () => moved(SIGNED_IN),
  'POST login/ssologin': () => moved(SIGNED_IN),
  'POST Login/VerifyNewUser': () => ({ HasNoErrors: true, IsValid: true }),
  'POST Login/ResetPassword': () => ({ HasNoErrors: true, IsLoggedIn: false }),
  'GET Login/UserSession': () => moved(USER_SESSION),
  'POST Login/Logout': () => DONE,
  'POST Login/ValidateEmail': () => ({ HasNoErrors: true }),
  'POST Login/CheckResetToken': () => ({ Expired: false }),
  'POST Login/LookupLoginFromToken': () => ({ Logon: 'demo.borrower' }),
  'POST Login/ValidatePasswordForResetPassword': () => PASSWORD_FINE,
  'POST Login/ValidatePasswordForLoggedInUser': () => PASSWORD_FINE,
  'POST CredentialValidationRules/GetPasswordValidationRules': () => PASSWORD_RULES,
  'POST CredentialValidationRules/GetLogonValidationRules': () => LOGON_RULES,
  'POST register/SetPasswordQuestion': () => DONE,
  'POST AgreementLogging': ({ body }) => agreementRecords(body),
  'POST Register/GenerateMFACode': () => ({ MFAToken: 'preview-token' }),
  'POST Register/ValidateCode': () => ({ HasNoErrors: true }),
  'POST Register/RegisterUser': () => ({ HasNoErrors: true }),
  'POST Register/ActivateAccount': () => ({
    HasNoErrors: true,
    LogonNameTaken: false,
    Restricted: false,
    UserName: 'demo.borrower',
  }),
  'POST Recovery/GetSecretQuestion': () => ({
    HasNoErrors: true,
    Credentials: { SecretQuestion: PROFILE.UserInfo.SecretQuestion, LogonName: 'demo.borrower' },
  }),
  'POST Recovery/AnswerSecretQuestion': () => ({ HasNoErrors: true }),
  'POST Recovery/GenerateNewPassword': () => ({ HasNoErrors: true }),
  'POST OptOut/OptOut': () => ({ HasNoErrors: true }),
  'GET Profile': () => moved(PROFILE),
  'POST UpdateProfile': () => DONE,
  'GET Profile/LoginHistory': () => moved(LOGIN_HISTORY),
  'POST SolutionsByText/GetSubscriptionInfo': () => SUBSCRIPTIONS,
  'POST SolutionsByText/ModifySubscriptions': () => SUBSCRIPTIONS,
  'POST Messages/Feedback': () => DONE,
  'POST Messages/ContactUs': () => DONE,
  'POST Messages/Captcha': () => ({
    ChallengeId: 'preview-challenge-0001',
    Question: 'What is ten plus five?',
    ExpiresInSeconds: 600,
  }),
  'GET branchInfo': () => BRANCHES,
  'GET branchInfo/zip': ({ query }) => ({ ...ZIP_LOCATION, Zip: field({ zip: query.get('zip') }, 'zip') }),
};
