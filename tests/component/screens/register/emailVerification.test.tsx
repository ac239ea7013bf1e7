/**
 * The e-mail verification step of the registration wizard (spec 01 §2 step 2, §4
 * 'Registration sections', §5 'E-mail code', §8 'Registration e-mail code'): the code sent
 * on entering with the browser's anonymous id, resending, the refusals, verifying, going
 * back, and a changed e-mail asked for again.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { refused } from '../postLogin/api';
import { codeRefused, codeSent, MFA_TOKEN, mockRegisterApi, type RegisterEndpoint } from './api';
import {
  fillPersonal,
  findControl,
  findStep,
  PERSON,
  pressContinue,
  renderRegister,
  stepSection,
  useRegisterHarness,
  type RegisterView,
} from './harness';
import type { Resolver } from '../postLogin/api';

useRegisterHarness();
afterEach(cleanup);

const VERIFY = { EmailVerification: true };
const CODE_SENT = `We sent a security code to ${PERSON.email}. Enter it below to verify your e-mail address.`;

async function reachCode(resolvers: Partial<Record<RegisterEndpoint, Resolver>> = {}) {
  const api = mockRegisterApi(resolvers);
  const view = renderRegister({ options: VERIFY });
  await findStep('personalInfo');
  await fillPersonal(view, {}, { entry: 'pasting' });
  await pressContinue(view, 'personalInfo');
  return { view, api };
}

const codeStep = () => within(stepSection('emailVerification'));

async function enterCode(view: RegisterView, code = '123456') {
  const input = codeStep().getByLabelText('Security Code');
  await view.user.clear(input);
  await view.user.type(input, code);
  await view.user.click(codeStep().getByRole('button', { name: 'Continue' }));
}

const stepAlert = () => stepSection('emailVerification').querySelector('[role="alert"]')?.textContent ?? '';

describe('entering the step', () => {
  it('sends a code to the address with the anonymous id of the session, and says so', async () => {
    const { api } = await reachCode();
    await findStep('emailVerification');
    expect(
      codeStep().getByRole('heading', { name: 'Verify your e-mail address', level: 2 }),
    ).toBeInTheDocument();
    expect(codeStep().getByText(CODE_SENT)).toBeInTheDocument();
    const id = sessionStorage.getItem('portal.registrationId');
    expect(id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(api.bodies('generateCode')).toEqual([
      { Id: id, FirstName: PERSON.firstName, EmailAddress: PERSON.email },
    ]);
    // Only after the maintenance check of the section change.
    const order = api.order().filter((call) => call === 'maintenanceMode' || call === 'generateCode');
    expect(order).toEqual(['maintenanceMode', 'maintenanceMode', 'generateCode']);
  });

  it('is not a tab: Personal Data stays lit, the later tabs disabled', async () => {
    await reachCode();
    await findStep('emailVerification');
    const tabs = within(screen.getByRole('navigation', { name: 'Registration steps' }));
    expect(tabs.getAllByRole('button').map((tab) => tab.textContent)).toEqual([
      'Personal Data',
      'Security',
      'Registration',
    ]);
    expect(tabs.getByRole('button', { name: 'Personal Data' })).toHaveAttribute('aria-current', 'step');
    expect(tabs.getByRole('button', { name: 'Security' })).toBeDisabled();
    expect(tabs.getByRole('button', { name: 'Registration' })).toBeDisabled();
  });

  it('a code that cannot be sent: "Something went wrong during email verification." on Personal Data', async () => {
    await reachCode({ generateCode: () => refused(500, 'ServerError') });
    await waitFor(() =>
      expect(within(stepSection('personalInfo')).getByRole('alert')).toHaveTextContent(
        'Something went wrong during email verification.',
      ),
    );
    expect(stepSection('personalInfo')).toBeVisible();
    expect(stepSection('emailVerification')).not.toBeVisible();
  });

  it('without EmailVerification there is no code step', async () => {
    const api = mockRegisterApi();
    const view = renderRegister();
    await findStep('personalInfo');
    expect(document.querySelector('section[data-step="emailVerification"]')).toBeNull();
    await fillPersonal(view, {}, { entry: 'pasting' });
    await pressContinue(view, 'personalInfo');
    await findStep('security');
    expect(api.requests('generateCode')).toEqual([]);
  });
});

describe('the code', () => {
  it('empty: "A security code is required"', async () => {
    const { view, api } = await reachCode();
    await findStep('emailVerification');
    await view.user.click(codeStep().getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(codeStep().getByLabelText('Security Code')).toHaveAccessibleDescription(
        'A security code is required',
      ),
    );
    expect(api.requests('validateCode')).toEqual([]);
  });

  it('verified: sends the code, the token and the same id, then goes on to Security', async () => {
    const { view, api } = await reachCode();
    await findStep('emailVerification');
    await enterCode(view, '482913');
    await findStep('security');
    expect(api.bodies('validateCode')).toEqual([
      { Code: '482913', MFAToken: MFA_TOKEN, UserId: sessionStorage.getItem('portal.registrationId') },
    ]);
  });

  it.each<[string, Resolver, string]>([
    ['403 CodeExpired', codeRefused('CodeExpired'), 'The code you have entered has expired.'],
    [
      '403 MaxAttemptsReached',
      codeRefused('MaxAttemptsReached'),
      'You have exceeded the maximum number of attempts for this code. Press Resend Code to start over.',
    ],
    ['403 Invalid', codeRefused('Invalid'), 'There was an error while validating.'],
    ['403 with another reason', codeRefused('Whatever'), 'There was an error while validating.'],
    ['500', () => refused(500, 'ServerError'), 'Something went wrong during email verification.'],
    ['no answer at all', () => HttpResponse.error(), 'Something went wrong during email verification.'],
  ])('%s: the message, and the step stays', async (_case, validateCode, message) => {
    const { view } = await reachCode({ validateCode });
    await findStep('emailVerification');
    await enterCode(view);
    await waitFor(() => expect(stepAlert()).toBe(message));
    expect(stepSection('emailVerification')).toBeVisible();
    expect(stepSection('security')).not.toBeVisible();
  });
});

describe('Resend Code', () => {
  it('sends a new code, says so, clears the code field and the error; the new token is sent back', async () => {
    let token = 0;
    const { view, api } = await reachCode({
      generateCode: (request) => codeSent(`mfa-token-${++token}`)(request),
      validateCode: codeRefused('CodeExpired'),
    });
    await findStep('emailVerification');
    await enterCode(view, '111111');
    await waitFor(() => expect(stepAlert()).toBe('The code you have entered has expired.'));
    await view.user.type(codeStep().getByLabelText('Security Code'), '99');

    await view.user.click(codeStep().getByRole('button', { name: 'Resend Code' }));
    await waitFor(() =>
      expect(codeStep().getByText('A new security code has been sent.')).toBeInTheDocument(),
    );
    expect(codeStep().getByLabelText('Security Code')).toHaveValue('');
    expect(stepAlert()).toBe('');
    expect(api.bodies('generateCode')).toHaveLength(2);
    expect(api.bodies('generateCode')[1]).toEqual(api.bodies('generateCode')[0]);

    await enterCode(view, '222222');
    await waitFor(() => expect(api.bodies('validateCode')).toHaveLength(2));
    expect(api.bodies('validateCode')[1]).toMatchObject({ Code: '222222', MFAToken: 'mfa-token-2' });
  });

  it('a resend that fails says so', async () => {
    let sent = 0;
    const { view } = await reachCode({
      generateCode: (request) => (++sent === 1 ? codeSent()(request) : refused(500, 'ServerError')),
    });
    await findStep('emailVerification');
    await view.user.click(codeStep().getByRole('button', { name: 'Resend Code' }));
    await waitFor(() =>
      expect(within(stepSection('emailVerification')).getByRole('alert')).toHaveTextContent(
        'Something went wrong during email verification.',
      ),
    );
  });
});

describe('going back and changing the e-mail', () => {
  it('Go Back returns to Personal Data with the entries kept, and clears the code', async () => {
    const { view } = await reachCode();
    await findStep('emailVerification');
    await view.user.type(codeStep().getByLabelText('Security Code'), '1234');
    await view.user.click(codeStep().getByRole('button', { name: 'Go Back' }));
    const personal = await findStep('personalInfo');
    expect(personal.getByLabelText('Last Name')).toHaveValue(PERSON.lastName);
    expect(personal.getByLabelText('Email Address')).toHaveValue(PERSON.email);
    expect(await findControl(stepSection('personalInfo'), 'Zip Code')).toHaveValue(PERSON.zip);
    expect(personal.getByRole('radio', { name: 'Loan' })).toBeChecked();
    expect(codeStep().getByLabelText('Security Code')).toHaveValue('');
  });

  it('once verified, the same e-mail is not asked again; a changed one is', async () => {
    const { view, api } = await reachCode();
    await findStep('emailVerification');
    await enterCode(view);
    await findStep('security');

    await view.user.click(within(stepSection('security')).getByRole('button', { name: 'Go Back' }));
    await findStep('personalInfo');
    await pressContinue(view, 'personalInfo');
    await findStep('security');
    expect(api.requests('generateCode')).toHaveLength(1);

    await view.user.click(within(stepSection('security')).getByRole('button', { name: 'Go Back' }));
    const personal = await findStep('personalInfo');
    await view.user.clear(personal.getByLabelText('Email Address'));
    await view.user.type(personal.getByLabelText('Email Address'), 'sam.rivera@example.org');
    await pressContinue(view, 'personalInfo');
    await findStep('emailVerification');
    expect(codeStep().getByText(/We sent a security code to sam\.rivera@example\.org\./)).toBeInTheDocument();
    expect(api.bodies('generateCode')[1]).toMatchObject({ EmailAddress: 'sam.rivera@example.org' });
  });
});
