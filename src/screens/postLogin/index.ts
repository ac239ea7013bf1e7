/**
 * The login screen's sign-in and its post-login steps (screen-definitions/login.json, sso.json):
 * the blocks the sign-in screen shows at once are eager; its actions and the steps after a
 * sign-in are idle (./signIn.ts, loaded once the sign-in screen is up); the auto-login after
 * registration or activation loads on first use.
 */
import { actions, block, feature } from '../shared/manifest';

/** The eager entries' code, which the app bundles with itself (./eager.ts). */
const eager = () => import('./eager');
/** The idle entries' code (./signIn.ts). */
const signIn = () => import('./signIn');

export const manifest = feature({
  blocks: {
    agreements: block(() => signIn().then((m) => m.AgreementsStep), {
      props: ({ flow }) => ({ flow }),
      idle: true,
    }),
    announcement: block(() => eager().then((m) => m.Announcement), { eager: true }),
    ssoRedirect: block(() => eager().then((m) => m.SsoRedirect), { eager: true }),
    ssoSignIn: block(() => signIn().then((m) => m.SsoSignIn), {
      props: ({ flow }) => ({ flow }),
      idle: true,
    }),
    autoSignIn: block(() => import('./AutoSignIn').then((m) => m.AutoSignIn), {
      props: ({ flow }) => ({ flow }),
    }),
  },
  actions: actions(
    [
      'signIn',
      'quickSignIn',
      'validateCode',
      'resendCode',
      'verifySsn',
      'changePassword',
      'setSecretQuestion',
      'cancelSignIn',
    ],
    ({ flow }) => signIn().then((m) => m.createPostLoginActions(flow)),
    { idle: true },
  ),
});
