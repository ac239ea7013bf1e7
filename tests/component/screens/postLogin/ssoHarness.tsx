/**
 * The single sign-on landing (screen-definitions/sso.json) two ways: alone, with a fake
 * app side of the flow that records abandon, continueOnLogin and completeSignIn; and in the
 * whole app (real routes, shells, registry and signInFlow) with the generated sso and
 * login screens and a test dashboard. POST login/ssologin is answered by msw with its
 * request and answer checked against schemas/api, as api.ts does for the other calls.
 */
import { render } from '@testing-library/react';
export { violations } from '../../../support/axe';
export { stubLocation } from '../../../support/location';
import { http } from 'msw';
import { StrictMode } from 'react';
import { type InitialEntry } from 'react-router-dom';
import { vi } from 'vitest';
import type { LoginResponse } from '../../../../src/api/login';
import { createRegistry } from '../../../../src/app/registry';
import { clearSession, setSignInToken } from '../../../../src/app/session/store';
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
import { screens } from '../../../../src/generated/screens';
import sso from '../../../../src/generated/screens/sso';
import { createPostLoginFlow, type FlowDeps } from '../../../../src/screens/postLogin/flow';
import { SsoSignIn } from '../../../../src/screens/postLogin/SsoSignIn';
import { createProjectAjv, describeErrors, schemaValidator } from '../../../../tools/project.ts';
import { server } from '../../../support/msw';
import { testContext, testRegistry, testSettings } from '../../../support/engine';
import { entryOf, TEST_SCREENS, mountApp } from '../../app/portalHarness';
import { answer, badRequests, login, refused, type ApiRequest, type Resolver } from './api';

export const SSO_URL = 'https://sso.example.com/login';
/** Single sign-on in use (rules/login.json usesSingleSignOn needs both). */
export const SSO = { SingleSignOn: true, SsoLoginUrl: SSO_URL };
export const SIGNING_IN = 'Signing you in…';

const ajv = createProjectAjv();
const REQUEST = 'api/login.json#/$defs/SsoLoginRequest';
const RESPONSE = 'api/login.json#/$defs/SsoLoginResponse';

/** A signed-in answer: a full login response that conforms to SsoLoginResponse. */
export const ssoSignsIn =
  (changes: Partial<LoginResponse> = {}): Resolver =>
  () =>
    answer(RESPONSE, login(changes));

/** The token was not accepted: IsLoggedIn false alone. */
export const ssoNotAccepted: Resolver = () => answer(RESPONSE, { IsLoggedIn: false });

/** Answers POST /api/login/ssologin; a body that does not conform is a bad request (the harness fails the test). */
export function mockSsoLogin(resolver: Resolver = ssoSignsIn()) {
  const requests: ApiRequest[] = [];
  server.use(
    http.post('/api/login/ssologin', async ({ request }) => {
      const text = await request.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      const call = { body, userToken: request.headers.get('UserToken') };
      requests.push(call);
      const validate = schemaValidator(ajv, REQUEST);
      if (!validate(body)) {
        badRequests.push(`ssoLogin ${JSON.stringify(body)}:\n${describeErrors(validate)}`);
        return refused(400, 'BadRequest');
      }
      return resolver(call);
    }),
  );
  return { requests: () => requests, bodies: () => requests.map((request) => request.body) };
}

export interface SsoRenderOptions {
  options?: Record<string, unknown>;
  layers?: SettingsLayers;
  /** In React's StrictMode, which runs effects twice in development. */
  strict?: boolean;
}

/** The landing alone at home/sso/{token} (no token: the parameter left out). */
export function renderLanding(token: string | undefined, { options, layers, strict }: SsoRenderOptions = {}) {
  const deps = {
    completeSignIn: vi.fn<FlowDeps['completeSignIn']>(),
    abandon: vi.fn<FlowDeps['abandon']>(),
    continueOnLogin: vi.fn<FlowDeps['continueOnLogin']>(),
    setSignInToken,
  };
  const flow = createPostLoginFlow(deps);
  const blocks = { ssoSignIn: (props: BlockWidgetProps) => <SsoSignIn {...props} flow={flow} /> };
  const context = testContext({
    route: { path: `home/sso/${token ?? ''}`, params: token === undefined ? {} : { token } },
  });
  const landing = (
    <EngineProvider
      settings={testSettings(layers)}
      options={createOptions(options ?? SSO, optionSpecs)}
      rules={createRuleBook(rulesFiles)}
      registry={testRegistry({}, blocks)}
    >
      <ScreenRenderer screen={sso} context={context} />
    </EngineProvider>
  );
  const view = render(strict ? <StrictMode>{landing}</StrictMode> : landing);
  return { ...view, deps };
}

const APP_SCREENS = [
  ...screens.filter((entry) => entry.id === 'sso' || entry.id === 'login'),
  ...TEST_SCREENS.filter((definition) => definition.id === 'dashboard').map(entryOf),
];

/** The whole app, signed out, at a path (or a location with history state), with the app's own registry and sign-in flow. */
export function renderSsoPortal(path: InitialEntry, { options, layers, strict }: SsoRenderOptions = {}) {
  clearSession();
  return mountApp({
    path,
    screens: APP_SCREENS,
    registry: createRegistry(),
    options: options ?? SSO,
    layers,
    strict,
  });
}

/** axe (WCAG 2.1 A/AA and best practice) over the page; jsdom computes no colours. */
