import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { useSettings } from '../../engine';
import { Spinner } from '../../widgets';

/**
 * The frame of the public area: a skip link, the main landmark, and the loading
 * indicator while a route loads. After a navigation, focus moves to the main content
 * so that screen-reader users hear the new page.
 */
export function PublicShell() {
  const settings = useSettings();
  const navigation = useNavigation();
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus();
  }, [location.pathname]);

  return (
    <div className="shell shell--public">
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
      >
        {settings.text('app.skipToContent')}
      </a>
      {navigation.state === 'loading' && (
        <div className="shell__loading">
          <Spinner label={settings.text('app.loading')} />
        </div>
      )}
      <main id="main" ref={main} tabIndex={-1} className="shell__main">
        <Outlet />
      </main>
    </div>
  );
}
