/**
 * The recovery wizard end to end (spec 01 §2 Recovery, §4 'Recovery'): the logon name and
 * secret question found, the answer sent with the whole user object, Success; with
 * recovery without a question no answer is asked and Submit asks for a new password; Go
 * Back returns to the identity, and the tabs follow the steps.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { describe, expect, it } from 'vitest';
import { LOGON_NAME, mockApi, QUESTION, questionFound } from './api';
import {
  DEMO_REQUEST,
  FIELDS,
  fillIdentity,
  findStep,
  renderPublicPortal,
  usePublicHarness,
  violations,
} from './harness';

usePublicHarness();

const SUCCESS_TEXT = 'You will receive an e-mail shortly with instructions to reset your password.';

/** Opens recovery, sends the demo identity and waits for the password step. */
async function reachPasswordStep() {
  const user = userEvent.setup();
  renderPublicPortal('/home/recovery');
  await findStep('Recover Username');
  await fillIdentity(user);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return { user, step: await findStep('Recover Password') };
}

describe('with a secret question', () => {
  it('shows the logon name and question, sends the answer with the user object, then Success', async () => {
    const api = mockApi();
    const { user, step } = await reachPasswordStep();
    expect(within(step).getByText(`Logon Name: ${LOGON_NAME}`)).toBeInTheDocument();
    expect(within(step).getByText(`Secret Question: ${QUESTION}`)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recover Username' })).not.toBeInTheDocument();
    await user.type(within(step).getByLabelText('Secret Answer'), 'rover');
    await user.click(within(step).getByRole('button', { name: 'Submit' }));

    const success = await findStep('Success');
    expect(within(success).getByRole('heading', { name: 'Success', level: 2 })).toBeInTheDocument();
    expect(within(success).getByText(SUCCESS_TEXT)).toBeInTheDocument();
    expect(api.bodies('answerSecretQuestion')).toEqual([
      { ...DEMO_REQUEST, LogonName: LOGON_NAME, SecretQuestion: QUESTION, SecretAnswer: 'rover' },
    ]);
    expect(api.bodies('generateNewPassword')).toEqual([]);
  });

  it('asks for the answer: "Secret Answer is required"', async () => {
    const api = mockApi();
    const { user, step } = await reachPasswordStep();
    await user.click(within(step).getByRole('button', { name: 'Submit' }));

    expect(await within(step).findByText('Secret Answer is required')).toBeInTheDocument();
    expect(api.bodies('answerSecretQuestion')).toEqual([]);
  });

  it('passes axe on the second step', async () => {
    mockApi();
    await reachPasswordStep();
    expect(await violations()).toEqual([]);
  });
});

describe('recovery without a question (RecoveryWithoutQuestion)', () => {
  it('asks no answer; Submit calls GenerateNewPassword, then Success', async () => {
    const api = mockApi({ getSecretQuestion: questionFound('') });
    const user = userEvent.setup();
    renderPublicPortal('/home/recovery', { options: { RecoveryWithoutQuestion: true } });
    await findStep('Recover Username');
    await fillIdentity(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const step = await findStep('Recover Password');
    expect(within(step).getByText(`Logon Name: ${LOGON_NAME}`)).toBeInTheDocument();
    expect(within(step).queryByText(/Secret Question/)).not.toBeInTheDocument();
    expect(within(step).queryByLabelText('Secret Answer')).not.toBeInTheDocument();
    expect(within(step).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(step).getByRole('button', { name: 'Submit' }));

    await findStep('Success');
    expect(api.bodies('generateNewPassword')).toEqual([
      {
        LogonName: LOGON_NAME,
        EmailAddress: DEMO_REQUEST.EmailAddress,
        ZipCode: DEMO_REQUEST.ZipCode,
        ServicingBranch: DEMO_REQUEST.ServicingBranch,
      },
    ]);
    expect(api.bodies('answerSecretQuestion')).toEqual([]);
  });
});

describe('moving between steps', () => {
  it('Go Back returns to the identity as typed and clears the answer', async () => {
    const api = mockApi();
    const reached = await reachPasswordStep();
    const { user } = reached;
    let step = reached.step;
    await user.type(within(step).getByLabelText('Secret Answer'), 'wrong');
    await user.click(within(step).getByRole('button', { name: 'Go Back' }));

    const first = await findStep('Recover Username');
    expect(within(first).getByLabelText(FIELDS.email)).toHaveValue('alex.morgan@example.com');
    expect(within(first).getByLabelText(FIELDS.zip)).toHaveValue('84101');
    await user.click(within(first).getByRole('button', { name: 'Continue' }));
    step = await findStep('Recover Password');
    expect(within(step).getByLabelText('Secret Answer')).toHaveValue('');
    expect(api.bodies('getSecretQuestion')).toHaveLength(2);
  });

  it('lights the tab of each step; later tabs stay disabled', async () => {
    mockApi();
    const user = userEvent.setup();
    renderPublicPortal('/home/recovery');
    await findStep('Recover Username');
    const tabs = within(screen.getByRole('navigation', { name: 'Recovery steps' }));
    const tab = (name: string) => tabs.getByRole('button', { name });
    expect(tab('Recover Username')).toHaveAttribute('aria-current', 'step');
    expect(tab('Recover Password')).toBeDisabled();
    expect(tab('Success')).toBeDisabled();

    await fillIdentity(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await findStep('Recover Password');
    expect(tab('Recover Password')).toHaveAttribute('aria-current', 'step');
    expect(tab('Success')).toBeDisabled();
    await user.click(tab('Recover Username'));
    await findStep('Recover Username');
  });

  it('links back to the login screen', async () => {
    mockApi();
    renderPublicPortal('/home/recovery');
    expect(await screen.findByRole('link', { name: 'Return to Login' })).toHaveAttribute(
      'href',
      '/home/login',
    );
  });
});
