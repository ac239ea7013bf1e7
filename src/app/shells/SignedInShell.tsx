import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '../session/store';

/**
 * The frame of the signed-in area (myaccount). Without a session every page of it leads
 * to the login screen.
 */
export function SignedInShell() {
  const session = useSession();
  if (!session) return <Navigate to="/home/login" replace />;
  return (
    <div className="shell shell--signed-in">
      <main id="main" tabIndex={-1} className="shell__main">
        <Outlet />
      </main>
    </div>
  );
}
