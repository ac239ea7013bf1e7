/**
 * The page asks the browser for the institution's settings (ApplicationOptions, the call every
 * page of the portal makes first) while it still downloads the entry script: a
 * `<link rel="preload" as="fetch">` in the head, whose answer the portal's own fetch then takes
 * (src/app/earlyStart.ts). Without it the call leaves only once the entry has run, some half a
 * second later on a slow phone (the browser bench's request timeline).
 *
 * Left out where the portal would not take the answer, since an unused preload is a console
 * warning and a wasted call: in the mobile app, whose calls carry an ApiVersion header that a
 * preload cannot send, and in the studio's preview document, which answers from its own data.
 */
import { detectMobileApp } from '../../src/domain/mobileApp.ts';
import { STUDIO_PREVIEW } from './pagePolicy.ts';

/** The settings call (src/api/setup.ts asks for `setup/ApplicationOptions` under /api/). */
export const SETTINGS_CALL = '/api/setup/ApplicationOptions';

const PRELOAD = `<link rel="preload" as="fetch" crossorigin href="${SETTINGS_CALL}" />`;

/** Whether the page at this address, for this browser, will make the settings call itself. */
export function takesSettingsPreload(url: URL, userAgent: string): boolean {
  return !url.searchParams.has(STUDIO_PREVIEW) && !detectMobileApp(userAgent).inApp;
}

/** index.html with the settings preload first in its head, before the entry script. */
export function withSettingsPreload(html: string): string {
  return html.replace(/<head>/i, (head) => `${head}\n    ${PRELOAD}`);
}
