/**
 * The code of what this feature's manifest marks eager (the sign-in screen's steps and
 * actions): the app bundles every feature's eager.ts with itself (src/app/registry.tsx), so
 * it is there when the sign-in screen opens, as before features had manifests.
 */
export { createPostLoginActions } from './actions';
export { AgreementsStep } from './AgreementsStep';
export { Announcement } from './Announcement';
export { SsoRedirect } from './SsoRedirect';
export { SsoSignIn } from './SsoSignIn';
