/**
 * The logon step of the registration wizard (spec 01 §2 step 4, §5 'Registration, logon
 * step'): login name, password (legacy rules or the server's rule list with its checklist),
 * confirmation and the registration agreements, each message with the spec's wording.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SettingsLayers } from '../../../../src/engine';
import { mockRegisterApi, rulesAnswer, type RuleSetAnswer } from './api';
import {
  COMPLETES,
  fieldMessages,
  reachLogon,
  renderRegister,
  useRegisterHarness,
  type RegisterView,
} from './harness';

useRegisterHarness();

// Following a link is not something jsdom does; the tests only need the click.
function noNavigation(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
}
beforeEach(() => document.addEventListener('click', noNavigation));
afterEach(() => {
  document.removeEventListener('click', noNavigation);
  cleanup();
});

const messageOf = fieldMessages('logon');

interface Setup {
  options?: Record<string, unknown>;
  layers?: SettingsLayers;
  passwordRules?: RuleSetAnswer;
  logonRules?: RuleSetAnswer;
}

async function open({ options = {}, layers = {}, passwordRules, logonRules }: Setup = {}) {
  const api = mockRegisterApi({
    ...(passwordRules ? { passwordRules: rulesAnswer(passwordRules) } : {}),
    ...(logonRules ? { logonRules: rulesAnswer(logonRules) } : {}),
  });
  const view = renderRegister({ options, layers });
  const inStep = await reachLogon(view);
  return { view, api, inStep };
}

const createAccount = (view: RegisterView) =>
  view.user.click(screen.getByRole('button', { name: 'Create Account' }));

const AGREEMENT_URL = '/content/online-banking-agreement.html';
const agreements = (...texts: string[]): SettingsLayers => ({
  shared: { agreements: Object.fromEntries(texts.map((text, index) => [`agreement${index + 1}`, text])) },
});

describe('heading and prompt', () => {
  it('says Create Account and asks for a username and password', async () => {
    const { inStep } = await open();
    expect(inStep.getByRole('heading', { name: 'Create Account', level: 2 })).toBeInTheDocument();
    expect(inStep.getByText('Please choose a username and password.')).toBeInTheDocument();
  });
});

describe('password fields wait for the login name', () => {
  it('are disabled while the login name is empty, and say why', async () => {
    const { view, inStep } = await open();
    const password = inStep.getByLabelText('Password');
    expect(password).toBeDisabled();
    expect(inStep.getByLabelText('Confirm Password')).toBeDisabled();
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Enter a login name first.'));
    await view.user.type(inStep.getByLabelText('Login Name'), 'sam.rivera');
    expect(password).toBeEnabled();
    expect(inStep.getByLabelText('Confirm Password')).toBeEnabled();
  });

  it('reveal the password on request', async () => {
    const { view, inStep } = await open();
    await view.user.type(inStep.getByLabelText('Login Name'), 'sam.rivera');
    await view.user.type(inStep.getByLabelText('Password'), 'Harbor42x');
    await view.user.click(inStep.getByRole('button', { name: 'Show Password' }));
    expect(inStep.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });
});

describe('submitting the logon step', () => {
  it('empty: "Login Name is required."', async () => {
    const { view } = await open({ options: COMPLETES });
    await createAccount(view);
    await waitFor(() => expect(messageOf('userName')).toBe('Login Name is required.'));
  });

  it('with a login name only: the password and its confirmation are required', async () => {
    const { view, inStep, api } = await open();
    await view.user.type(inStep.getByLabelText('Login Name'), 'sam.rivera');
    await createAccount(view);
    await waitFor(() => expect(messageOf('password')).toBe('Password is required.'));
    expect(messageOf('confirmPassword')).toBe('Password confirmation required');
    expect(api.requests('registerUser')).toEqual([]);
  });

  it.each<[string, string, string, string, Record<string, unknown>?]>([
    ['login name shorter than UserNameMinimumLength (8)', 'userName', 'sam.riv', 'Username is too short.'],
    ['login name with a space', 'userName', 'sam rivera', 'Username should only contain valid characters'],
    ['login name with a !', 'userName', 'sam.rivera!', 'Username should only contain valid characters'],
    [
      'UserNameMinimumLength 10',
      'userName',
      'sam.river',
      'Username is too short.',
      { UserNameMinimumLength: 10 },
    ],
  ])('%s', async (_rule, field, value, message, options = {}) => {
    const { view, inStep } = await open({ options });
    await view.user.type(inStep.getByLabelText('Login Name'), value);
    await createAccount(view);
    await waitFor(() => expect(messageOf(field)).toBe(message));
  });

  it.each<[string, string, string, Record<string, unknown>?]>([
    ['shorter than PasswordMinimumLength (8)', 'Harb42x', 'Password must be at least 8 characters'],
    [
      'PasswordMinimumLength 10',
      'Harbor42x',
      'Password must be at least 10 characters',
      { PasswordMinimumLength: 10 },
    ],
    ['letters only', 'Harborxyz', 'Password must contain letters and a number.'],
    ['digits only', '123456789', 'Password must contain letters and a number.'],
    ['containing the login name', 'xsam.rivera1', 'Password cannot contain your username.'],
    ['containing the SSN', 'a987654321', 'Password cannot contain your Social Security Number.'],
  ])('legacy password %s', async (_rule, password, message, options = {}) => {
    const { view, inStep } = await open({ options });
    await view.user.type(inStep.getByLabelText('Login Name'), 'sam.rivera');
    await view.user.type(inStep.getByLabelText('Password'), password);
    await view.user.type(inStep.getByLabelText('Confirm Password'), password);
    await createAccount(view);
    await waitFor(() => expect(messageOf('password')).toBe(message));
  });

  it('login name and password take at most 12 characters: a 13th is not typed', async () => {
    const { view, inStep } = await open();
    for (const label of ['Login Name', 'Password', 'Confirm Password']) {
      const input = inStep.getByLabelText(label);
      expect(input).toHaveAttribute('maxlength', '12');
      if (label === 'Login Name') await view.user.type(input, 'sam.rivera.12');
      else await view.user.type(input, 'Harbor42xyzw1');
    }
    expect(inStep.getByLabelText('Login Name')).toHaveValue('sam.rivera.1');
    expect(inStep.getByLabelText('Password')).toHaveValue('Harbor42xyzw');
  });

  it('UseCustomerCredentials: login name and password up to 128', async () => {
    const { view, inStep } = await open({ options: COMPLETES });
    await view.user.type(inStep.getByLabelText('Login Name'), 'sam.rivera.longer.name');
    await view.user.type(inStep.getByLabelText('Password'), 'Harbor42x-longer-than-twelve');
    await view.user.type(inStep.getByLabelText('Confirm Password'), 'Harbor42x-longer-than-twelve');
    await createAccount(view);
    await waitFor(() => expect(screen.getByText('Registration Complete')).toBeInTheDocument());
  });

  it('a confirmation that differs: "Password does not match"', async () => {
    const { view, inStep } = await open();
    await view.user.type(inStep.getByLabelText('Login Name'), 'sam.rivera');
    await view.user.type(inStep.getByLabelText('Password'), 'Harbor42x');
    await view.user.type(inStep.getByLabelText('Confirm Password'), 'Harbor42y');
    await createAccount(view);
    await waitFor(() => expect(messageOf('confirmPassword')).toBe('Password does not match'));
  });

  it('ConfirmPassword off: no confirmation is asked', async () => {
    const { inStep } = await open({ options: { ConfirmPassword: false } });
    expect(inStep.queryByLabelText('Confirm Password')).not.toBeInTheDocument();
  });
});

describe('with the rule list (UseCustomerCredentials and PasswordRuleList)', () => {
  const RULE_LIST = { UseCustomerCredentials: true, PasswordRuleList: true };
  const CAPITAL_NUMBER_SPECIAL: RuleSetAnswer = {
    MinimumLength: 8,
    PasswordValidationRules: [
      { ValidationRuleType: 0, RegexMatchMeansError: false },
      { ValidationRuleType: 3, RegexMatchMeansError: false },
      { ValidationRuleType: 4, RegexMatchMeansError: false },
      { ValidationRuleType: 10, RegexMatchMeansError: false },
    ],
  };

  it('shows the checklist of the loaded rules beside the password', async () => {
    const { inStep } = await open({ options: RULE_LIST, passwordRules: CAPITAL_NUMBER_SPECIAL });
    expect(inStep.getByText('Your password must:')).toBeInTheDocument();
    expect(inStep.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '•Be at least 8 characters long (not met)',
      '•Contain a capital letter (not met)',
      '•Contain a number (not met)',
      '•Contain a special character (not met)',
      '•Not contain your login name (not met)',
      '•Not be a password you have used before (not met)',
    ]);
  });

  it('without the rule list there is no checklist', async () => {
    const { inStep } = await open({
      options: { UseCustomerCredentials: true },
      passwordRules: CAPITAL_NUMBER_SPECIAL,
    });
    expect(inStep.queryByText('Your password must:')).not.toBeInTheDocument();
  });

  it.each([
    ['no capital', 'harbor#42x', 'Password must contain a capital letter.'],
    ['no number', 'Harbor#xyz', 'Password must contain a number.'],
    ['no special character', 'Harbor42xy', 'Password must contain a special character.'],
    ['containing the login name', 'Sam.Rivera#1', 'Password cannot contain your login name.'],
  ])('an unmet rule is the message: %s', async (_rule, password, message) => {
    const { view, inStep } = await open({ options: RULE_LIST, passwordRules: CAPITAL_NUMBER_SPECIAL });
    await view.user.type(inStep.getByLabelText('Login Name'), 'sam.rivera');
    await view.user.type(inStep.getByLabelText('Password'), password);
    await view.user.type(inStep.getByLabelText('Confirm Password'), password);
    await createAccount(view);
    await waitFor(() => expect(messageOf('password')).toBe(message));
  });

  it("the login name is checked against the server's logon rules", async () => {
    const { view, inStep } = await open({
      options: RULE_LIST,
      logonRules: {
        MinimumLength: 8,
        PasswordValidationRules: [{ ValidationRuleType: 3, RegexMatchMeansError: false }],
      },
    });
    await view.user.type(inStep.getByLabelText('Login Name'), 'sam.rivera');
    await createAccount(view);
    await waitFor(() => expect(messageOf('userName')).toBe('Username must contain a number.'));
  });
});

describe('agreements', () => {
  const OBA = `${AGREEMENT_URL}|1/15/2025|Online Banking Agreement|registration`;
  const PRIVACY = '/content/privacy.html|1/15/2025|Privacy Notice|login, registration';
  const LOGIN_ONLY = '/content/login-only.html|1/15/2025|Login Terms|login';
  const FUTURE = '/content/future.html|1/15/2099|Future Terms|registration';

  it('one box per agreement whose types include registration and whose date has come', async () => {
    const { inStep } = await open({ layers: agreements(OBA, LOGIN_ONLY, PRIVACY, FUTURE) });
    expect(inStep.getAllByRole('checkbox').map((box) => box.getAttribute('name'))).toHaveLength(2);
    expect(
      inStep.getByRole('checkbox', { name: 'I agree to the Online Banking Agreement' }),
    ).not.toBeChecked();
    expect(inStep.getByRole('checkbox', { name: 'I agree to the Privacy Notice' })).not.toBeChecked();
    expect(inStep.queryByRole('checkbox', { name: 'I agree to the Login Terms' })).not.toBeInTheDocument();
    expect(inStep.queryByRole('checkbox', { name: 'I agree to the Future Terms' })).not.toBeInTheDocument();
    expect(
      inStep.getByRole('link', { name: /^Read the Online Banking Agreement ?\(opens in a new tab\)$/ }),
    ).toHaveAttribute('href', AGREEMENT_URL);
  });

  it('each must be ticked: "You must agree to the {agreement}"', async () => {
    const { view, inStep, api } = await open({ layers: agreements(OBA, PRIVACY) });
    await view.user.type(inStep.getByLabelText('Login Name'), 'sam.rivera');
    await view.user.type(inStep.getByLabelText('Password'), 'Harbor42x');
    await view.user.type(inStep.getByLabelText('Confirm Password'), 'Harbor42x');
    await view.user.click(inStep.getByRole('checkbox', { name: 'I agree to the Privacy Notice' }));
    await createAccount(view);
    await waitFor(() =>
      expect(messageOf('agreement1')).toBe('You must agree to the Online Banking Agreement'),
    );
    expect(messageOf('agreement2')).toBe('');
    expect(api.requests('registerUser')).toEqual([]);
  });

  it('AgreementClickRequired: the box is disabled with the hint until the link is opened', async () => {
    const { view, inStep } = await open({
      options: { AgreementClickRequired: true },
      layers: agreements(OBA),
    });
    const box = inStep.getByRole('checkbox', { name: 'I agree to the Online Banking Agreement' });
    expect(box).toBeDisabled();
    expect(
      inStep.getByText(
        'You must click on the link, read the Online Banking Agreement, and then return and click agree',
      ),
    ).toBeInTheDocument();
    await view.user.click(inStep.getByRole('link', { name: /^Read the Online Banking Agreement/ }));
    expect(box).toBeEnabled();
  });

  it('an agreement setting that cannot be read is a setup error on the screen', async () => {
    mockRegisterApi();
    renderRegister({ layers: agreements('not|an agreement') });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The agreements are not set up correctly. Please contact your institution.',
    );
  });
});
