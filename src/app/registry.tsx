import { Link } from 'react-router-dom';
import type { Action, LinkProps, Registry } from '../engine';
import { templates, widgets } from '../widgets';
import { createPostLoginActions } from '../screens/postLogin/actions';
import { AgreementsStep } from '../screens/postLogin/AgreementsStep';
import { Announcement } from '../screens/postLogin/Announcement';
import { SsoRedirect } from '../screens/postLogin/SsoRedirect';
import { SsoSignIn } from '../screens/postLogin/SsoSignIn';
import {
  AccountData,
  AccountTable,
  ApplicationList,
  ApplyForLoan,
  ClosedAccountsToggle,
  createPreviousLogin,
} from '../screens/dashboard';
import { LoginHistoryTable } from '../screens/loginHistory';
import { AppStorePrompt, createMobileActions, MobileDevice } from '../screens/mobile';
import type { BlockWidgetProps } from '../engine';
import { postLoginFlow } from './signInFlow';
import type { ActionName, BlockWidgetName } from './names';
import { useSession } from './session/store';

function RouteLink({ to, className, children }: LinkProps) {
  return (
    <Link to={`/${to}`} className={className}>
      {children}
    </Link>
  );
}

/** Everything definitions may name: widgets, templates, block widgets and actions. */
function Agreements(props: BlockWidgetProps) {
  return <AgreementsStep {...props} flow={postLoginFlow} />;
}

function SingleSignOn(props: BlockWidgetProps) {
  return <SsoSignIn {...props} flow={postLoginFlow} />;
}

export function createRegistry(): Registry {
  return {
    widgets,
    templates,
    blocks: {
      agreements: Agreements,
      announcement: Announcement,
      ssoRedirect: SsoRedirect,
      ssoSignIn: SingleSignOn,
      accountData: AccountData,
      accountTable: AccountTable,
      applicationList: ApplicationList,
      applyForLoan: ApplyForLoan,
      closedAccountsToggle: ClosedAccountsToggle,
      previousLogin: createPreviousLogin(useSession),
      loginHistoryTable: LoginHistoryTable,
      appStorePrompt: AppStorePrompt,
      mobileDevice: MobileDevice,
    } satisfies Record<BlockWidgetName, unknown>,
    actions: {
      ...createPostLoginActions(postLoginFlow),
      ...createMobileActions(postLoginFlow),
    } satisfies Record<ActionName, Action>,
    Link: RouteLink,
  };
}
