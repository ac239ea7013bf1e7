/**
 * The action and block-widget names definitions may use. The app's registry is typed
 * against these lists, so the two cannot drift; the lint tool reads them without React.
 */
export const ACTION_NAMES = [
  'signIn',
  'quickSignIn',
  'validateCode',
  'resendCode',
  'verifySsn',
  'changePassword',
  'setSecretQuestion',
  'cancelSignIn',
  // the mobile app (rules/mobile.json)
  'biometricSignIn',
  'enableBiometrics',
  'declineBiometrics',
  // registration (screen-definitions/register.json)
  'registerPersonal',
  'verifyRegistrationCode',
  'resendRegistrationCode',
  'registerSecurity',
  'createAccount',
  'registrationBack',
  'registrationSection',
  // activation, opt-out and forced password change (screen-definitions/activate.json, optOut.json, forcePasswordChange.json)
  'activateAccount',
  'optOut',
  'forcePasswordChange',
  // recovery (screen-definitions/recovery.json)
  'recoverUsername',
  'answerRecoveryQuestion',
  'generateRecoveryPassword',
  'recoveryBack',
] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

/** The field checks definitions may name in constraints.check. */
export const CHECK_NAMES = ['password', 'logon', 'birthDate', 'accountNumber', 'agreement'] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

export const BLOCK_WIDGET_NAMES = [
  'agreements',
  'announcement',
  'ssoRedirect',
  'ssoSignIn',
  'autoSignIn',
  // public self-service flows
  'credentialRules',
  'maintenanceGuard',
  'registrationAgreements',
  'loginRedirect',
  'resetTokenCheck',
  'tokenLogon',
  'verifyEmail',
  // dashboard (screen-definitions/dashboard.json)
  'accountData',
  'accountTable',
  'applicationList',
  'applyForLoan',
  'closedAccountsToggle',
  'previousLogin',
  // login history (screen-definitions/loginHistory.json)
  'loginHistoryTable',
  // the mobile app on the login screen (rules/mobile.json)
  'appStorePrompt',
  'mobileDevice',
] as const;
export type BlockWidgetName = (typeof BLOCK_WIDGET_NAMES)[number];
