/**
 * axe over the registration wizard in the whole app (WCAG 2.1 A/AA and best practice; the
 * browser tests check colours): each step as it first shows and with its messages, and the
 * success message.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { violations } from '../../../support/axe';
import { codeRefused, mockRegisterApi, rulesAnswer } from './api';
import {
  COMPLETES,
  fillLogon,
  fillPersonal,
  findControl,
  findStep,
  pressContinue,
  reachLogon,
  renderRegister,
  stepSection,
  useRegisterHarness,
} from './harness';

useRegisterHarness();
afterEach(cleanup);

const AGREEMENTS = {
  shared: {
    agreements: {
      agreement1: '/content/oba.html|1/15/2025|Online Banking Agreement|registration',
      agreement2: '/content/privacy.html|1/15/2025|Privacy Notice|registration',
    },
  },
};

describe('axe on every step of the registration', () => {
  it('Personal Data, as it opens and with its messages', async () => {
    mockRegisterApi();
    const view = renderRegister();
    await findStep('personalInfo');
    await findControl(stepSection('personalInfo'), 'Social Security Number');
    expect(await violations()).toEqual([]);
    await pressContinue(view, 'personalInfo');
    await screen.findByText('Last Name is required.');
    expect(await violations()).toEqual([]);
  });

  it('E-mail verification, as it opens and with a refused code', async () => {
    mockRegisterApi({ validateCode: codeRefused('CodeExpired') });
    const view = renderRegister({ options: { EmailVerification: true } });
    await findStep('personalInfo');
    await fillPersonal(view, {}, { entry: 'pasting' });
    await pressContinue(view, 'personalInfo');
    const step = await findStep('emailVerification');
    expect(await violations()).toEqual([]);
    await view.user.type(step.getByLabelText('Security Code'), '123456');
    await view.user.click(step.getByRole('button', { name: 'Continue' }));
    await step.findByText('The code you have entered has expired.');
    expect(await violations()).toEqual([]);
  });

  it('Security, as it opens, with its messages, and with the custom question', async () => {
    mockRegisterApi();
    const view = renderRegister({ options: { AllowCustomSecurityQuestion: true } });
    await findStep('personalInfo');
    await fillPersonal(view, {}, { entry: 'pasting' });
    await pressContinue(view, 'personalInfo');
    const step = await findStep('security');
    expect(await violations()).toEqual([]);
    await pressContinue(view, 'security');
    await step.findByText('Place of birth is required.');
    expect(await violations()).toEqual([]);
    await view.user.click(step.getByRole('checkbox', { name: 'Write my own question' }));
    await step.findByLabelText('Custom Question');
    expect(await violations()).toEqual([]);
  });

  it('Registration with agreements, the rule checklist and its messages', async () => {
    mockRegisterApi({
      passwordRules: rulesAnswer({
        MinimumLength: 8,
        PasswordValidationRules: [
          { ValidationRuleType: 0, RegexMatchMeansError: false },
          { ValidationRuleType: 3, RegexMatchMeansError: false },
        ],
      }),
    });
    const view = renderRegister({
      options: { ...COMPLETES, AgreementClickRequired: true },
      layers: AGREEMENTS,
    });
    const step = await reachLogon(view);
    await step.findByText('Your password must:');
    expect(await violations()).toEqual([]);
    await view.user.click(step.getByRole('button', { name: 'Create Account' }));
    await step.findByText('Login Name is required.');
    expect(await violations()).toEqual([]);
  });

  it('the success message', async () => {
    mockRegisterApi();
    const view = renderRegister({ options: COMPLETES });
    await reachLogon(view);
    await fillLogon(view, {}, { entry: 'pasting' });
    await view.user.click(within(stepSection('logonInfo')).getByRole('button', { name: 'Create Account' }));
    await screen.findByRole('heading', { name: 'Registration Complete' });
    expect(await violations()).toEqual([]);
  });

  it('the step after a skipped Security step', async () => {
    mockRegisterApi();
    const view = renderRegister({
      options: { RecoveryWithoutQuestion: true },
      layers: {
        shared: {
          register: { hidePlaceOfBirth: 'true', hideDriversLicense: 'true', hideMothersMaiden: 'true' },
        },
      },
    });
    await findStep('personalInfo');
    await fillPersonal(view, {}, { entry: 'pasting' });
    await pressContinue(view, 'personalInfo');
    await findStep('logonInfo');
    expect(await violations()).toEqual([]);
  });
});
