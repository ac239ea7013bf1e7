/**
 * The code of what this feature's manifest marks eager (the mobile app's blocks and actions
 * on the sign-in screen): the app bundles every feature's eager.ts with itself
 * (src/app/registry.tsx), so it is there when the sign-in screen opens.
 */
export { createMobileActions } from './actions';
export { AppStorePrompt } from './AppStorePrompt';
export { MobileDevice } from './MobileDevice';
