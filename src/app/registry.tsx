import type { Action, FieldCheck, Registry } from '../engine';
import { templates, widgets } from '../widgets';
import { createPostLoginActions } from '../screens/postLogin/actions';
import { AgreementsStep } from '../screens/postLogin/AgreementsStep';
import { Announcement } from '../screens/postLogin/Announcement';
import { SsoRedirect } from '../screens/postLogin/SsoRedirect';
import { SsoSignIn } from '../screens/postLogin/SsoSignIn';
import { AppStorePrompt, createMobileActions, MobileDevice } from '../screens/mobile';
import type { BlockWidgetProps } from '../engine';
import { lazyActions } from './lazyActions';
import { lazyBlock } from './lazyBlock';
import { publicDeps } from './publicDeps';
import { REGISTER_ACTIONS } from '../screens/register/names';
import { ACTIVATION_ACTIONS } from '../screens/activate/names';
import { OPT_OUT_ACTIONS } from '../screens/optOut/names';
import { PASSWORD_CHANGE_ACTIONS } from '../screens/forcePasswordChange/names';
import { RECOVERY_ACTIONS } from '../screens/recovery/names';
import { postLoginFlow } from './signInFlow';
import type { ActionName, BlockWidgetName, CheckName } from './names';
import { FIELD_CHECKS } from './deferred';
import { useSession } from './session/store';
import { RouteLink } from './RouteLink';

/** Everything definitions may name: widgets, templates, block widgets and actions. */
function Agreements(props: BlockWidgetProps) {
  return <AgreementsStep {...props} flow={postLoginFlow} />;
}

function SingleSignOn(props: BlockWidgetProps) {
  return <SsoSignIn {...props} flow={postLoginFlow} />;
}

const publicFlows = () => import('../screens/public');
const publicBlock = (
  name:
    | 'autoSignIn'
    | 'maintenanceGuard'
    | 'credentialRules'
    | 'registrationAgreements'
    | 'verifyEmail'
    | 'loginRedirect'
    | 'resetTokenCheck'
    | 'tokenLogon',
) => lazyBlock(() => publicFlows().then((module) => module.publicBlocks(publicDeps, postLoginFlow)[name]));

/** The public self-service screens' block widgets, loaded with their screen. */
const publicBlocks = {
  autoSignIn: publicBlock('autoSignIn'),
  maintenanceGuard: publicBlock('maintenanceGuard'),
  credentialRules: publicBlock('credentialRules'),
  registrationAgreements: publicBlock('registrationAgreements'),
  loginRedirect: publicBlock('loginRedirect'),
  resetTokenCheck: publicBlock('resetTokenCheck'),
  tokenLogon: publicBlock('tokenLogon'),
  verifyEmail: publicBlock('verifyEmail'),
};

const dashboard = () => import('../screens/dashboard');
const loginHistory = () => import('../screens/loginHistory');

/** The signed-in screens' block widgets, loaded with their screen. */
const signedInBlocks = {
  accountData: lazyBlock(() => dashboard().then((module) => module.AccountData)),
  accountTable: lazyBlock(() => dashboard().then((module) => module.AccountTable)),
  applicationList: lazyBlock(() => dashboard().then((module) => module.ApplicationList)),
  applyForLoan: lazyBlock(() => dashboard().then((module) => module.ApplyForLoan)),
  closedAccountsToggle: lazyBlock(() => dashboard().then((module) => module.ClosedAccountsToggle)),
  previousLogin: lazyBlock(() => dashboard().then((module) => module.createPreviousLogin(useSession))),
  loginHistoryTable: lazyBlock(() => loginHistory().then((module) => module.LoginHistoryTable)),
};

export function createRegistry(): Registry {
  return {
    widgets,
    templates,
    blocks: {
      agreements: Agreements,
      announcement: Announcement,
      ssoRedirect: SsoRedirect,
      ssoSignIn: SingleSignOn,
      ...publicBlocks,
      ...signedInBlocks,
      appStorePrompt: AppStorePrompt,
      mobileDevice: MobileDevice,
    } satisfies Record<BlockWidgetName, unknown>,
    actions: {
      ...createPostLoginActions(postLoginFlow),
      ...createMobileActions(postLoginFlow),
      ...lazyActions(
        () => publicFlows().then((module) => module.createRegisterActions(publicDeps)),
        REGISTER_ACTIONS,
      ),
      ...lazyActions(
        () => publicFlows().then((module) => module.createActivationActions(publicDeps)),
        ACTIVATION_ACTIONS,
      ),
      ...lazyActions(() => publicFlows().then((module) => module.createOptOutActions()), OPT_OUT_ACTIONS),
      ...lazyActions(
        () => publicFlows().then((module) => module.createPasswordChangeActions(publicDeps)),
        PASSWORD_CHANGE_ACTIONS,
      ),
      ...lazyActions(
        () => publicFlows().then((module) => module.createRecoveryActions(publicDeps)),
        RECOVERY_ACTIONS,
      ),
    } satisfies Record<ActionName, Action>,
    checks: FIELD_CHECKS satisfies Record<CheckName, FieldCheck>,
    Link: RouteLink,
  };
}
