/**
 * The login screen's sign-in and its post-login steps (screen-definitions/login.json, sso.json):
 * the blocks and actions the sign-in screen shows at once are eager, the auto-login after
 * registration or activation loads on first use.
 */
import { actions, block, feature } from '../shared/manifest';

/** The eager entries' code, which the app bundles with itself (./eager.ts). */
const signIn = () => import('./eager');

export const manifest = feature({
  blocks: {
    agreements: block(() => signIn().then((m) => m.AgreementsStep), {
      props: ({ flow }) => ({ flow }),
      eager: true,
    }),
    announcement: block(() => signIn().then((m) => m.Announcement), { eager: true }),
    ssoRedirect: block(() => signIn().then((m) => m.SsoRedirect), { eager: true }),
    ssoSignIn: block(() => signIn().then((m) => m.SsoSignIn), {
      props: ({ flow }) => ({ flow }),
      eager: true,
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
    { eager: true },
  ),
});
