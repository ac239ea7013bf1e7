/**
 * Loads the profile screen's route data once (spec 01 §2 Profile): the profile (GET /api/Profile),
 * the password and login name rule sets (the institution options are the app's, loaded at boot).
 * It reports data.profile (status loading, ready or failed; hasPhone), data.passwordRules and
 * data.logonRules, which the definition's conditions and the sections read, and shows the loading
 * animation until they are there. Without the rule sets the fields fall back to the legacy rules;
 * a profile that cannot be loaded shows the load error (an Unauthorized answer logs out instead,
 * through SWR's global onError).
 */
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/errors';
import { logonValidationRules, passwordValidationRules, type ValidationRules } from '../../api/passwords';
import { useProfile } from '../../api/profile';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { Spinner } from '../../widgets';

interface RuleSets {
  passwordRules: ValidationRules | null;
  logonRules: ValidationRules | null;
}

/** A failure the app answers itself (Unauthorized logs out; a cancelled call belongs to a logout). */
function handledElsewhere(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.problem.kind === 'unauthorized' || error.problem.kind === 'cancelled')
  );
}

export function ProfileData({ env, setData }: BlockWidgetProps) {
  const settings = useSettings();
  const profile = useProfile(env.context.session.username);
  const [rules, setRules] = useState<RuleSets | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([passwordValidationRules().catch(() => null), logonValidationRules().catch(() => null)]).then(
      ([passwordRules, logonRules]) => live && setRules({ passwordRules, logonRules }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const failed = profile.error !== undefined && !handledElsewhere(profile.error);
  const ready = profile.data !== undefined && rules !== null;
  const status = failed ? 'failed' : ready ? 'ready' : 'loading';
  const reported = JSON.stringify({
    profile: {
      status,
      hasPhone: profile.data?.AlertsContext.HasPhone ?? false,
      personal: profile.data ? profile.data.UserKind === 'Personal' : undefined,
    },
    passwordRules: rules?.passwordRules ?? null,
    logonRules: rules?.logonRules ?? null,
  });
  const report = useRef(setData);
  useEffect(() => {
    report.current = setData;
  });
  useEffect(() => {
    report.current(JSON.parse(reported) as Record<string, unknown>);
  }, [reported]);

  if (failed)
    return (
      <p className="banner banner--error" role="alert">
        {settings.text('profile.loadError')}
      </p>
    );
  if (ready || profile.error) return null;
  return <Spinner label={settings.text('profile.loading')} />;
}
