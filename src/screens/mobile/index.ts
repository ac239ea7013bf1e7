/** The mobile-app wrapper's blocks and actions on the login screen (rules/mobile.json). */
export { AppStorePrompt } from './AppStorePrompt';
export { createMobileActions } from './actions';
export { MobileDevice } from './MobileDevice';
