/**
 * The action and block-widget names definitions may use. The app's registry is typed
 * against these lists, so the two cannot drift; the lint tool reads them without React.
 */
import { ACTIVATION_ACTIONS } from '../screens/activate/names';
import { PASSWORD_CHANGE_ACTIONS } from '../screens/forcePasswordChange/names';
import { OPT_OUT_ACTIONS } from '../screens/optOut/names';
import { RECOVERY_ACTIONS } from '../screens/recovery/names';
import { REGISTER_ACTIONS } from '../screens/register/names';

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
  // the public self-service flows, each listed beside its actions (registered before their code loads)
  ...REGISTER_ACTIONS,
  ...ACTIVATION_ACTIONS,
  ...OPT_OUT_ACTIONS,
  ...PASSWORD_CHANGE_ACTIONS,
  ...RECOVERY_ACTIONS,
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
