/**
 * The generated login screen as the mobile-app wrapper shows it: the real post-login and
 * mobile actions and blocks (src/screens/mobile), a user agent and a fake bridge on
 * window.borrowerPortalApp, and login/tokenlogin answered by msw beside the post-login
 * harness's fake API. The device context is derived from the user agent as the app's
 * useScreenContext derives it.
 */
import { render } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { http } from 'msw';
import { afterEach, vi } from 'vitest';
import type { LoginResponse } from '../../../../src/api/login';
import { detectMobileApp } from '../../../../src/api/mobileApp';
import { setSignInToken } from '../../../../src/app/session/store';
import {
  createOptions,
  createRuleBook,
  EngineProvider,
  ScreenRenderer,
  type BlockWidgetProps,
  type SettingsLayers,
} from '../../../../src/engine';
import { optionSpecs } from '../../../../src/generated/options';
import { rulesFiles } from '../../../../src/generated/rules';
import login from '../../../../src/generated/screens/login';
import { createMobileActions } from '../../../../src/screens/mobile/actions';
import { AppStorePrompt } from '../../../../src/screens/mobile/AppStorePrompt';
import { MobileDevice } from '../../../../src/screens/mobile/MobileDevice';
import { createPostLoginActions } from '../../../../src/screens/postLogin/actions';
import { AgreementsStep } from '../../../../src/screens/postLogin/AgreementsStep';
import { Announcement } from '../../../../src/screens/postLogin/Announcement';
import { createPostLoginFlow, type FlowDeps } from '../../../../src/screens/postLogin/flow';
import { createProjectAjv, describeErrors, schemaValidator } from '../../../../tools/project.ts';
import { server } from '../../../support/msw';
import { testContext, testRegistry, testSettings } from '../../../support/engine';
import { answer, badRequests, login as loginAnswer, refused } from '../postLogin/api';
import { usePostLoginHarness } from '../postLogin/harness';

export const STORE_URLS = {
  AppStoreUrlAndroid: 'https://play.google.com/store/apps/details?id=com.example.portal',
  AppStoreUrlIos: 'https://apps.apple.com/app/example-portal/id1234567890',
};

export {
  BIOMETRIC_TOKEN,
  FIRST_RUN,
  installBridge,
  OPTED_IN,
  USER_AGENTS,
} from '../../../support/mobileBridge';

/** The post-login harness's resets, and no bridge, user agent or stubbed global left behind. */
export function useMobileHarness() {
  usePostLoginHarness();
  afterEach(() => {
    delete window.borrowerPortalApp;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

export interface MobileLoginOptions {
  userAgent: string;
  options?: Record<string, unknown>;
  layers?: SettingsLayers;
  /** False: the MobileDevice block's idle chunk has not loaded yet, so the device is not in the data. */
  deviceBlockLoaded?: boolean;
}

/** The login screen in a browser with this user agent (and whatever bridge the test installed). */
export function renderMobileLogin({
  userAgent,
  options = STORE_URLS,
  layers,
  deviceBlockLoaded = true,
}: MobileLoginOptions) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const app = detectMobileApp(userAgent);
  const deps = {
    completeSignIn: vi.fn<FlowDeps['completeSignIn']>(),
    abandon: vi.fn<FlowDeps['abandon']>(),
    continueOnLogin: vi.fn<FlowDeps['continueOnLogin']>(),
    setSignInToken,
    preloadDashboard: vi.fn<NonNullable<FlowDeps['preloadDashboard']>>(),
  };
  const flow = createPostLoginFlow(deps);
  const actions = { ...createPostLoginActions(flow), ...createMobileActions(flow) };
  const blocks = {
    agreements: (props: BlockWidgetProps) => <AgreementsStep {...props} flow={flow} />,
    announcement: Announcement,
    appStorePrompt: AppStorePrompt,
    // Not loaded yet: the idle chunk of the app's blocks has not arrived, nothing publishes the device.
    mobileDevice: deviceBlockLoaded ? MobileDevice : () => null,
  };
  const context = testContext({
    route: { path: 'home/login', params: {} },
    device: { mobileApp: app.inApp, appVersion: app.appVersion, compact: true, production: false },
  });
  const user = userEvent.setup();
  const view = render(
    <EngineProvider
      settings={testSettings(layers)}
      // The demo institution's customer credentials: its login names are longer than 12.
      options={createOptions({ UseCustomerCredentials: true, ...options }, optionSpecs)}
      rules={createRuleBook(rulesFiles)}
      registry={testRegistry(actions, blocks)}
    >
      <ScreenRenderer screen={login} context={context} />
    </EngineProvider>,
  );
  return { ...view, user, deps };
}

const ajv = createProjectAjv();

export interface TokenLoginCall {
  body: unknown;
  apiVersion: string | null;
}

/**
 * Answers POST /api/login/tokenlogin (api/login.json TokenLoginRequest): a login answer with
 * the changes, or the status given; a body that does not conform is a 400 and fails the test.
 */
export function mockTokenLogin(reply: Partial<LoginResponse> | number = {}): TokenLoginCall[] {
  const calls: TokenLoginCall[] = [];
  const validate = schemaValidator(ajv, 'api/login.json#/$defs/TokenLoginRequest');
  server.use(
    http.post('/api/login/tokenlogin', async ({ request }) => {
      const body: unknown = await request.json();
      calls.push({ body, apiVersion: request.headers.get('ApiVersion') });
      if (!validate(body)) {
        badRequests.push(`tokenLogin ${JSON.stringify(body)}:\n${describeErrors(validate)}`);
        return refused(400, 'BadRequest');
      }
      if (typeof reply === 'number') return refused(reply, 'Invalid');
      return answer('api/login.json#/$defs/LoginResponse', loginAnswer(reply));
    }),
  );
  return calls;
}
