import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { useApplyForLoan } from '../../screens/shared/useApplyForLoan';
import { AcknowledgeDialog } from '../dialogs/AcknowledgeDialog';
import { LeaveGuard } from '../dialogs/LeaveGuard';
import { useLogoutFlow } from '../dialogs/LogoutFlow';
import { RemoteLocatorDialog } from '../dialogs/RemoteLocatorDialog';
import { NavigationViewError } from '../errors/ViewErrorBanner';
import { IdleTimeout } from '../session/IdleTimeout';
import { listenToOtherTabs } from '../session/otherTabs';
import { getSession, useSession } from '../session/store';
import { swrConfig } from '../session/swrConfig';
import { Footer } from './Footer';
import { Header } from './Header';
import type { MenuAction } from './menuItems';
import { ShellMain, SkipLink, useNavigationEnd } from './ShellMain';

/**
 * The frame of the signed-in area (spec 03 §2.15): skip link, header with logo, personal
 * name, quick links and menu, the main area (loading animation, view-error banner, the
 * page), the footer, the inactivity time-out, the leave guard and the menus' dialogs.
 */
function SignedInFrame({ personalName, username }: { personalName: string; username: string }) {
  const main = useRef<HTMLElement>(null);
  useNavigationEnd(main);
  const logout = useLogoutFlow();
  const [remoteLocator, setRemoteLocator] = useState(false);
  const closeRemoteLocator = useCallback(() => setRemoteLocator(false), []);
  const apply = useApplyForLoan(username);
  useEffect(listenToOtherTabs, []);
  const actions: Record<MenuAction, () => void> = {
    logout: logout.ask,
    remoteLocator: () => setRemoteLocator(true),
    applyForLoan: () => void apply.start(),
  };
  const onAction = (action: MenuAction) => actions[action]();

  return (
    <div className="shell shell--signed-in">
      <SkipLink target={main} />
      <Header personalName={personalName} onAction={onAction} />
      <ShellMain ref={main}>
        <NavigationViewError />
        <Outlet />
      </ShellMain>
      <Footer />
      <IdleTimeout />
      <LeaveGuard />
      {logout.dialogs}
      <RemoteLocatorDialog open={remoteLocator} onClose={closeRemoteLocator} />
      {apply.notice}
      <AcknowledgeDialog
        open={apply.failed}
        title="applications.noticeTitle"
        text="applications.startError"
        onClose={apply.dismissFailure}
      />
    </div>
  );
}

/**
 * Entered without a session, every page of the signed-in area leads to the login screen.
 * A session that ends while the area is open ended by logout, which is already on its way
 * to the login screen with its reason (?error=sessionExpired …): a redirect of our own
 * would race it and drop the reason, so the frame only steps aside.
 */
export function SignedInShell() {
  const session = useSession();
  const [enteredSignedIn] = useState(() => getSession() !== null);
  if (!session) return enteredSignedIn ? null : <Navigate to="/home/login" replace />;
  return (
    <SWRConfig value={swrConfig}>
      <SignedInFrame personalName={session.personalName} username={session.username} />
    </SWRConfig>
  );
}
