/**
 * The generated login screen (screen-definitions/login.json) with the real post-login
 * actions, flow, agreements step and announcement. The app's side of the flow is a fake
 * that records completeSignIn and abandon; abandon also does what the app's navigation
 * does (a new login screen with ?error=<reason>), so tests see what the user would.
 */
import { getByLabelText, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { useMemo, useState } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { LoginResponse } from '../../../../src/api/login';
import { clearSession, setSignInToken } from '../../../../src/app/session/store';
import {
  createOptions,
  createRuleBook,
  EngineProvider,
  ScreenRenderer,
  type BlockWidgetProps,
  type ScreenContext,
  type SettingsLayers,
} from '../../../../src/engine';
import { optionSpecs } from '../../../../src/generated/options';
import { rulesFiles } from '../../../../src/generated/rules';
import login from '../../../../src/generated/screens/login';
import { createPostLoginActions } from '../../../../src/screens/postLogin/actions';
import { AgreementsStep } from '../../../../src/screens/postLogin/AgreementsStep';
import { Announcement } from '../../../../src/screens/postLogin/Announcement';
import {
  createPostLoginFlow,
  type AbandonReason,
  type FlowDeps,
} from '../../../../src/screens/postLogin/flow';
import { clearPending } from '../../../../src/screens/postLogin/pending';
import { testContext, testRegistry, testSettings } from '../../../support/engine';
import {
  badRequests,
  codeAccepted,
  loginNeedingCode,
  signsIn,
  USER_TOKEN,
  type Endpoint,
  type Resolver,
} from './api';

/** Resets what outlives a render (the sign-in in progress, the session headers, storage); fails a test that sent a bad request. */
export function usePostLoginHarness() {
  // Each test signs in and walks steps of real forms: allow for a busy machine.
  vi.setConfig({ testTimeout: 30_000 });
  beforeEach(() => {
    clearPending();
    clearSession();
    localStorage.clear();
    sessionStorage.clear();
    badRequests.length = 0;
  });
  afterEach(() => {
    expect(badRequests, 'requests that do not conform to schemas/api').toEqual([]);
  });
}

export interface LoginOptions {
  layers?: SettingsLayers;
  options?: Record<string, unknown>;
  context?: Partial<ScreenContext>;
}

interface LoginPageProps {
  context: Partial<ScreenContext>;
  onNavigate: (navigate: (reason: AbandonReason) => void) => void;
}

/** The routed login page: a new screen (no step, the reason in the query) after each abandon. */
function LoginPage({ context, onNavigate }: LoginPageProps) {
  const [visit, setVisit] = useState<{ key: number; error?: AbandonReason }>({ key: 0 });
  onNavigate((error) => setVisit((old) => ({ key: old.key + 1, error })));
  const screenContext = useMemo(
    () =>
      testContext({
        route: { path: 'home/login', params: {} },
        ...context,
        query: visit.error ? { error: visit.error } : (context.query ?? {}),
      }),
    [context, visit.error],
  );
  return <ScreenRenderer key={visit.key} screen={login} context={screenContext} />;
}

export function renderLogin({ layers, options, context = {} }: LoginOptions = {}) {
  let navigate: (reason: AbandonReason) => void = () => {};
  const deps = {
    completeSignIn: vi.fn<FlowDeps['completeSignIn']>(),
    abandon: vi.fn<FlowDeps['abandon']>((reason) => navigate(reason)),
    continueOnLogin: vi.fn<FlowDeps['continueOnLogin']>(),
    setSignInToken,
    preloadDashboard: vi.fn<NonNullable<FlowDeps['preloadDashboard']>>(),
  };
  const flow = createPostLoginFlow(deps);
  const blocks = {
    agreements: (props: BlockWidgetProps) => <AgreementsStep {...props} flow={flow} />,
    announcement: Announcement,
  };
  const user = userEvent.setup();
  const view = render(
    <EngineProvider
      settings={testSettings(layers)}
      // The demo institution's customer credentials: its login names are longer than 12.
      options={createOptions({ UseCustomerCredentials: true, ...options }, optionSpecs)}
      rules={createRuleBook(rulesFiles)}
      registry={testRegistry(createPostLoginActions(flow), blocks)}
    >
      <LoginPage
        context={context}
        onNavigate={(go) => {
          navigate = go;
        }}
      />
    </EngineProvider>,
  );
  return { ...view, user, deps };
}

export type LoginView = ReturnType<typeof renderLogin>;

/** Types the credentials and presses Sign In. */
export async function signIn(
  { user }: LoginView,
  username = 'demo.borrower',
  password = 'Borrower#2026',
): Promise<void> {
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

/** The heading of each step (postLogin.*Heading defaults). */
export const HEADINGS = {
  securityCode: 'Enter your security code',
  ssnValidation: 'Verify your identity',
  passwordChange: 'Password Change Required',
  secretQuestion: 'Set up a security question',
  agreements: 'Review and accept',
} as const;

export type StepName = keyof typeof HEADINGS;

/** Waits for a step to show, and checks that it is the only one (and the login form is gone). */
export async function findStep(step: StepName): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: HEADINGS[step], level: 2 });
  for (const [other, text] of Object.entries(HEADINGS))
    if (other !== step) expect(screen.queryByRole('heading', { name: text })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
  const section = heading.closest('section')!;
  // A lazy widget (the new password's) holds its place with a busy, disabled input until its
  // code is there: a test that read or typed into that input would find no field at all.
  await waitFor(() => expect(section.querySelector('[aria-busy="true"]')).toBeNull());
  return section;
}

/** Waits until no step and no login form is shown: the queue is done. */
export async function waitForDone(): Promise<void> {
  await waitFor(() => {
    for (const text of Object.values(HEADINGS))
      expect(screen.queryByRole('heading', { name: text })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
  });
}

/** Waits for the login form (after a cancel), with the banner of the reason. */
export async function findLoginForm(): Promise<HTMLElement> {
  return screen.findByRole('button', { name: 'Sign In' });
}

/** The settings layer of the institution's agreements (agreements.agreement1 …). */
export function agreementSettings(...agreements: string[]): SettingsLayers {
  return {
    shared: {
      agreements: Object.fromEntries(agreements.map((text, index) => [`agreement${index + 1}`, text])),
    },
  };
}

export const AGREEMENT_URL = '/content/online-banking-agreement.html';
export const AGREEMENT = `${AGREEMENT_URL}|1/15/2025|Online Banking Agreement|login`;
export const CODE_TOKEN = 'session-token-after-code';
export const CHANGE_TOKEN = 'change-password-token-1';

export interface Scenario {
  /** The sign-in's answers (userlogin, and ValidateCode when a code is needed). */
  resolvers: Partial<Record<Endpoint, Resolver>>;
  options: Record<string, unknown>;
  layers: SettingsLayers;
  /** The session token once the password (and code) are through. */
  token: string;
}

/** A sign-in that needs exactly these steps, as the reference server would answer it. */
export function scenario(...steps: StepName[]): Scenario {
  const needs = new Set(steps);
  const flags: Partial<LoginResponse> = {
    EmailIsVerified: !needs.has('ssnValidation'),
    MustChangePassword: needs.has('passwordChange'),
    HasPasswordQuestion: !needs.has('secretQuestion'),
  };
  const withToken = needs.has('passwordChange') ? { ChangePasswordToken: CHANGE_TOKEN } : {};
  const code = needs.has('securityCode');
  return {
    resolvers: code
      ? {
          userLogin: signsIn(loginNeedingCode(flags)),
          validateCode: codeAccepted({ ...flags, ...withToken, UserToken: CODE_TOKEN }),
        }
      : { userLogin: signsIn({ ...flags, ...withToken }) },
    options: { SsnValidation: needs.has('ssnValidation') },
    layers: needs.has('agreements') ? agreementSettings(AGREEMENT) : {},
    token: code ? CODE_TOKEN : USER_TOKEN,
  };
}

/** Fills in a step as a user would and presses its button. */
export async function completeStep({ user }: LoginView, step: StepName): Promise<void> {
  const section = await findStep(step);
  const inStep = within(section);
  switch (step) {
    case 'securityCode':
      await user.type(inStep.getByLabelText('Security Code'), '123456');
      await user.click(inStep.getByRole('button', { name: 'Verify' }));
      return;
    case 'ssnValidation':
      await user.type(await findControl(section, 'Social Security Number'), '123456789');
      await user.click(inStep.getByRole('button', { name: 'Continue' }));
      return;
    case 'passwordChange':
      await user.type(await findControl(section, 'New Password'), 'NewPass2027');
      await user.type(inStep.getByLabelText('Confirm Password'), 'NewPass2027');
      await user.click(inStep.getByRole('button', { name: 'Change Password' }));
      return;
    case 'secretQuestion':
      await user.selectOptions(inStep.getByLabelText('Security Question'), 'In what city were you born?');
      await user.type(inStep.getByLabelText('Answer'), 'Springfield');
      await user.click(inStep.getByRole('button', { name: 'Save' }));
      return;
    case 'agreements':
      await user.click(inStep.getByRole('checkbox', { name: 'I agree to the Online Banking Agreement' }));
      await user.click(inStep.getByRole('button', { name: 'Accept and Continue' }));
      return;
  }
}

/** A control that may still be loading (the masked widgets are lazy). */
export async function findControl(within: HTMLElement, label: string): Promise<HTMLElement> {
  return waitFor(() => {
    const control = getByLabelText(within, label);
    expect(control).not.toHaveAttribute('aria-busy');
    return control;
  });
}
