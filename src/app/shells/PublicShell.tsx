import { useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { LeaveGuard } from '../dialogs/LeaveGuard';
import { Footer } from './Footer';
import { ShellMain, SkipLink, useNavigationEnd } from './ShellMain';

/**
 * The frame of the public area (spec 03 §2.15): a skip link, the routed content (hidden,
 * with a loading animation, while the next page loads) and the footer with copyright,
 * optional text and images, and the disclosures.
 */
export function PublicShell() {
  const main = useRef<HTMLElement>(null);
  useNavigationEnd(main);
  return (
    <div className="shell shell--public">
      <SkipLink target={main} />
      <ShellMain ref={main} hideWhileLoading>
        <Outlet />
      </ShellMain>
      <Footer />
      <LeaveGuard />
    </div>
  );
}
