/** The mobile-app wrapper's blocks and actions on the login screen (rules/mobile.json), loaded with it. */
import { actions, block, feature } from '../shared/manifest';

/** The eager entries' code, which the app bundles with itself (./eager.ts). */
const signIn = () => import('./eager');

export const manifest = feature({
  blocks: {
    appStorePrompt: block(() => signIn().then((m) => m.AppStorePrompt), { eager: true }),
    mobileDevice: block(() => signIn().then((m) => m.MobileDevice), { eager: true }),
  },
  actions: actions(
    ['biometricSignIn', 'enableBiometrics', 'declineBiometrics'],
    ({ flow }) => signIn().then((m) => m.createMobileActions(flow)),
    { eager: true },
  ),
});
