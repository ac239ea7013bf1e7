/** What the app does for the public self-service flows (screens do not reach into the router). */
export interface PublicDeps {
  /** Opens the login screen, with the reason it shows (?error=), e.g. 'down' or 'unauthorized'. */
  toLogin(error?: string): void;
  /** Opens the login screen, which signs in with these credentials at once (auto-login). */
  signInAs(username: string, password: string): void;
  /** Opens the dashboard of a user signed in with this session token. */
  enterWithToken(userToken: string): Promise<void>;
}
