/**
 * The SSN, change-password and security-question steps (spec 01 "Other post-login steps",
 * §5, §8 "Other sign-in steps", "Reset password errors"), and the whole queue in the
 * order of spec 01 §4.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, mockApi, refused, USER_SESSION, USER_TOKEN } from './api';
import {
  CHANGE_TOKEN,
  CODE_TOKEN,
  completeStep,
  findControl,
  findStep,
  renderLogin,
  scenario,
  signIn,
  usePostLoginHarness,
  waitForDone,
  type StepName,
} from './harness';

usePostLoginHarness();

const VERIFY_NEW_USER = 'api/login.json#/$defs/VerifyNewUserResponse';
/** The record the session starts with when the agreements step accepted the agreement today. */
const ACCEPTED = [
  {
    Name: 'Online Banking Agreement',
    DateOfTerms: '2025-01-15',
    DateOfAgreement: '2026-11-22',
    AgreementType: 11337,
  },
];
const RESET_PASSWORD = 'api/login.json#/$defs/ResetPasswordResponse';

describe('the whole queue', () => {
  it('runs security code, SSN, password change, security question and agreements in order, then signs in', async () => {
    const setup = scenario('securityCode', 'ssnValidation', 'passwordChange', 'secretQuestion', 'agreements');
    const api = mockApi(setup.resolvers);
    const view = renderLogin({ options: setup.options, layers: setup.layers });
    await signIn(view);

    for (const step of [
      'securityCode',
      'ssnValidation',
      'passwordChange',
      'secretQuestion',
      'agreements',
    ] as const) {
      await findStep(step);
      expect(view.deps.completeSignIn).not.toHaveBeenCalled();
      await completeStep(view, step);
    }
    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(view.deps.completeSignIn).toHaveBeenCalledWith(CODE_TOKEN, USER_SESSION, ACCEPTED);
    expect(view.deps.abandon).not.toHaveBeenCalled();
    await waitForDone();

    // A maintenance check after each step, and the session data last.
    expect(api.order()).toEqual([
      'userLogin',
      'validateCode',
      'maintenanceMode',
      'verifyNewUser',
      'maintenanceMode',
      'resetPassword',
      'maintenanceMode',
      'setPasswordQuestion',
      'maintenanceMode',
      'agreementLogging',
      'maintenanceMode',
      'userSession',
    ]);
    expect(api.bodies('verifyNewUser')).toEqual([
      {
        Credentials: { UserName: 'demo.borrower', Password: 'Borrower#2026' },
        SocialSecurityNumber: '123456789',
      },
    ]);
    expect(api.bodies('resetPassword')).toEqual([{ Enc: CHANGE_TOKEN, Password: 'NewPass2027' }]);
    expect(api.bodies('setPasswordQuestion')).toEqual([
      {
        PasswordQuestion: 'In what city were you born?',
        PasswordAnswer: 'Springfield',
        UserToken: CODE_TOKEN,
      },
    ]);
    expect(api.bodies('agreementLogging')).toEqual([
      { Agreements: [11337], UserName: 'demo.borrower', TurnEStatementsOn: false },
    ]);
    // Every call after the code carries the session token.
    const afterCode = [
      ...api.requests('verifyNewUser'),
      ...api.requests('resetPassword'),
      ...api.requests('setPasswordQuestion'),
      ...api.requests('agreementLogging'),
      ...api.requests('maintenanceMode'),
      ...api.requests('userSession'),
    ];
    expect(afterCode.map((request) => request.userToken)).toEqual(afterCode.map(() => CODE_TOKEN));
  });

  it.each<[StepName, StepName | 'done']>([
    ['securityCode', 'ssnValidation'],
    ['ssnValidation', 'passwordChange'],
    ['passwordChange', 'secretQuestion'],
    ['secretQuestion', 'agreements'],
    ['agreements', 'done'],
  ])('after %s comes %s', async (step, next) => {
    const later: StepName[] = next === 'done' ? [] : [next];
    const setup = scenario(step, ...later);
    mockApi(setup.resolvers);
    const view = renderLogin({ options: setup.options, layers: setup.layers });
    await signIn(view);
    await completeStep(view, step);
    if (next === 'done') {
      await waitFor(() =>
        expect(view.deps.completeSignIn).toHaveBeenCalledWith(setup.token, USER_SESSION, ACCEPTED),
      );
      await waitForDone();
    } else {
      await findStep(next);
      expect(view.deps.completeSignIn).not.toHaveBeenCalled();
    }
  });

  it('skips the steps that are not needed', async () => {
    const setup = scenario('passwordChange', 'agreements');
    mockApi(setup.resolvers);
    const view = renderLogin({ options: setup.options, layers: setup.layers });
    await signIn(view);
    await completeStep(view, 'passwordChange');
    await completeStep(view, 'agreements');
    await waitFor(() =>
      expect(view.deps.completeSignIn).toHaveBeenCalledWith(USER_TOKEN, USER_SESSION, ACCEPTED),
    );
  });
});

describe('SSN step', () => {
  it('asks for the SSN when the option is on, the e-mail is not verified and a password was typed', async () => {
    const setup = scenario('ssnValidation');
    mockApi(setup.resolvers);
    const view = renderLogin({ options: setup.options });
    await signIn(view);
    const step = await findStep('ssnValidation');
    expect(
      within(step).getByText('Enter your Social Security Number to confirm it is you.'),
    ).toBeInTheDocument();
    const ssn = await findControl(step, 'Social Security Number');
    expect(ssn).toHaveAttribute('type', 'password');
    expect(within(step).getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(within(step).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('is skipped when the option is off', async () => {
    const setup = scenario('ssnValidation');
    mockApi(setup.resolvers);
    const view = renderLogin({ options: { SsnValidation: false } });
    await signIn(view);
    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['', 'Social Security Number is Required'],
    ['1234', 'SSN invalid'],
  ])('refuses %j with "%s" without calling the server', async (typed, message) => {
    const setup = scenario('ssnValidation');
    const api = mockApi(setup.resolvers);
    const view = renderLogin({ options: setup.options });
    await signIn(view);
    const step = await findStep('ssnValidation');
    const ssn = await findControl(step, 'Social Security Number');
    if (typed) await view.user.type(ssn, typed);
    await view.user.click(within(step).getByRole('button', { name: 'Continue' }));
    expect(await within(step).findByText(message)).toBeInTheDocument();
    expect(api.bodies('verifyNewUser')).toEqual([]);
  });

  it.each<[string, () => Response]>([
    ['IsValid false', () => answer(VERIFY_NEW_USER, { HasNoErrors: true, IsValid: false })],
    [
      'IsValid false with an error (as the reference server answers)',
      () =>
        answer(VERIFY_NEW_USER, {
          HasNoErrors: false,
          IsValid: false,
          Errors: [{ ErrorMessage: 'Invalid' }],
        }),
    ],
    ['a server error', () => refused(500, 'ServerError')],
    ['a network failure', () => HttpResponse.error()],
  ])('%s: shows the SSN error, keeps the entry and stays on the step', async (_name, resolver) => {
    const setup = scenario('ssnValidation');
    const api = mockApi({ ...setup.resolvers, verifyNewUser: resolver });
    const view = renderLogin({ options: setup.options });
    await signIn(view);
    const step = await findStep('ssnValidation');
    await view.user.type(await findControl(step, 'Social Security Number'), '123456789');
    await view.user.click(within(step).getByRole('button', { name: 'Continue' }));

    expect(await within(step).findByRole('alert')).toHaveTextContent(
      'We could not verify your Social Security Number.',
    );
    await view.user.click(within(step).getByRole('button', { name: 'Show Social Security Number' }));
    expect(within(step).getByLabelText('Social Security Number')).toHaveValue('123-45-6789');
    expect(api.bodies('verifyNewUser')).toHaveLength(1);
    expect(api.requests('maintenanceMode')).toEqual([]);
    await findStep('ssnValidation');
    expect(view.deps.completeSignIn).not.toHaveBeenCalled();
  });

  it('a second try after a refusal sends the password again and moves on', async () => {
    let tries = 0;
    const setup = scenario('ssnValidation');
    const api = mockApi({
      ...setup.resolvers,
      verifyNewUser: () => answer(VERIFY_NEW_USER, { HasNoErrors: true, IsValid: ++tries > 1 }),
    });
    const view = renderLogin({ options: setup.options });
    await signIn(view);
    const step = await findStep('ssnValidation');
    const ssn = await findControl(step, 'Social Security Number');
    await view.user.type(ssn, '111111111');
    await view.user.click(within(step).getByRole('button', { name: 'Continue' }));
    await within(step).findByRole('alert');
    await view.user.clear(ssn);
    await view.user.type(ssn, '123456789');
    await view.user.click(within(step).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(api.bodies('verifyNewUser')).toEqual([
      {
        Credentials: { UserName: 'demo.borrower', Password: 'Borrower#2026' },
        SocialSecurityNumber: '111111111',
      },
      {
        Credentials: { UserName: 'demo.borrower', Password: 'Borrower#2026' },
        SocialSecurityNumber: '123456789',
      },
    ]);
  });
});

describe('change password step', () => {
  it('shows the heading, the intro and both fields', async () => {
    const setup = scenario('passwordChange');
    mockApi(setup.resolvers);
    const view = renderLogin();
    await signIn(view);
    const step = await findStep('passwordChange');
    expect(
      within(step).getByText('Your institution asks you to choose a new password before you continue.'),
    ).toBeInTheDocument();
    expect(within(step).getByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(within(step).getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
  });

  it.each<[string, string, string, Record<string, unknown>]>([
    ['nothing', '', 'Your new password is required', {}],
    ['a short password', 'abc12', 'Password must be at least 8 characters in length', {}],
    [
      'a longer minimum from the institution',
      'abcdefg12',
      'Password must be at least 10 characters in length',
      { PasswordMinimumLength: 10 },
    ],
    ['a password without a number', 'abcdefghij', 'Your password must have a letter and a number', {}],
  ])('refuses %s: "%s"', async (_name, password, message, options) => {
    const setup = scenario('passwordChange');
    const api = mockApi(setup.resolvers);
    const view = renderLogin({ options });
    await signIn(view);
    const step = await findStep('passwordChange');
    if (password) await view.user.type(within(step).getByLabelText('New Password'), password);
    await view.user.click(within(step).getByRole('button', { name: 'Change Password' }));
    expect(await within(step).findByText(message)).toBeInTheDocument();
    expect(api.bodies('resetPassword')).toEqual([]);
  });

  it('without customer credentials the new password takes at most 12 characters', async () => {
    const setup = scenario('passwordChange');
    mockApi(setup.resolvers);
    const view = renderLogin({ options: { UseCustomerCredentials: false } });
    await signIn(view);
    const step = await findStep('passwordChange');
    const input = within(step).getByLabelText('New Password');
    await view.user.type(input, 'abcdefgh12345');
    expect(input).toHaveAttribute('maxlength', '12');
    expect(input).toHaveValue('abcdefgh1234');
  });

  it('refuses a confirmation that does not match', async () => {
    const setup = scenario('passwordChange');
    const api = mockApi(setup.resolvers);
    const view = renderLogin();
    await signIn(view);
    const step = await findStep('passwordChange');
    await view.user.type(within(step).getByLabelText('New Password'), 'NewPass2027');
    await view.user.click(within(step).getByRole('button', { name: 'Change Password' }));
    expect(await within(step).findByText('Please confirm your new password')).toBeInTheDocument();
    await view.user.type(within(step).getByLabelText('Confirm Password'), 'NewPass2028');
    await view.user.click(within(step).getByRole('button', { name: 'Change Password' }));
    expect(await within(step).findByText('Passwords Do Not Match')).toBeInTheDocument();
    expect(api.bodies('resetPassword')).toEqual([]);
  });

  it.each<[string, string, () => Response]>([
    [
      '403 PasswordTooShort',
      'Your password does not meet the length requirements.',
      () => refused(403, 'PasswordTooShort'),
    ],
    [
      '403 ReusedPassword',
      'You have used this password before. Please choose a new one.',
      () => refused(403, 'ReusedPassword'),
    ],
    [
      '403 PasswordSameAsLogin',
      'Your password cannot contain your login name.',
      () => refused(403, 'PasswordSameAsLogin'),
    ],
    [
      '403 PasswordSameAsSSN',
      'Your password cannot be your Social Security Number.',
      () => refused(403, 'PasswordSameAsSSN'),
    ],
    [
      '403 ChooseDifferentPassword',
      'Please choose a different password.',
      () => refused(403, 'ChooseDifferentPassword'),
    ],
    [
      '403 PasswordNeedsLetterNumber',
      'Your password must contain a letter and a number.',
      () => refused(403, 'PasswordNeedsLetterNumber'),
    ],
    ['403 Expired', 'This password change link is no longer valid.', () => refused(403, 'Expired')],
    [
      '403 PasswordMissingCapitalLetter',
      'Your password must contain a capital letter.',
      () => refused(403, 'PasswordMissingCapitalLetter'),
    ],
    [
      '403 PasswordMissingLowercaseLetter',
      'Your password must contain a lowercase letter.',
      () => refused(403, 'PasswordMissingLowercaseLetter'),
    ],
    [
      '403 PasswordMissingLetter',
      'Your password must contain a letter.',
      () => refused(403, 'PasswordMissingLetter'),
    ],
    [
      '403 PasswordMissingNumber',
      'Your password must contain a number.',
      () => refused(403, 'PasswordMissingNumber'),
    ],
    [
      '403 PasswordMissingSpecialCharacter',
      'Your password must contain a special character.',
      () => refused(403, 'PasswordMissingSpecialCharacter'),
    ],
    [
      '403 PasswordEqualsPortionOfLogon',
      'Your password cannot be part of your login name.',
      () => refused(403, 'PasswordEqualsPortionOfLogon'),
    ],
    [
      '403 PasswordMatchesEmail',
      'Your password cannot be your e-mail address.',
      () => refused(403, 'PasswordMatchesEmail'),
    ],
    [
      '403 PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters',
      'Your password cannot contain three or more identical characters in a row.',
      () => refused(403, 'PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters'),
    ],
    [
      '403 Error',
      'There was an error changing your password. Please try again.',
      () => refused(403, 'Error'),
    ],
    [
      '403 with an unknown reason',
      'There was an error changing your password. Please try again.',
      () => refused(403, 'Nope'),
    ],
    [
      '403 toString (not a reason)',
      'There was an error changing your password. Please try again.',
      () => refused(403, 'toString'),
    ],
    [
      'HasNoErrors false, ReusedPassword first',
      'You have used this password before. Please choose a new one.',
      () =>
        answer(RESET_PASSWORD, {
          HasNoErrors: false,
          IsLoggedIn: true,
          Errors: [{ ErrorMessage: 'ReusedPassword' }, { ErrorMessage: 'PasswordTooShort' }],
        }),
    ],
    ['500', 'A server error occurred. Please try again later.', () => refused(500, 'ReusedPassword')],
    ['503', 'A server error occurred. Please try again later.', () => refused(503, 'ServerError')],
    [
      'a network failure',
      'There was an error changing your password. Please try again.',
      () => HttpResponse.error(),
    ],
  ])('%s: "%s", entries kept, still on the step', async (_name, message, resolver) => {
    const setup = scenario('passwordChange');
    const api = mockApi({ ...setup.resolvers, resetPassword: resolver });
    const view = renderLogin();
    await signIn(view);
    const step = await findStep('passwordChange');
    await view.user.type(within(step).getByLabelText('New Password'), 'NewPass2027');
    await view.user.type(within(step).getByLabelText('Confirm Password'), 'NewPass2027');
    await view.user.click(within(step).getByRole('button', { name: 'Change Password' }));

    expect(await within(step).findByRole('alert')).toHaveTextContent(message);
    expect(within(step).getByLabelText('New Password')).toHaveValue('NewPass2027');
    expect(within(step).getByLabelText('Confirm Password')).toHaveValue('NewPass2027');
    expect(api.bodies('resetPassword')).toEqual([{ Enc: CHANGE_TOKEN, Password: 'NewPass2027' }]);
    expect(api.requests('maintenanceMode')).toEqual([]);
    await findStep('passwordChange');
  });
});

describe('security question step', () => {
  it('offers the preset questions and saves the chosen one with the answer', async () => {
    const setup = scenario('secretQuestion');
    const api = mockApi(setup.resolvers);
    const view = renderLogin();
    await signIn(view);
    const step = await findStep('secretQuestion');
    expect(
      within(step).getByText('Choose a question only you can answer. It helps you recover your account.'),
    ).toBeInTheDocument();
    const question = within(step).getByRole('combobox', { name: 'Security Question' });
    expect(
      within(question)
        .getAllByRole('option')
        .map((option) => option.textContent)
        .slice(1),
    ).toEqual([
      'What was the name of your first pet?',
      'In what city were you born?',
      'What was the make of your first car?',
      'What was the name of your elementary school?',
      'What is your favorite book?',
    ]);
    // Without the option there is no custom question.
    expect(within(step).queryByRole('checkbox', { name: 'Write my own question' })).not.toBeInTheDocument();
    expect(within(step).queryByLabelText('Your Question')).not.toBeInTheDocument();

    await view.user.selectOptions(question, 'What is your favorite book?');
    await view.user.type(within(step).getByLabelText('Answer'), "Charlotte's Web");
    await view.user.click(within(step).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(api.bodies('setPasswordQuestion')).toEqual([
      {
        PasswordQuestion: 'What is your favorite book?',
        PasswordAnswer: "Charlotte's Web",
        UserToken: USER_TOKEN,
      },
    ]);
  });

  it('uses the institution question list', async () => {
    const setup = scenario('secretQuestion');
    mockApi(setup.resolvers);
    const view = renderLogin({
      layers: { shared: { postLogin: { securityQuestions: 'Favourite teacher?|First street?' } } },
    });
    await signIn(view);
    const step = await findStep('secretQuestion');
    const options = within(within(step).getByLabelText('Security Question')).getAllByRole('option');
    expect(options.map((option) => option.textContent).slice(1)).toEqual([
      'Favourite teacher?',
      'First street?',
    ]);
  });

  it.each([
    ['no question', '', 'Rex', 'Please Select a Question'],
    ['no answer', 'In what city were you born?', '', 'Recover password answer is required'],
    [
      'an answer with invalid characters',
      'In what city were you born?',
      'Rex<3',
      'Secret Answer Contains Invalid Characters',
    ],
  ])('refuses %s: "%s"', async (_name, question, answerText, message) => {
    const setup = scenario('secretQuestion');
    const api = mockApi(setup.resolvers);
    const view = renderLogin();
    await signIn(view);
    const step = await findStep('secretQuestion');
    if (question) await view.user.selectOptions(within(step).getByLabelText('Security Question'), question);
    if (answerText) await view.user.type(within(step).getByLabelText('Answer'), answerText);
    await view.user.click(within(step).getByRole('button', { name: 'Save' }));
    expect(await within(step).findByText(message)).toBeInTheDocument();
    expect(api.bodies('setPasswordQuestion')).toEqual([]);
  });

  it('with custom questions allowed, a question of the user’s own replaces the list', async () => {
    const setup = scenario('secretQuestion');
    const api = mockApi(setup.resolvers);
    const view = renderLogin({ options: { AllowCustomSecurityQuestion: true } });
    await signIn(view);
    const step = await findStep('secretQuestion');
    const custom = within(step).getByRole('checkbox', { name: 'Write my own question' });
    expect(custom).not.toBeChecked();
    expect(within(step).queryByLabelText('Your Question')).not.toBeInTheDocument();

    await view.user.click(custom);
    expect(within(step).getByLabelText('Security Question')).not.toBeVisible();
    await view.user.type(within(step).getByLabelText('Answer'), 'Blue');
    await view.user.click(within(step).getByRole('button', { name: 'Save' }));
    expect(await within(step).findByText('Security question is required.')).toBeInTheDocument();
    expect(api.bodies('setPasswordQuestion')).toEqual([]);

    await view.user.type(
      within(step).getByRole('textbox', { name: 'Your Question' }),
      'Colour of my first bike?',
    );
    await view.user.click(within(step).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(api.bodies('setPasswordQuestion')).toEqual([
      { PasswordQuestion: 'Colour of my first bike?', PasswordAnswer: 'Blue', UserToken: USER_TOKEN },
    ]);
  });

  it('is skipped when recovery works without a question', async () => {
    const setup = scenario('secretQuestion');
    const api = mockApi(setup.resolvers);
    const view = renderLogin({ options: { RecoveryWithoutQuestion: true } });
    await signIn(view);
    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(api.bodies('setPasswordQuestion')).toEqual([]);
  });

  it.each<[string, () => Response]>([
    ['a refusal', () => refused(403, 'Invalid')],
    ['a server error', () => refused(500, 'ServerError')],
    ['a network failure', () => HttpResponse.error()],
  ])('%s: "An error has occurred, please try again later", entries kept', async (_name, resolver) => {
    const setup = scenario('secretQuestion');
    mockApi({ ...setup.resolvers, setPasswordQuestion: resolver });
    const view = renderLogin();
    await signIn(view);
    const step = await findStep('secretQuestion');
    await view.user.selectOptions(
      within(step).getByLabelText('Security Question'),
      'In what city were you born?',
    );
    await view.user.type(within(step).getByLabelText('Answer'), 'Springfield');
    await view.user.click(within(step).getByRole('button', { name: 'Save' }));
    expect(await within(step).findByRole('alert')).toHaveTextContent(
      'An error has occurred, please try again later',
    );
    expect(within(step).getByLabelText('Security Question')).toHaveDisplayValue(
      'In what city were you born?',
    );
    expect(within(step).getByLabelText('Answer')).toHaveValue('Springfield');
    expect(view.deps.completeSignIn).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
  });
});
