import { useEffect } from 'react';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { Spinner } from '../../widgets';

/**
 * With single sign-on the login screen sends the user to the institution's sign-on page
 * (institution option SsoLoginUrl), passing on the reason the login screen was opened for.
 * The definition shows this block only when SingleSignOn is on.
 */
export function SsoRedirect({ env }: BlockWidgetProps) {
  const settings = useSettings();
  const url = typeof env.options.SsoLoginUrl === 'string' ? env.options.SsoLoginUrl : '';
  const reason = env.context.query.error;
  useEffect(() => {
    if (!url) return;
    const target = new URL(url, window.location.href);
    if (reason) target.searchParams.set('error', reason);
    window.location.assign(target.href);
  }, [url, reason]);
  return <Spinner label={settings.text('app.loading')} />;
}
