/**
 * The recovery error catalogue (spec 01 §8 'Recovery'): by the first error message, or
 * Error500 for a status of 500 and above; any other message reads as Error; a network
 * failure shows the generic network text. Each leaves the user on the step, entries kept;
 * a maintenance answer sends the user to the login screen, which says the site is down.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockApi, questionFound, refused, type Endpoint, type Resolver } from './api';
import {
  currentUrl,
  FIELDS,
  fillIdentity,
  findStep,
  renderPublicPortal,
  usePublicHarness,
  violations,
} from './harness';

usePublicHarness();

const ERROR = 'There was an error validating your identity, please check your information and try again.';
const ERROR_500 = 'There was an error validating your identity, please contact your institution.';
const NETWORK = 'We could not reach the server. Please check your connection and try again.';

const CATALOGUE: [string, Resolver, string][] = [
  ['Error', () => refused(200, 'Error'), ERROR],
  ['Invalid', () => refused(200, 'Invalid'), ERROR],
  [
    'RecoveryMaxAttempts',
    () => refused(200, 'RecoveryMaxAttempts'),
    'You have reached the maximum amount of recovery attempts at this time. Please wait a while before trying again.',
  ],
  [
    'RecoveryFailed',
    () => refused(200, 'RecoveryFailed'),
    'Failed to recover credentials, please verify your information or contact your local branch.',
  ],
  [
    'BadQuestion',
    () => refused(200, 'BadQuestion'),
    'Failed to recover credentials. An error occurred retrieving your secret question.',
  ],
  ['another message (Unexpected)', () => refused(200, 'Unexpected'), ERROR],
  ['HTTP 500', () => refused(500, 'ServerError'), ERROR_500],
  ['HTTP 503 naming a catalogue code', () => refused(503, 'RecoveryFailed'), ERROR_500],
  ['HTTP 400', () => refused(400, 'BadRequest'), ERROR],
  ['a network failure', () => HttpResponse.error(), NETWORK],
];

async function toSecondStep(user: ReturnType<typeof userEvent.setup>) {
  await findStep('Recover Username');
  await fillIdentity(user);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return findStep('Recover Password');
}

describe('Continue on Recover Username', () => {
  it.each(CATALOGUE)('%s: keeps the step and shows its message', async (_case, resolver, message) => {
    const api = mockApi({ getSecretQuestion: resolver });
    const user = userEvent.setup();
    renderPublicPortal('/home/recovery');
    const step = await findStep('Recover Username');
    await fillIdentity(user);
    await user.click(within(step).getByRole('button', { name: 'Continue' }));

    expect(await within(step).findByRole('alert')).toHaveTextContent(message);
    expect(await findStep('Recover Username')).toBe(step);
    expect(screen.queryByRole('region', { name: 'Recover Password' })).not.toBeInTheDocument();
    expect(within(step).getByLabelText(FIELDS.email)).toHaveValue('alex.morgan@example.com');
    expect(api.bodies('getSecretQuestion')).toHaveLength(1);
  });

  it('passes axe with a message shown, and a second try that works clears it', async () => {
    let answers = 0;
    mockApi({
      getSecretQuestion: (body) => (++answers === 1 ? refused(200, 'Invalid') : questionFound()(body)),
    });
    const user = userEvent.setup();
    renderPublicPortal('/home/recovery');
    const step = await findStep('Recover Username');
    await fillIdentity(user);
    await user.click(within(step).getByRole('button', { name: 'Continue' }));
    await within(step).findByText(ERROR);
    expect(await violations()).toEqual([]);

    await user.click(within(step).getByRole('button', { name: 'Continue' }));
    await findStep('Recover Password');
    expect(screen.queryByText(ERROR)).not.toBeInTheDocument();
  });
});

describe('Submit on Recover Password', () => {
  it.each(CATALOGUE)('%s: keeps the step and shows its message', async (_case, resolver, message) => {
    mockApi({ answerSecretQuestion: resolver });
    const user = userEvent.setup();
    renderPublicPortal('/home/recovery');
    const step = await toSecondStep(user);
    await user.type(within(step).getByLabelText('Secret Answer'), 'rover');
    await user.click(within(step).getByRole('button', { name: 'Submit' }));

    expect(await within(step).findByRole('alert')).toHaveTextContent(message);
    expect(await findStep('Recover Password')).toBe(step);
    expect(within(step).getByLabelText('Secret Answer')).toHaveValue('rover');
    expect(screen.queryByRole('region', { name: 'Success' })).not.toBeInTheDocument();
  });

  it.each(CATALOGUE)(
    'without a question, %s: keeps the step and shows its message',
    async (_case, resolver, message) => {
      mockApi({ getSecretQuestion: questionFound(''), generateNewPassword: resolver });
      const user = userEvent.setup();
      renderPublicPortal('/home/recovery', { options: { RecoveryWithoutQuestion: true } });
      const step = await toSecondStep(user);
      await user.click(within(step).getByRole('button', { name: 'Submit' }));

      expect(await within(step).findByRole('alert')).toHaveTextContent(message);
      expect(await findStep('Recover Password')).toBe(step);
      expect(screen.queryByRole('region', { name: 'Success' })).not.toBeInTheDocument();
    },
  );
});

describe('a maintenance answer', () => {
  const offline = () => refused(403, 'maintenanceModeEnabled');

  it.each<[string, Endpoint, Record<string, unknown>]>([
    ['GetSecretQuestion', 'getSecretQuestion', {}],
    ['AnswerSecretQuestion', 'answerSecretQuestion', {}],
    ['GenerateNewPassword', 'generateNewPassword', { RecoveryWithoutQuestion: true }],
  ])('from %s sends the user to login?error=down', async (_call, endpoint, options) => {
    mockApi({
      [endpoint]: offline,
      ...(endpoint === 'generateNewPassword' && { getSecretQuestion: questionFound('') }),
    });
    const user = userEvent.setup();
    const { router } = renderPublicPortal('/home/recovery', { options });
    await findStep('Recover Username');
    await fillIdentity(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    if (endpoint !== 'getSecretQuestion') {
      const step = await findStep('Recover Password');
      const answer = within(step).queryByLabelText('Secret Answer');
      if (answer) await user.type(answer, 'rover');
      await user.click(within(step).getByRole('button', { name: 'Submit' }));
    }
    await waitFor(() => expect(currentUrl(router)).toBe('/home/login?error=down'));
  });
});
