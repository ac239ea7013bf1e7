/**
 * The single sign-on landing (spec 01 "Single sign-on landing", route home/sso/{token?}):
 * signs in with the institution's token through channel Web while a spinner shows. A
 * signed-in answer starts the post-login steps, which go on on the login screen (or, with
 * none left, open the dashboard); no token is unauthorized; a token not accepted or a
 * failure goes back to the institution's sign-on page flagged notLoggedIn or error (the
 * login screen passes the reason on). The definition opens this screen only while single
 * sign-on is in use.
 */
import { useEffect, useRef } from 'react';
import { ssoLogin } from '../../api/login';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { Spinner } from '../../widgets';
import type { PostLoginFlow } from './flow';

async function signOn(token: string, flow: PostLoginFlow, env: BlockWidgetProps['env']) {
  const { deps } = flow;
  if (token === '') return deps.abandon('unauthorized');
  try {
    const answer = await ssoLogin(token);
    if (!answer.IsLoggedIn) return deps.abandon('notLoggedIn');
    const result = await flow.start(answer, answer.UserName, undefined, env);
    if (!result.ok) return deps.abandon('error');
    if (result.data && result.data.step !== 'done') deps.continueOnLogin(result.data);
  } catch {
    deps.abandon('error');
  }
}

export function SsoSignIn({ env, flow }: BlockWidgetProps & { flow: PostLoginFlow }) {
  const settings = useSettings();
  const token = (env.context.route.params.token ?? '').trim();
  const started = useRef(false);
  useEffect(() => {
    // Once per landing: the token is single-use (React may run effects twice in development).
    if (started.current) return;
    started.current = true;
    void signOn(token, flow, env);
  }, [token, flow, env]);
  return <Spinner label={settings.text('sso.signingIn')} />;
}
