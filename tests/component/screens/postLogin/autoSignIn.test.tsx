/**
 * Auto-login on the login screen (src/screens/postLogin/AutoSignIn.tsx; spec 01 §4: after a
 * registration with log-in-after-registration, and after activation): handed credentials,
 * the login screen signs in with them once, without showing its form, and goes on with the
 * post-login steps as after the form; a refusal shows the form with its message.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createOptions,
  createRuleBook,
  EngineProvider,
  ScreenRenderer,
  type BlockWidgetProps,
} from '../../../../src/engine';
import { setSignInToken } from '../../../../src/app/session/store';
import { optionSpecs } from '../../../../src/generated/options';
import { rulesFiles } from '../../../../src/generated/rules';
import login from '../../../../src/generated/screens/login';
import { createPostLoginActions } from '../../../../src/screens/postLogin/actions';
import { AutoSignIn } from '../../../../src/screens/postLogin/AutoSignIn';
import { createPostLoginFlow, type FlowDeps } from '../../../../src/screens/postLogin/flow';
import { violations } from '../../../support/axe';
import { testContext, testRegistry, testSettings } from '../../../support/engine';
import { deferred, mockApi, refused, signsIn, USER_SESSION, USER_TOKEN, type Resolver } from './api';
import { CHANGE_TOKEN, findStep, HEADINGS, usePostLoginHarness } from './harness';

usePostLoginHarness();
afterEach(cleanup);

const CREDENTIALS = { username: 'sam.rivera', password: 'Harbor42x' };
const FINISHING = 'Signing you in…';
const OFFLINE = 'The site is offline for maintenance. Please try again later.';

/** The generated login screen, opened with the data a hand-off gives it. */
function renderAutoLogin(data: Record<string, unknown> = { autoLogin: CREDENTIALS }, strict = false) {
  const deps = {
    completeSignIn: vi.fn<FlowDeps['completeSignIn']>(),
    abandon: vi.fn<FlowDeps['abandon']>(),
    continueOnLogin: vi.fn<FlowDeps['continueOnLogin']>(),
    setSignInToken,
  };
  const flow = createPostLoginFlow(deps);
  const blocks = { autoSignIn: (props: BlockWidgetProps) => <AutoSignIn {...props} flow={flow} /> };
  const page = (
    <EngineProvider
      settings={testSettings()}
      options={createOptions({}, optionSpecs)}
      rules={createRuleBook(rulesFiles)}
      registry={testRegistry(createPostLoginActions(flow), blocks)}
    >
      <ScreenRenderer
        screen={login}
        context={testContext({ route: { path: 'home/login', params: {} } })}
        initialData={data}
      />
    </EngineProvider>
  );
  render(strict ? <StrictMode>{page}</StrictMode> : page);
  return deps;
}

/** An answer held until the test lets it go. */
function held(resolver: Resolver) {
  const gate = deferred();
  const hold: Resolver = async (request) => {
    await gate.promise;
    return resolver(request);
  };
  return { hold, release: gate.resolve };
}

describe('auto-login with handed credentials', () => {
  it('signs in with them once, showing "Signing you in…" and not the form meanwhile', async () => {
    const { hold, release } = held(signsIn({ UserName: 'sam.rivera' }));
    const api = mockApi({ userLogin: hold });
    const deps = renderAutoLogin();
    expect(await screen.findByRole('status')).toHaveTextContent(FINISHING);
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.requests('userLogin')).toHaveLength(1));

    release();
    await waitFor(() => expect(deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(deps.completeSignIn).toHaveBeenCalledWith(USER_TOKEN, USER_SESSION, []);
    expect(api.bodies('userLogin')).toEqual([{ ...CREDENTIALS, trustedDeviceTokens: {} }]);
    expect(api.requests('userSession')[0]!.userToken).toBe(USER_TOKEN);
    expect(deps.abandon).not.toHaveBeenCalled();
  });

  it("sends the browser's trusted-device tokens", async () => {
    localStorage.setItem('portal.trustedDevices', JSON.stringify({ 'C-100200': 'trusted-1' }));
    const api = mockApi();
    const deps = renderAutoLogin();
    await waitFor(() => expect(deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(api.bodies('userLogin')).toEqual([
      { ...CREDENTIALS, trustedDeviceTokens: { 'C-100200': 'trusted-1' } },
    ]);
  });

  it('goes on with the post-login steps the sign-in needs, without the form', async () => {
    mockApi({ userLogin: signsIn({ MustChangePassword: true, ChangePasswordToken: CHANGE_TOKEN }) });
    const deps = renderAutoLogin();
    await findStep('passwordChange');
    expect(screen.queryByText(FINISHING)).not.toBeInTheDocument();
    expect(deps.completeSignIn).not.toHaveBeenCalled();
  });

  it('signs in once in StrictMode', async () => {
    const api = mockApi();
    const deps = renderAutoLogin(undefined, true);
    await waitFor(() => expect(deps.completeSignIn).toHaveBeenCalledTimes(1));
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(api.requests('userLogin')).toHaveLength(1);
  });

  it('has no axe violations while signing in', async () => {
    mockApi({ userLogin: held(signsIn()).hold });
    renderAutoLogin();
    await screen.findByRole('status');
    expect(await violations('fragment')).toEqual([]);
  });
});

describe('a refused auto-login', () => {
  it.each<[string, Resolver, string]>([
    ['403 Invalid', () => refused(403, 'Invalid'), 'Username or password is invalid'],
    [
      '403 Restricted',
      () => refused(403, 'Restricted'),
      'Your account is restricted. Please contact your institution.',
    ],
    [
      '500',
      () => refused(500, 'ServerError'),
      'A server error occurred while signing in. Please try again later.',
    ],
    [
      'no answer at all',
      () => HttpResponse.error(),
      'A server error occurred while signing in. Please try again later.',
    ],
  ])('%s: the form shows with the message', async (_case, userLogin, message) => {
    mockApi({ userLogin });
    const deps = renderAutoLogin();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Username')).toHaveValue('');
    expect(screen.queryByText(FINISHING)).not.toBeInTheDocument();
    expect(deps.completeSignIn).not.toHaveBeenCalled();
  });

  it('maintenance: the site is offline, without the form', async () => {
    mockApi({ userLogin: () => refused(403, 'maintenanceModeEnabled') });
    renderAutoLogin();
    expect((await screen.findAllByText(OFFLINE))[0]).toBeVisible();
    await waitFor(() => expect(screen.queryByText(FINISHING)).not.toBeInTheDocument());
    // Said once, by the login screen's own banner.
    expect(screen.getAllByText(OFFLINE)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});

describe('without handed credentials', () => {
  it.each<[string, Record<string, unknown>]>([
    ['no autoLogin data', {}],
    ['autoLogin cleared (null)', { autoLogin: null }],
    ['autoLogin without a password', { autoLogin: { username: 'sam.rivera' } }],
  ])('%s: the login form, and no call', async (_case, data) => {
    const api = mockApi();
    renderAutoLogin(data);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(api.requests('userLogin')).toEqual([]);
    for (const heading of Object.values(HEADINGS))
      expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
  });
});
