/**
 * Checks the reset link's token when the forced password change opens (spec 01 §2 'Force
 * password change'): a spinner shows meanwhile; the answer goes to the screen's data as
 * tokenChecked and tokenExpired, from which the definition shows the form or the expired
 * heading. The token counts as expired until the check says otherwise, so a failed check
 * leaves it expired. props.token is the token.
 */
import { useEffect } from 'react';
import { checkResetToken } from '../../api/passwords';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { Spinner } from '../../widgets';

export function ResetTokenCheck({ props, setData }: BlockWidgetProps) {
  const settings = useSettings();
  const token = typeof props.token === 'string' ? props.token : '';
  useEffect(() => {
    let live = true;
    const answer = token ? checkResetToken(token) : Promise.resolve({ Expired: true });
    answer.then(
      ({ Expired }) => live && setData({ tokenChecked: true, tokenExpired: Expired }),
      () => live && setData({ tokenChecked: true, tokenExpired: true }),
    );
    return () => {
      live = false;
    };
  }, [token, setData]);
  return <Spinner label={settings.text('passwordChange.checking')} />;
}
