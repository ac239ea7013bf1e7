/**
 * The dashboard's footer (spec 03 §2.2): Previous login {date} from {ip}, linking to the
 * login history (props.to). It reads the previous sign-in from the session, which the
 * app hands in as a hook (screens do not import the app); after a first sign-in there
 * is none, and nothing shows.
 */
import type { ComponentType } from 'react';
import { formatDate } from '../../domain/accounts';
import { useEngine, type BlockWidgetProps } from '../../engine';
import type { LastLogin } from '../shared/manifest';
import { textProp } from '../shared/widgetProps';
import './dashboard.css';

export type { LastLogin };

export function createPreviousLogin(useLastLogin: () => LastLogin | null): ComponentType<BlockWidgetProps> {
  return function PreviousLogin({ props }: BlockWidgetProps) {
    const { settings, registry } = useEngine();
    const locale = settings.text('app.locale');
    const last = useLastLogin();
    const date = formatDate(last?.lastLoggedIn, locale);
    if (date === '') return null;
    const text = settings.text('dashboard.previousLogin', { date, ip: last?.lastLoggedInIp ?? '' });
    const to = textProp(props, 'to');
    const { Link } = registry;
    return (
      <p className="previous-login">
        {to ? (
          <Link to={to} className="link">
            {text}
          </Link>
        ) : (
          text
        )}
      </p>
    );
  };
}
