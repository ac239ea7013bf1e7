/**
 * The code of the mobile app's blocks and actions on the sign-in screen, which the manifest
 * marks idle: its own chunk, loaded once the sign-in screen is up.
 */
export { createMobileActions } from './actions';
export { AppStorePrompt } from './AppStorePrompt';
export { MobileDevice } from './MobileDevice';
