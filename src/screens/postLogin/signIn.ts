/**
 * What the sign-in screen needs only once the user acts: the actions of the login form and its
 * steps, and the steps that follow a sign-in (agreements, the single sign-on landing). Its own
 * chunk, loaded when the browser is first idle after the sign-in screen shows (the manifest
 * marks these idle), so the login route's JavaScript leaves it out.
 */
export { createPostLoginActions } from './actions';
export { AgreementsStep } from './AgreementsStep';
export { SsoSignIn } from './SsoSignIn';
