/**
 * Moving through the registration wizard (spec 01 §2 'Self-registration wizard', §4
 * 'Registration sections', §6): Go Back keeping the entries, the tabs, focus following the
 * step, the maintenance check when the screen opens and before every section change, the
 * links back to login, and the route closed under single sign-on.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubLocation } from '../../../support/location';
import { refused, type Resolver } from '../postLogin/api';
import { maintenance, mockRegisterApi } from './api';
import {
  COMPLETES,
  currentUrl,
  fillLogon,
  fillPersonal,
  fillSecurity,
  findControl,
  findStep,
  PERSON,
  pressContinue,
  reachLogon,
  renderRegister,
  SECURITY,
  stepSection,
  useRegisterHarness,
  type RegisterView,
} from './harness';

useRegisterHarness();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const OFFLINE = 'The site is offline for maintenance. Please try again later.';

const tabs = () => within(screen.getByRole('navigation', { name: 'Registration steps' }));
const tabStates = () =>
  tabs()
    .getAllByRole('button')
    .map((tab) => [
      tab.textContent,
      !(tab as HTMLButtonElement).disabled,
      tab.getAttribute('aria-current') === 'step',
    ]);

const goBack = (view: RegisterView, step: Parameters<typeof stepSection>[0]) =>
  view.user.click(within(stepSection(step)).getByRole('button', { name: 'Go Back' }));

/** The login screen once it has replaced the registration. */
async function loginScreen() {
  const login = await waitFor(() => {
    const element = document.querySelector<HTMLElement>('[data-screen="login"]');
    expect(element).not.toBeNull();
    return element!;
  });
  return within(login);
}

describe('Go Back', () => {
  it('from Security to Personal Data and on again, every entry kept', async () => {
    mockRegisterApi();
    const view = renderRegister();
    await findStep('personalInfo');
    await fillPersonal(view, {}, { entry: 'pasting' });
    await pressContinue(view, 'personalInfo');
    const security = await findStep('security');
    await view.user.type(security.getByLabelText('Place of Birth'), SECURITY.placeOfBirth);

    await goBack(view, 'security');
    const personal = await findStep('personalInfo');
    expect(personal.getByRole('radio', { name: 'Loan' })).toBeChecked();
    expect(await findControl(stepSection('personalInfo'), 'Account Number')).toHaveValue('01-123456-7');
    expect(personal.getByLabelText('First Name')).toHaveValue(PERSON.firstName);
    expect(personal.getByLabelText('Last Name')).toHaveValue(PERSON.lastName);
    expect(personal.getByLabelText('Email Address')).toHaveValue(PERSON.email);
    expect(await findControl(stepSection('personalInfo'), 'Date of Birth')).toHaveValue('04/12/1985');
    expect(await findControl(stepSection('personalInfo'), 'Phone Number')).toHaveValue('(801) 555-0142');

    await pressContinue(view, 'personalInfo');
    const again = await findStep('security');
    expect(again.getByLabelText('Place of Birth')).toHaveValue(SECURITY.placeOfBirth);
  });

  it('from Registration to Security, its entries kept', async () => {
    mockRegisterApi();
    const view = renderRegister();
    const logon = await reachLogon(view);
    await view.user.type(logon.getByLabelText('Login Name'), 'sam.rivera');
    await goBack(view, 'logonInfo');
    const security = await findStep('security');
    expect(security.getByLabelText('Security Question')).toHaveDisplayValue(SECURITY.question);
    expect(security.getByLabelText('Secret Answer')).toHaveValue(SECURITY.answer);
    await pressContinue(view, 'security');
    expect((await findStep('logonInfo')).getByLabelText('Login Name')).toHaveValue('sam.rivera');
  });
});

describe('tabs', () => {
  it('light the current step; later ones are disabled until reached by Continue', async () => {
    mockRegisterApi();
    const view = renderRegister();
    await findStep('personalInfo');
    expect(tabStates()).toEqual([
      ['Personal Data', true, true],
      ['Security', false, false],
      ['Registration', false, false],
    ]);
    await fillPersonal(view, {}, { entry: 'pasting' });
    await pressContinue(view, 'personalInfo');
    await findStep('security');
    expect(tabStates()).toEqual([
      ['Personal Data', true, false],
      ['Security', true, true],
      ['Registration', false, false],
    ]);
    await fillSecurity(view, {}, { entry: 'pasting' });
    await pressContinue(view, 'security');
    await findStep('logonInfo');
    expect(tabStates()).toEqual([
      ['Personal Data', true, false],
      ['Security', true, false],
      ['Registration', true, true],
    ]);
  });

  it('an earlier tab leads back to its step with the entries kept', async () => {
    const api = mockRegisterApi();
    const view = renderRegister();
    await reachLogon(view);
    const checks = api.requests('maintenanceMode').length;
    await view.user.click(tabs().getByRole('button', { name: 'Personal Data' }));
    const personal = await findStep('personalInfo');
    expect(personal.getByLabelText('Last Name')).toHaveValue(PERSON.lastName);
    expect(tabStates()[0]).toEqual(['Personal Data', true, true]);
    // The section change checked maintenance first.
    expect(api.requests('maintenanceMode')).toHaveLength(checks + 1);
  });

  it("focus moves to the heading of the step shown (the step's name labels its section)", async () => {
    mockRegisterApi();
    const view = renderRegister();
    await findStep('personalInfo');
    await fillPersonal(view, {}, { entry: 'pasting' });
    await pressContinue(view, 'personalInfo');
    const security = await findStep('security');
    const heading = security.getByRole('heading', { name: 'Security Information' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(stepSection('security')).toHaveAccessibleName('Security');
  });
});

describe('maintenance mode', () => {
  it('on when the screen opens: to the login screen, which says the site is offline', async () => {
    mockRegisterApi({ maintenanceMode: maintenance(true) });
    const view = renderRegister();
    await waitFor(() => expect(currentUrl(view.router)).toBe('/home/login?error=down'));
    const login = await loginScreen();
    expect(login.getByText(OFFLINE)).toBeInTheDocument();
    expect(login.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('a check that fails when the screen opens lets the user go on', async () => {
    mockRegisterApi({ maintenanceMode: () => refused(500, 'ServerError') });
    const view = renderRegister();
    await findStep('personalInfo');
    expect(currentUrl(view.router)).toBe('/home/register');
  });

  /** Maintenance off when the screen opens, then as `later` says for every section change. */
  function turnsOn(later: Resolver): Resolver {
    let checks = 0;
    return (request) => (++checks === 1 ? maintenance(false)(request) : later(request));
  }

  const toSecurity = async (view: RegisterView) => {
    await findStep('personalInfo');
    await fillPersonal(view, {}, { entry: 'pasting' });
    await pressContinue(view, 'personalInfo');
    await findStep('security');
    await fillSecurity(view, {}, { entry: 'pasting' });
  };
  const toLogon = async (view: RegisterView) => {
    await reachLogon(view);
    await fillLogon(view, {}, { entry: 'pasting' });
  };

  /** Where the user is when maintenance starts, and the section change they then make. */
  const CHANGES: [string, (view: RegisterView) => Promise<unknown>, (view: RegisterView) => Promise<void>][] =
    [
      [
        'Continue on Personal Data',
        async (view) => {
          await findStep('personalInfo');
          await fillPersonal(view, {}, { entry: 'pasting' });
        },
        (view) => pressContinue(view, 'personalInfo'),
      ],
      ['Continue on Security', toSecurity, (view) => pressContinue(view, 'security')],
      ['Go Back on Security', toSecurity, (view) => goBack(view, 'security')],
      ['Go Back on Registration', toLogon, (view) => goBack(view, 'logonInfo')],
      [
        'Create Account',
        toLogon,
        (view) =>
          view.user.click(within(stepSection('logonInfo')).getByRole('button', { name: 'Create Account' })),
      ],
      ['a tab click', toLogon, (view) => view.user.click(tabs().getByRole('button', { name: 'Security' }))],
    ];

  it.each(CHANGES)('on at %s: to login?error=down, nothing sent', async (_case, before, change) => {
    let on = false;
    const api = mockRegisterApi({ maintenanceMode: (request) => maintenance(on)(request) });
    const view = renderRegister({ options: COMPLETES });
    await before(view);
    on = true;
    await change(view);
    await waitFor(() => expect(currentUrl(view.router)).toBe('/home/login?error=down'));
    expect((await loginScreen()).getByText(OFFLINE)).toBeInTheDocument();
    expect(api.requests('generateCode')).toEqual([]);
    expect(api.requests('registerUser')).toEqual([]);
  });

  it('a check that fails at a section change: the generic message, and the step stays', async () => {
    const view = renderRegister();
    mockRegisterApi({ maintenanceMode: turnsOn(() => refused(500, 'ServerError')) });
    await findStep('personalInfo');
    await fillPersonal(view, {}, { entry: 'pasting' });
    await pressContinue(view, 'personalInfo');
    await waitFor(() =>
      expect(within(stepSection('personalInfo')).getByRole('alert')).toHaveTextContent(
        'Something went wrong. Please try again later.',
      ),
    );
    expect(stepSection('security')).not.toBeVisible();
    expect(currentUrl(view.router)).toBe('/home/register');
  });
});

describe('the way back to login', () => {
  it.each(['Cancel', 'Return to Login'])('%s opens the login screen', async (name) => {
    mockRegisterApi();
    const view = renderRegister();
    await findStep('personalInfo');
    await view.user.click(screen.getByRole('link', { name }));
    await waitFor(() => expect(currentUrl(view.router)).toBe('/home/login'));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('the links are there on every step', async () => {
    mockRegisterApi();
    const view = renderRegister();
    await reachLogon(view);
    expect(screen.getByRole('link', { name: 'Cancel' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Login' })).toBeVisible();
  });
});

describe('single sign-on', () => {
  const SSO = { SingleSignOn: true, SsoLoginUrl: 'https://sso.example.com/login' };

  it('closes the registration: the user goes to the institution’s sign-on page', async () => {
    const location = stubLocation();
    const api = mockRegisterApi();
    const view = renderRegister({ options: SSO });
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith(SSO.SsoLoginUrl));
    expect(currentUrl(view.router)).toBe('/home/login');
    expect(document.querySelector('[data-screen="register"]')).toBeNull();
    expect(api.order()).toEqual([]);
  });

  it('single sign-on without its URL leaves the registration open', async () => {
    mockRegisterApi();
    const view = renderRegister({ options: { SingleSignOn: true } });
    await findStep('personalInfo');
    expect(currentUrl(view.router)).toBe('/home/register');
  });
});
