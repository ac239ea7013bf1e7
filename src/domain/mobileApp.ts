/**
 * The mobile-app wrapper as its user agent tells it (spec 01: detected from the user agent).
 * The wrapper's web view puts `BorrowerPortalApp/<version>` in its user agent (the version may
 * be missing in old wrappers, which are then asked to update). Shared by the portal
 * (src/api/mobileApp.ts) and the reference server, which leaves the app's page without the
 * settings preload (a preload carries no ApiVersion header, which the app sends with every call).
 */

const USER_AGENT = /\bBorrowerPortalApp(?=\/|\s|;|\)|$)(?:\/([0-9][0-9A-Za-z.+-]*))?/;

export interface MobileApp {
  /** Running inside the wrapper. */
  inApp: boolean;
  /** The wrapper's version from its user agent; '' when unknown (or not the app). */
  appVersion: string;
  platform: 'android' | 'ios' | 'other';
}

export function detectMobileApp(userAgent: string): MobileApp {
  const match = USER_AGENT.exec(userAgent);
  // iPadOS web views may say "Macintosh"; inside the app that can only be an iPad.
  const apple = match ? /iPhone|iPad|iPod|Macintosh/i : /iPhone|iPad|iPod/i;
  const platform = /Android/i.test(userAgent) ? 'android' : apple.test(userAgent) ? 'ios' : 'other';
  return { inApp: match !== null, appVersion: match?.[1] ?? '', platform };
}
