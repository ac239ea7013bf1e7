/**
 * The code of what this feature's manifest marks eager (what the sign-in screen may show at
 * once: the institution's announcement, the single sign-on redirect): the app bundles every
 * feature's eager.ts with itself (src/app/registry.tsx), so it is there when the sign-in screen
 * opens. The actions and later steps are in ./signIn.ts, loaded when the browser is idle.
 */
export { Announcement } from './Announcement';
export { SsoRedirect } from './SsoRedirect';
