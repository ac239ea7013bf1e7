/**
 * Loads the server's password and login name rule sets into the screen's data
 * (data.passwordRules, data.logonRules), read by the password fields' checklist and
 * checks. Without them the fields fall back to the legacy rules; a failure says so.
 */
import { useEffect, useState } from 'react';
import { logonValidationRules, passwordValidationRules } from '../../api/passwords';
import { useSettings, type BlockWidgetProps } from '../../engine';

export function CredentialRules({ setData }: BlockWidgetProps) {
  const settings = useSettings();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    Promise.all([passwordValidationRules(), logonValidationRules()]).then(
      ([passwordRules, logonRules]) => live && setData({ passwordRules, logonRules }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [setData]);
  return failed ? (
    <div className="banner banner--error" role="alert">
      {settings.text('passwords.rulesLoadError')}
    </div>
  ) : null;
}
