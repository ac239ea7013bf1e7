/**
 * Puts the login name behind a password token (props.token: a reset, change or activation
 * token) in the screen's data as logon, for the new password's checks against it
 * (LookupLoginFromToken). Without it those checks wait for the server's answer on submit.
 */
import { useEffect } from 'react';
import { lookupLoginFromToken } from '../../api/passwords';
import type { BlockWidgetProps } from '../../engine';

export function TokenLogon({ props, setData }: BlockWidgetProps) {
  const token = typeof props.token === 'string' ? props.token : '';
  useEffect(() => {
    if (!token) return;
    let live = true;
    lookupLoginFromToken(token).then(
      (logon) => live && setData({ logon }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [token, setData]);
  return null;
}
