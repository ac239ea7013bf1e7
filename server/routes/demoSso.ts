/**
 * Demo mode only: a stand-in for an institution's own sign-on page, so single sign-on can
 * be tried with PORTAL_SETTINGS setting SingleSignOn and SsoLoginUrl /api/demo/sso.
 * GET shows a form (and the marker the portal sent the user back with); POST checks a demo
 * user's password, issues a single sign-on token and redirects to #/home/sso/{token}.
 */
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env.ts';
import { form, query } from '../http/validate.ts';
import { escapeHtml } from '../security/html.ts';
import { verifyPassword } from '../security/passwords.ts';
import { issueSsoToken } from '../services/ssoTokens.ts';
import { findUser } from '../services/users.ts';

const SCHEMA = 'api/support.json#/$defs/';

const MARKERS: Record<string, string> = {
  userCancelled: 'You cancelled signing in to the portal.',
  notLoggedIn: 'The portal did not accept the sign-on. Please sign on again.',
  error: 'The portal could not sign you in. Please try again.',
  unauthorized: 'Please sign on to continue to the portal.',
  sessionExpired: 'Your portal session expired. Please sign on again.',
  down: 'The portal is offline for maintenance.',
  invalid: 'Username or password is invalid.',
};

function page(marker: string | undefined): string {
  const notice = marker
    ? `<p role="alert">${escapeHtml(MARKERS[marker] ?? `Returned with: ${marker}`)}</p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo institution sign-on</title><link rel="icon" href="data:,"></head>
<body>
<main>
<h1>Demo institution sign-on</h1>
<p>This page stands in for the institution's own sign-on page (demo mode only).</p>
${notice}
<form method="post" action="/api/demo/sso">
<p><label for="username">Username</label><br><input id="username" name="username" autocomplete="username" required></p>
<p><label for="password">Password</label><br><input id="password" name="password" type="password" autocomplete="current-password" required></p>
<p><button type="submit">Sign on</button></p>
</form>
</main>
</body>
</html>`;
}

/** The form posts of the demo's sign-on page (full paths, as http/mediaTypes.ts names them). */
export const DEMO_FORM_PATHS = ['/api/demo/sso'] as const;

export function demoSsoRoutes(deps: Deps) {
  const { db, clock } = deps;
  return new Hono<AppEnv>()
    .get('/demo/sso', query(`${SCHEMA}DemoSsoQuery`), (c) => {
      const { error } = c.req.valid('query');
      return c.html(page(error));
    })
    .post('/demo/sso', form(`${SCHEMA}DemoSsoForm`), async (c) => {
      const { username, password } = c.req.valid('form');
      const user = findUser(db, username);
      // The password is checked for an unknown name too, so that the answer takes as long.
      if (!(await verifyPassword(password, user?.password_hash)) || !user)
        return c.redirect('/api/demo/sso?error=invalid', 303);
      return c.redirect(`/#/home/sso/${issueSsoToken(db, clock, user.id)}`, 303);
    });
}
