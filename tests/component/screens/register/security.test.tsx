/**
 * The Security step of the registration wizard (spec 01 §2 step 3, §4 'Registration
 * sections', §5 'Registration, security step'): its messages with the spec's wording, the
 * question list filtered by the answer pattern, the custom question, the fields the
 * institution hides, and the step left out when none of its fields is required.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SettingsLayers } from '../../../../src/engine';
import { mockRegisterApi } from './api';
import {
  fieldMessages,
  fillPersonal,
  fillSecurity,
  findStep,
  hidden,
  pressContinue,
  renderRegister,
  stepSection,
  useRegisterHarness,
} from './harness';

useRegisterHarness();
afterEach(cleanup);

const messageOf = fieldMessages('security');

const ALL_HIDDEN = hidden('hidePlaceOfBirth', 'hideDriversLicense', 'hideMothersMaiden');

/** Opens the wizard and walks Personal Data; returns the security step's queries (or null when skipped). */
async function reachSecurity(options: Record<string, unknown> = {}, layers: SettingsLayers = {}) {
  const api = mockRegisterApi();
  const view = renderRegister({ options, layers });
  await findStep('personalInfo');
  await fillPersonal(view, {}, { entry: 'pasting' });
  await pressContinue(view, 'personalInfo');
  return { view, api };
}

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Registration steps' }))
    .getAllByRole('button')
    .map((tab) => tab.textContent);

describe('submitting the security step empty', () => {
  it('shows each required message with the spec wording, and stays', async () => {
    const { view } = await reachSecurity();
    await findStep('security');
    await pressContinue(view, 'security');
    await waitFor(() => expect(messageOf('placeOfBirth')).toBe('Place of birth is required.'));
    expect(messageOf('driversLicense')).toBe('Drivers license is required.');
    expect(messageOf('mothersMaiden')).toBe("Mother's maiden name is required.");
    expect(messageOf('question')).toBe('Please Select a Question');
    expect(messageOf('answer')).toBe('Secret Answer is required.');
    expect(stepSection('security')).toBeVisible();
    expect(stepSection('logonInfo')).not.toBeVisible();
  });

  it.each([
    ['angle brackets', '<b>Ogden</b>'],
    ['a semicolon', 'Ogden;'],
    ['a quote', 'Og"den'],
  ])('an answer with %s: "Secret Answer Contains Invalid Characters."', async (_case, answer) => {
    const { view } = await reachSecurity();
    await findStep('security');
    await fillSecurity(view, { answer });
    await pressContinue(view, 'security');
    await waitFor(() => expect(messageOf('answer')).toBe('Secret Answer Contains Invalid Characters.'));
  });

  it('filled in: on to the logon step', async () => {
    const { view } = await reachSecurity();
    await findStep('security');
    await fillSecurity(view);
    await pressContinue(view, 'security');
    await findStep('logonInfo');
  });
});

describe('the security question', () => {
  it('lists the configured questions that the answer pattern allows', async () => {
    await reachSecurity(
      {},
      {
        shared: {
          postLogin: {
            securityQuestions:
              'In what city were you born?|What is your <favourite> food?|Who was your hero?',
          },
        },
      },
    );
    const inStep = await findStep('security');
    const options = within(inStep.getByLabelText('Security Question'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Please select', 'In what city were you born?', 'Who was your hero?']);
  });

  it('AllowCustomSecurityQuestion: a custom question replaces the list when chosen', async () => {
    const { view } = await reachSecurity({ AllowCustomSecurityQuestion: true });
    const inStep = await findStep('security');
    expect(inStep.queryByLabelText('Custom Question')).not.toBeInTheDocument();
    await view.user.click(inStep.getByRole('checkbox', { name: 'Write my own question' }));
    await waitFor(() => expect(inStep.getByLabelText('Custom Question')).toBeInTheDocument());
    expect(inStep.getByLabelText('Custom Question').tagName).toBe('TEXTAREA');
    expect(inStep.getByLabelText('Custom Answer')).toBeInTheDocument();
    expect(inStep.getByLabelText('Security Question')).not.toBeVisible();
    expect(inStep.getByLabelText('Secret Answer')).not.toBeVisible();

    await fillSecurity(view, { question: '', answer: '' });
    await pressContinue(view, 'security');
    await waitFor(() => expect(messageOf('customQuestion')).toBe('Security question is required.'));
    expect(messageOf('customAnswer')).toBe('Security answer is required.');

    await view.user.type(inStep.getByLabelText('Custom Answer'), 'Weber;');
    await waitFor(() => expect(messageOf('customAnswer')).toBe('Secret Answer Contains Invalid Characters.'));
  });

  it('without AllowCustomSecurityQuestion there is no custom question', async () => {
    await reachSecurity();
    const inStep = await findStep('security');
    expect(inStep.queryByRole('checkbox', { name: 'Write my own question' })).not.toBeInTheDocument();
    expect(inStep.queryByLabelText('Custom Question')).not.toBeInTheDocument();
  });

  it('RecoveryWithoutQuestion: no question and no answer are asked', async () => {
    const { view } = await reachSecurity({
      RecoveryWithoutQuestion: true,
      AllowCustomSecurityQuestion: true,
    });
    const inStep = await findStep('security');
    expect(inStep.queryByLabelText('Security Question')).not.toBeInTheDocument();
    expect(inStep.queryByLabelText('Secret Answer')).not.toBeInTheDocument();
    expect(inStep.queryByRole('checkbox', { name: 'Write my own question' })).not.toBeInTheDocument();
    await fillSecurity(view);
    await pressContinue(view, 'security');
    await findStep('logonInfo');
  });
});

describe('fields the institution hides', () => {
  it.each([
    ['hidePlaceOfBirth', 'Place of Birth'],
    ['hideDriversLicense', 'Drivers License Number'],
    ['hideMothersMaiden', "Mother's Maiden Name"],
  ])('%s: %s is not asked', async (flag, label) => {
    const { view } = await reachSecurity({}, hidden(flag));
    const inStep = await findStep('security');
    expect(inStep.queryByLabelText(label)).not.toBeInTheDocument();
    await fillSecurity(view);
    await pressContinue(view, 'security');
    await findStep('logonInfo');
  });

  it('all three hidden, the question still asked: the step shows with the question alone', async () => {
    await reachSecurity({}, ALL_HIDDEN);
    const inStep = await findStep('security');
    expect(inStep.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual([
      'security_answer',
    ]);
    expect(tabNames()).toEqual(['Personal Data', 'Security', 'Registration']);
  });
});

describe('nothing to ask: the step is left out', () => {
  it('all three hidden and recovery without a question: no Security tab, Personal Data leads to Registration', async () => {
    const api = mockRegisterApi();
    const view = renderRegister({ options: { RecoveryWithoutQuestion: true }, layers: ALL_HIDDEN });
    await findStep('personalInfo');
    expect(tabNames()).toEqual(['Personal Data', 'Registration']);
    expect(document.querySelector('section[data-step="security"]')).toBeNull();

    await fillPersonal(view);
    await pressContinue(view, 'personalInfo');
    await findStep('logonInfo');
    expect(tabNames()).toEqual(['Personal Data', 'Registration']);

    // Go Back returns to Personal Data.
    await view.user.click(within(stepSection('logonInfo')).getByRole('button', { name: 'Go Back' }));
    await findStep('personalInfo');
    expect(api.order()).not.toContain('registerUser');
  });
});
