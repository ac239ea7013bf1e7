/**
 * The single sign-on landing (spec 01 "Single sign-on landing", route home/sso/{token?}):
 * the token sent once, trimmed, through channel Web; each outcome (no token, not accepted,
 * failure, signed in with or without steps left); and in the whole app the route's
 * availability, the hand-over to the login screen's steps, and the login screen's
 * redirect to the institution's sign-on page with the reason passed on.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession } from '../../../../src/app/session/store';
import { publicLogin } from '../../../../src/domain/signIn';
import { currentUrl } from '../../app/portalHarness';
import { deferred, login, mockApi, refused, USER_SESSION, USER_TOKEN, type Resolver } from './api';
import {
  agreementSettings,
  AGREEMENT,
  CHANGE_TOKEN,
  findControl,
  HEADINGS,
  usePostLoginHarness,
} from './harness';
import {
  mockSsoLogin,
  renderLanding,
  renderSsoPortal,
  SIGNING_IN,
  SSO,
  SSO_URL,
  ssoNotAccepted,
  ssoSignsIn,
  stubLocation,
  violations,
} from './ssoHarness';

usePostLoginHarness();

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const TOKEN = 'sso-token-abc';
const needsPasswordChange = { MustChangePassword: true, ChangePasswordToken: CHANGE_TOKEN };

/** An answer held until the test lets it go. */
function held(resolver: Resolver) {
  const gate = deferred();
  const hold: Resolver = async (request) => {
    await gate.promise;
    return resolver(request);
  };
  return { hold, release: gate.resolve };
}

describe('the landing alone', () => {
  it('shows a spinner labelled sso.signingIn while the token is checked', async () => {
    const { hold, release } = held(ssoSignsIn());
    const sso = mockSsoLogin(hold);
    mockApi();
    const view = renderLanding(TOKEN);

    const spinner = screen.getByRole('status');
    expect(spinner).toHaveTextContent(SIGNING_IN);
    expect(spinner.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await waitFor(() => expect(sso.requests()).toHaveLength(1));
    expect(view.deps.completeSignIn).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
  });

  it('takes its spinner label from the settings', () => {
    mockSsoLogin(held(ssoSignsIn()).hold);
    renderLanding(TOKEN, { layers: { shared: { sso: { signingIn: 'Checking your sign-on' } } } });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-on');
  });

  it.each([
    ['no token parameter', undefined],
    ['an empty token', ''],
    ['a token of spaces only', '   '],
  ])('%s: unauthorized, without calling the server', async (_case, token) => {
    const sso = mockSsoLogin();
    const view = renderLanding(token);
    await waitFor(() => expect(view.deps.abandon).toHaveBeenCalledWith('unauthorized'));
    expect(view.deps.abandon).toHaveBeenCalledTimes(1);
    expect(sso.requests()).toEqual([]);
    expect(view.deps.completeSignIn).not.toHaveBeenCalled();
    expect(view.deps.continueOnLogin).not.toHaveBeenCalled();
  });

  it("sends the route's token, trimmed, through channel Web and without a session", async () => {
    const sso = mockSsoLogin(ssoNotAccepted);
    const view = renderLanding(`  ${TOKEN}\t `);
    await waitFor(() => expect(view.deps.abandon).toHaveBeenCalled());
    expect(sso.requests()).toEqual([{ body: { Token: TOKEN, Channel: 'Web' }, userToken: null }]);
  });

  it('a token not accepted (IsLoggedIn false alone): notLoggedIn', async () => {
    mockSsoLogin(ssoNotAccepted);
    const api = mockApi();
    const view = renderLanding(TOKEN);
    await waitFor(() => expect(view.deps.abandon).toHaveBeenCalledWith('notLoggedIn'));
    expect(view.deps.abandon).toHaveBeenCalledTimes(1);
    expect(view.deps.completeSignIn).not.toHaveBeenCalled();
    expect(view.deps.continueOnLogin).not.toHaveBeenCalled();
    expect(api.order()).toEqual([]);
  });

  // A password sign-in that needs the security code answers IsLoggedIn false (rules/post-login.json
  // needsSecurityCode); under single sign-on the spec makes any not-logged-in result go back to the
  // institution, so no code step follows a landing (the reference server signs SSO users in as trusted).
  it('a full login answer without a session is not logged in either: notLoggedIn, no code step', async () => {
    mockSsoLogin(ssoSignsIn({ IsLoggedIn: false, UserToken: '' }));
    const api = mockApi();
    const view = renderLanding(TOKEN);
    await waitFor(() => expect(view.deps.abandon).toHaveBeenCalledWith('notLoggedIn'));
    expect(view.deps.continueOnLogin).not.toHaveBeenCalled();
    expect(api.order()).toEqual([]);
  });

  it.each<[string, Resolver]>([
    ['HTTP 500', () => refused(500, 'Error')],
    ['403 NotAuthorized (single sign-on off on the server)', () => refused(403, 'NotAuthorized')],
    ['401', () => refused(401, 'Unauthorized')],
    ['HasNoErrors false', () => HttpResponse.json({ HasNoErrors: false, Errors: [{ ErrorMessage: 'X' }] })],
    ['a network failure', () => HttpResponse.error()],
  ])('%s: error', async (_case, resolver) => {
    mockSsoLogin(resolver);
    const api = mockApi();
    const view = renderLanding(TOKEN);
    await waitFor(() => expect(view.deps.abandon).toHaveBeenCalledWith('error'));
    expect(view.deps.abandon).toHaveBeenCalledTimes(1);
    expect(view.deps.completeSignIn).not.toHaveBeenCalled();
    expect(view.deps.continueOnLogin).not.toHaveBeenCalled();
    expect(api.order()).toEqual([]);
  });

  it.each<[string, () => Response]>([
    ['IsLoggedIn true alone', () => HttpResponse.json({ IsLoggedIn: true })],
    ['IsLoggedIn not a boolean', () => HttpResponse.json({ IsLoggedIn: 'yes' })],
    [
      'a login answer without its token',
      () => {
        const { UserToken: _token, ...rest } = login();
        return HttpResponse.json(rest);
      },
    ],
    ['an array', () => HttpResponse.json([])],
    ['text, not JSON', () => HttpResponse.text('<html>Signed in</html>')],
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
  ])('a malformed answer (%s): error, nothing signed in', async (_case, resolver) => {
    mockSsoLogin(resolver);
    const api = mockApi();
    const view = renderLanding(TOKEN);
    await waitFor(() => expect(view.deps.abandon).toHaveBeenCalledWith('error'));
    expect(view.deps.completeSignIn).not.toHaveBeenCalled();
    expect(view.deps.continueOnLogin).not.toHaveBeenCalled();
    expect(api.order()).toEqual([]);
  });

  it('signed in with no step left: completes the sign-in with the session data', async () => {
    mockSsoLogin();
    const api = mockApi();
    const view = renderLanding(TOKEN);
    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(view.deps.completeSignIn).toHaveBeenCalledWith(USER_TOKEN, USER_SESSION, []);
    expect(api.order()).toEqual(['userSession']);
    expect(api.requests('userSession')[0]!.userToken).toBe(USER_TOKEN);
    expect(view.deps.abandon).not.toHaveBeenCalled();
    expect(view.deps.continueOnLogin).not.toHaveBeenCalled();
  });

  it('asks no SSN: no password was typed, even with SsnValidation on and the e-mail unverified', async () => {
    mockSsoLogin(ssoSignsIn({ EmailIsVerified: false }));
    mockApi();
    const view = renderLanding(TOKEN, { options: { ...SSO, SsnValidation: true } });
    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(view.deps.continueOnLogin).not.toHaveBeenCalled();
  });

  it('the session data cannot be read after the token was accepted: error', async () => {
    mockSsoLogin();
    mockApi({ userSession: () => refused(500) });
    const view = renderLanding(TOKEN);
    await waitFor(() => expect(view.deps.abandon).toHaveBeenCalledWith('error'));
    expect(view.deps.completeSignIn).not.toHaveBeenCalled();
  });

  it('agreement settings that cannot be read: error, before any session call', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockSsoLogin();
    const api = mockApi();
    const view = renderLanding(TOKEN, {
      layers: agreementSettings(AGREEMENT, '/content/x.html|1/1/2025|Bad|estatement'),
    });
    await waitFor(() => expect(view.deps.abandon).toHaveBeenCalledWith('error'));
    expect(api.order()).toEqual([]);
    expect(report).toHaveBeenCalled();
    report.mockRestore();
  });

  it.each([
    ['passwordChange', needsPasswordChange, {}],
    ['secretQuestion', { HasPasswordQuestion: false }, {}],
    ['agreements', {}, agreementSettings(AGREEMENT)],
  ] as const)(
    'signed in needing the %s step: the login screen goes on with it',
    async (step, changes, layers) => {
      mockSsoLogin(ssoSignsIn(changes));
      const api = mockApi();
      const view = renderLanding(TOKEN, { layers });
      await waitFor(() => expect(view.deps.continueOnLogin).toHaveBeenCalledTimes(1));
      const [data] = view.deps.continueOnLogin.mock.calls[0]!;
      expect(data).toMatchObject({
        step,
        codeResent: false,
        passwordSupplied: false,
        login: publicLogin(login(changes)),
      });
      expect(data.neededAgreements).toHaveLength(step === 'agreements' ? 1 : 0);
      // The tokens stay with the sign-in in progress, out of the screen's data.
      expect(JSON.stringify(data)).not.toContain(USER_TOKEN);
      expect(JSON.stringify(data)).not.toContain(CHANGE_TOKEN);
      expect(view.deps.completeSignIn).not.toHaveBeenCalled();
      expect(view.deps.abandon).not.toHaveBeenCalled();
      expect(api.order()).toEqual([]);
    },
  );

  it('calls the server once in StrictMode (effects run twice; the token is single-use)', async () => {
    const sso = mockSsoLogin();
    mockApi();
    const view = renderLanding(TOKEN, { strict: true });
    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    // Give a second call, were there one, the time to arrive.
    await new Promise((done) => setTimeout(done, 50));
    expect(sso.requests()).toHaveLength(1);
    expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1);
  });
});

describe('the landing in the app', () => {
  it.each([
    ['single sign-on off', {}],
    ['SingleSignOn without SsoLoginUrl', { SingleSignOn: true }],
    ['SsoLoginUrl without SingleSignOn', { SsoLoginUrl: SSO_URL }],
  ])('%s: the route leads to home/login without calling the server', async (_case, options) => {
    const location = stubLocation();
    const sso = mockSsoLogin();
    const { router } = renderSsoPortal(`/home/sso/${TOKEN}`, { options });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/home/login');
    expect(screen.queryByText(SIGNING_IN)).not.toBeInTheDocument();
    expect(sso.requests()).toEqual([]);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('with single sign-on: the spinner under the title Sign on, then the dashboard', async () => {
    const { hold, release } = held(ssoSignsIn());
    mockSsoLogin(hold);
    mockApi();
    const { router } = renderSsoPortal(`/home/sso/${TOKEN}`);
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('status')).toHaveTextContent(SIGNING_IN);
    await waitFor(() => expect(document.title).toBe('Sign on'));
    expect(currentUrl(router)).toBe(`/home/sso/${TOKEN}`);

    release();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/myaccount/dashboard');
    expect(getSession()).toMatchObject({ userToken: USER_TOKEN, username: 'demo.borrower' });
    // replace: Back does not return to the single-use token.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends the token of the address, decoded and trimmed', async () => {
    const sso = mockSsoLogin();
    mockApi();
    renderSsoPortal(`/home/sso/%20${TOKEN}%20`);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(sso.bodies()).toEqual([{ Token: TOKEN, Channel: 'Web' }]);
  });

  it('a step left: the login screen shows it without a password, stays put, then signs in', async () => {
    const location = stubLocation();
    mockSsoLogin(ssoSignsIn(needsPasswordChange));
    const api = mockApi();
    const { router } = renderSsoPortal(`/home/sso/${TOKEN}`);
    const heading = await screen.findByRole('heading', { name: HEADINGS.passwordChange, level: 2 });
    expect(currentUrl(router)).toBe('/home/login');
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    // The redirect to the institution waits while a step shows.
    expect(location.assign).not.toHaveBeenCalled();

    const step = within(heading.closest('section')!);
    const user = userEvent.setup();
    await user.type(await findControl(heading.closest('section')!, 'New Password'), 'NewPass2027');
    await user.type(step.getByLabelText('Confirm Password'), 'NewPass2027');
    await user.click(step.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(api.bodies('resetPassword')).toEqual([{ Enc: CHANGE_TOKEN, Password: 'NewPass2027' }]);
    expect(api.requests('userSession')[0]!.userToken).toBe(USER_TOKEN);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('cancelling the handed-over step returns to the institution flagged userCancelled', async () => {
    const location = stubLocation();
    mockSsoLogin(ssoSignsIn(needsPasswordChange));
    const api = mockApi();
    renderSsoPortal(`/home/sso/${TOKEN}`);
    const heading = await screen.findByRole('heading', { name: HEADINGS.passwordChange, level: 2 });
    const user = userEvent.setup();
    await user.click(within(heading.closest('section')!).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith(`${SSO_URL}?error=userCancelled`));
    expect(api.requests('logout')[0]!.userToken).toBe(USER_TOKEN);
  });

  // The history entry keeps only the id of the handed data, which lives in memory with the
  // sign-in in progress: after a reload (or once the sign-in ended) the id finds nothing.
  it('a handed-over step that outlived its sign-in (a reload) sends the user to the institution', async () => {
    const location = stubLocation();
    const api = mockApi();
    renderSsoPortal({ pathname: '/home/login', state: { handoff: 'from-before-the-reload' } });
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith(SSO_URL));
    expect(screen.queryByRole('heading', { name: HEADINGS.passwordChange })).not.toBeInTheDocument();
    expect(api.order()).toEqual([]);
  });

  it('a handed-over step is gone once its sign-in was abandoned (Back after Cancel)', async () => {
    const location = stubLocation();
    mockSsoLogin(ssoSignsIn(needsPasswordChange));
    mockApi();
    const { router } = renderSsoPortal(`/home/sso/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: HEADINGS.passwordChange })).toBeInTheDocument();
    const handedState = router.state.location.state;
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith(`${SSO_URL}?error=userCancelled`));
    location.assign.mockClear();
    await act(() => router.navigate('/home/login', { state: handedState }));
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith(SSO_URL));
    expect(screen.queryByRole('heading', { name: HEADINGS.passwordChange })).not.toBeInTheDocument();
  });

  it('calls the server once in StrictMode', async () => {
    const sso = mockSsoLogin();
    mockApi();
    renderSsoPortal(`/home/sso/${TOKEN}`, { strict: true });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await new Promise((done) => setTimeout(done, 50));
    expect(sso.requests()).toHaveLength(1);
  });

  it.each<[string, string, string, Resolver]>([
    ['no token', 'unauthorized', '/home/sso', ssoSignsIn()],
    ['an empty token', 'unauthorized', '/home/sso/', ssoSignsIn()],
    ['a token not accepted', 'notLoggedIn', `/home/sso/${TOKEN}`, ssoNotAccepted],
    ['a server error', 'error', `/home/sso/${TOKEN}`, () => refused(500, 'Error')],
    ['a malformed answer', 'error', `/home/sso/${TOKEN}`, () => HttpResponse.json({ IsLoggedIn: true })],
  ])("%s: back to the institution's sign-on page flagged %s", async (_case, reason, path, resolver) => {
    const location = stubLocation();
    const sso = mockSsoLogin(resolver);
    mockApi();
    const { router } = renderSsoPortal(path);
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith(`${SSO_URL}?error=${reason}`));
    expect(location.assign).toHaveBeenCalledTimes(1);
    expect(location.replace).not.toHaveBeenCalled();
    expect(currentUrl(router)).toBe(`/home/login?error=${reason}`);
    expect(sso.requests()).toHaveLength(reason === 'unauthorized' ? 0 : 1);
    expect(getSession()).toBeNull();
  });

  it('has no axe violations while signing in', async () => {
    const { hold, release } = held(ssoSignsIn());
    mockSsoLogin(hold);
    mockApi();
    renderSsoPortal(`/home/sso/${TOKEN}`);
    expect(await within(await screen.findByRole('main')).findByRole('status')).toHaveTextContent(SIGNING_IN);
    expect(await violations()).toEqual([]);
    release();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe("the login screen's redirect under single sign-on (ssoRedirect)", () => {
  it.each([
    ['no reason', '/home/login', SSO_URL, SSO_URL],
    ['a reason', '/home/login?error=notLoggedIn', SSO_URL, `${SSO_URL}?error=notLoggedIn`],
    [
      'a reason, to an address with a query of its own',
      '/home/login?error=error',
      `${SSO_URL}?inst=7`,
      `${SSO_URL}?inst=7&error=error`,
    ],
  ])('%s: location.assign to SsoLoginUrl', async (_case, path, url, target) => {
    const location = stubLocation();
    renderSsoPortal(path, { options: { SingleSignOn: true, SsoLoginUrl: url } });
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith(target));
    expect(location.assign).toHaveBeenCalledTimes(1);
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('without single sign-on the login screen stays', async () => {
    const location = stubLocation();
    renderSsoPortal('/home/login?error=notLoggedIn', { options: {} });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(location.assign).not.toHaveBeenCalled();
  });
});
