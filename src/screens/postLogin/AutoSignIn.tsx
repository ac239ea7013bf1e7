/**
 * Auto-login (spec 01 §4: after registration with log-in-after-registration, and after
 * activation): the login screen was handed credentials and signs in with them once, the
 * post-login steps following as after the form. A refusal shows the login form with
 * its message.
 */
import { useEffect, useRef, useState } from 'react';
import { userLogin } from '../../api/login';
import { FailureBanner, useSettings, type BlockWidgetProps } from '../../engine';
import { Spinner } from '../../widgets';
import type { PostLoginFlow } from './flow';
import { signInFailure } from './signInFailure';
import { trustedDeviceTokens } from './trustedDevices';

interface Credentials {
  username: string;
  password: string;
}

function credentialsOf(value: unknown): Credentials | undefined {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return typeof record.username === 'string' && typeof record.password === 'string'
    ? { username: record.username, password: record.password }
    : undefined;
}

export function AutoSignIn({ env, setData, flow }: BlockWidgetProps & { flow: PostLoginFlow }) {
  const settings = useSettings();
  const started = useRef(false);
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const credentials = credentialsOf(env.context.data.autoLogin);
    if (!credentials) {
      // Nothing usable was handed over: the login form shows instead of a spinner.
      setData({ autoLogin: null });
      return;
    }
    void (async () => {
      try {
        const login = await userLogin({ ...credentials, trustedDeviceTokens: trustedDeviceTokens() });
        const result = await flow.start(
          login,
          login.UserName || credentials.username,
          credentials.password,
          env,
        );
        if (!result.ok) setFailure(settings.text(result.message, result.params));
        setData({ ...result.data, autoLogin: null, autoLoginFailed: !result.ok });
      } catch (error) {
        const refused = signInFailure(error);
        // Offline, the login screen's own banner says so.
        if (!refused.ok && !refused.data?.offline) setFailure(settings.text(refused.message));
        setData({ ...refused.data, autoLogin: null, autoLoginFailed: true });
      }
    })();
  }, [env, flow, setData, settings]);
  if (failure) return <FailureBanner text={failure} />;
  return env.context.data.autoLogin ? <Spinner label={settings.text('postLogin.finishing')} /> : null;
}
