/**
 * The mobile-app wrapper's blocks and actions on the login screen (rules/mobile.json). They show
 * only inside the app (or when it needs an update), so they are idle: their own chunk, loaded
 * once the sign-in screen is up, out of the login route's JavaScript.
 */
import { actions, block, feature } from '../shared/manifest';

/** The idle entries' code (./mobileApp.ts). */
const signIn = () => import('./mobileApp');

export const manifest = feature({
  blocks: {
    appStorePrompt: block(() => signIn().then((m) => m.AppStorePrompt), { idle: true }),
    mobileDevice: block(() => signIn().then((m) => m.MobileDevice), { idle: true }),
  },
  actions: actions(
    ['biometricSignIn', 'enableBiometrics', 'declineBiometrics'],
    ({ flow }) => signIn().then((m) => m.createMobileActions(flow)),
    { idle: true },
  ),
});
