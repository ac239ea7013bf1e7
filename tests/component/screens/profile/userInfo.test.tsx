/**
 * The profile's User Information form (spec 01 §2 Profile, §4, §5, §8): the loaded values, Save /
 * Cancel only with changes, only what changed sent (the current password with a credential
 * change), the field messages, the password checklist with the server check, confirm password by
 * option, the question variants, every error code's message (and a hidden one's generic
 * message), Unauthorized handed to SWR's global onError, the spinner and the 3 s check mark, the
 * password fields cleared after a password change, and the leave guard's unsaved flag.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import { USER_INFO_ERROR_CODES } from '../../../../src/domain/profile/userInfoMessages';
import { catalogueEntries } from '../../../../src/generated/catalogue';
import { violations } from '../../../support/axe';
import {
  mockProfileApi,
  profileResponse,
  refusedWith,
  type ProfileEndpoint,
} from '../../../support/profileApi';
import type { Resolver } from '../../../support/mockEndpoints';
import { failOnBadRequests } from '../../../support/mockEndpoints';
import { renderProfile, type ProfileRenderOptions } from './harness';

afterEach(() => {
  vi.useRealTimers();
});

const api = failOnBadRequests(mockProfileApi);

const form = () => screen.getByRole('form', { name: 'User Information' });
const field = (name: string | RegExp) => within(form()).getByLabelText(name) as HTMLInputElement;
const saveButton = () => within(form()).queryByRole('button', { name: 'Save' });
const cancelButton = () => within(form()).queryByRole('button', { name: 'Cancel' });
const text = (key: string): string => catalogueEntries[key as keyof typeof catalogueEntries]![0];

async function shown(options: ProfileRenderOptions = {}) {
  const view = renderProfile(options);
  await screen.findByRole('form', { name: 'User Information' });
  return view;
}

describe('the User Information form', () => {
  it('shows the loaded information with Save and Cancel only once it changes; Cancel restores', async () => {
    api();
    const { setUnsaved } = await shown();
    expect(screen.getByRole('heading', { name: 'User Information' })).toBeInTheDocument();
    expect(field('Login Name')).toHaveValue('demo.borrower');
    expect(field('E-mail Address')).toHaveValue('alex.morgan@example.com');
    expect(field('Current Password')).toHaveValue('');
    expect(field('New Password')).toHaveValue('');
    expect(field('Confirm New Password')).toHaveValue('');
    expect(field('Security Question')).toHaveValue('What was the name of your first pet?');
    expect(saveButton()).toBeNull();
    expect(cancelButton()).toBeNull();
    expect(setUnsaved).toHaveBeenLastCalledWith(false);

    await userEvent.type(field('E-mail Address'), 'x');
    expect(saveButton()).toBeInTheDocument();
    expect(setUnsaved).toHaveBeenLastCalledWith(true);

    await userEvent.click(cancelButton()!);
    expect(field('E-mail Address')).toHaveValue('alex.morgan@example.com');
    expect(saveButton()).toBeNull();
    expect(setUnsaved).toHaveBeenLastCalledWith(false);
  });

  it('sends only the new e-mail with the current password, then shows the check mark for 3 seconds', async () => {
    const { log } = api();
    await shown();
    await userEvent.clear(field('E-mail Address'));
    await userEvent.type(field('E-mail Address'), 'alex@example.org');
    await userEvent.click(saveButton()!);
    expect(await screen.findByText(text('profileErrors.correctErrors'))).toBeInTheDocument();
    expect(screen.getByText('Your current password is required.')).toBeInTheDocument();
    expect(log.bodies('update')).toEqual([]);

    await userEvent.type(field('Current Password'), 'Current#26');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(saveButton()!);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(log.bodies('update')).toEqual([
      { UserInfo: { EmailAddress: 'alex@example.org', OldPassword: 'Current#26' } },
    ]);
    expect(field('E-mail Address')).toHaveValue('alex@example.org');
    expect(field('Current Password')).toHaveValue('');
    expect(saveButton()).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('shows the field messages once a field was left', async () => {
    api();
    await shown();
    await userEvent.clear(field('E-mail Address'));
    await userEvent.tab();
    expect(screen.getByText('A valid e-mail address is required.')).toBeInTheDocument();
    await userEvent.type(field('E-mail Address'), 'not-an-address');
    expect(screen.getByText('A valid e-mail address is required.')).toBeInTheDocument();

    await userEvent.clear(field('Login Name'));
    await userEvent.type(field('Login Name'), 'short');
    await userEvent.tab();
    expect(screen.getByText('Login name must be more than 8 characters')).toBeInTheDocument();
    await userEvent.clear(field('Login Name'));
    await userEvent.type(field('Login Name'), 'bad name!');
    expect(screen.getByText('Username should only contain valid characters.')).toBeInTheDocument();
  });

  it('checks the new password by the legacy rules and the confirmation, and clears the passwords once changed', async () => {
    const { log } = api();
    await shown();
    await userEvent.type(field('New Password'), 'abc');
    await userEvent.tab();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await userEvent.clear(field('New Password'));
    await userEvent.type(field('New Password'), 'abcdefghij');
    expect(screen.getByText('Password must contain letters and a number.')).toBeInTheDocument();
    await userEvent.clear(field('New Password'));
    await userEvent.type(field('New Password'), 'Harbor#2027');
    await userEvent.type(field('Confirm New Password'), 'Harbor#2028');
    await userEvent.tab();
    expect(screen.getByText('Your new passwords do not match.')).toBeInTheDocument();
    await userEvent.clear(field('Confirm New Password'));
    await userEvent.type(field('Confirm New Password'), 'Harbor#2027');
    await userEvent.type(field('Current Password'), 'Current#26');
    await userEvent.click(saveButton()!);
    await screen.findByText('Saved');
    expect(log.bodies('update')).toEqual([
      { UserInfo: { NewPassword: 'Harbor#2027', OldPassword: 'Current#26' } },
    ]);
    expect(field('Current Password')).toHaveValue('');
    expect(field('New Password')).toHaveValue('');
    expect(field('Confirm New Password')).toHaveValue('');
  });

  it('asks no confirmation without the ConfirmPassword option', async () => {
    api();
    await shown({ options: { ConfirmPassword: false } });
    expect(within(form()).queryByLabelText('Confirm New Password')).toBeNull();
  });

  it('shows the rule checklist with the server check when the rule list is on', async () => {
    const { log } = api();
    await shown({ options: { UseCustomerCredentials: true, PasswordRuleList: true } });
    const checklist = await screen.findByText('Your password must:');
    expect(checklist).toBeInTheDocument();
    await userEvent.type(field('New Password'), 'Harbor#2027x');
    await waitFor(() => expect(log.bodies('passwordCheck').length).toBeGreaterThan(0), { timeout: 2000 });
    expect(field('New Password').getAttribute('aria-describedby')).toMatch(/__rules/);
  });

  it('asks a new answer only when the question changed', async () => {
    const { log } = api();
    await shown();
    await userEvent.selectOptions(field('Security Question'), 'In what city were you born?');
    await userEvent.click(saveButton()!);
    expect(
      await screen.findByText('Resetting the security question requires a new security answer.'),
    ).toBeInTheDocument();
    await userEvent.type(field('Answer'), 'Ogden');
    await userEvent.click(saveButton()!);
    await screen.findByText('Saved');
    expect(log.bodies('update')).toEqual([
      { UserInfo: { SecretQuestion: 'In what city were you born?', SecretAnswer: 'Ogden' } },
    ]);
  });

  it('offers a custom question with AllowCustomSecurityQuestion, and hides the question with RecoveryWithoutQuestion', async () => {
    api({
      profile: profileResponse({
        UserInfo: {
          ...profileResponse().UserInfo,
          SecretQuestion: 'Who was my first teacher?',
          SecretQuestionIsCustom: true,
        },
      }),
    });
    const first = await shown({ options: { AllowCustomSecurityQuestion: true } });
    expect(within(form()).getByLabelText('Write my own question')).toBeChecked();
    expect(field('Your Question')).toHaveValue('Who was my first teacher?');
    await userEvent.click(within(form()).getByLabelText('Write my own question'));
    expect(field('Security Question')).toHaveValue('');
    first.unmount();

    await shown({ options: { RecoveryWithoutQuestion: true } });
    expect(within(form()).queryByLabelText('Security Question')).toBeNull();
    expect(within(form()).queryByLabelText('Answer')).toBeNull();
  });

  it.each(USER_INFO_ERROR_CODES.filter((code) => code !== 'BiometricsNotUpdated'))(
    'shows the message of the error code %s',
    async (code) => {
      api({ resolvers: { update: () => refusedWith(code) } });
      await shown();
      await userEvent.type(field('Answer'), 'Rex');
      await userEvent.click(saveButton()!);
      const alert = await within(form()).findByRole('alert');
      expect(alert.textContent).not.toBe('');
      expect(saveButton()).toBeInTheDocument();
    },
  );

  it('maps the codes to their own texts, an unknown code to the generic one, and a hidden code to the generic one', async () => {
    api({ resolvers: { update: () => refusedWith('InvalidCurrentPassword') } });
    const view = await shown();
    await userEvent.type(field('Answer'), 'Rex');
    await userEvent.click(saveButton()!);
    expect(await within(form()).findByRole('alert')).toHaveTextContent('Your current password is incorrect.');
    view.unmount();

    api({ resolvers: { update: () => refusedWith('SomethingNew') } });
    const second = await shown();
    await userEvent.type(field('Answer'), 'Rex');
    await userEvent.click(saveButton()!);
    expect(await within(form()).findByRole('alert')).toHaveTextContent(text('profileErrors.error'));
    second.unmount();

    api({ resolvers: { update: () => refusedWith('LogonNameExists') } });
    await shown({ layers: { english: { profileErrors: { hideLogonNameExists: 'true' } } } });
    await userEvent.type(field('Answer'), 'Rex');
    await userEvent.click(saveButton()!);
    expect(await within(form()).findByRole('alert')).toHaveTextContent(text('profileErrors.error'));
  });

  it('shows the generic error when the request fails', async () => {
    api({ resolvers: { update: () => HttpResponse.error() } });
    await shown();
    await userEvent.type(field('Answer'), 'Rex');
    await userEvent.click(saveButton()!);
    expect(await within(form()).findByRole('alert')).toHaveTextContent(text('profileErrors.error'));
  });

  it('hands an Unauthorized answer to SWR’s global onError, where the app logs out', async () => {
    const unauthorized: Resolver = () =>
      HttpResponse.json({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Unauthorized' }] }, { status: 401 });
    api({ resolvers: { update: unauthorized } as Partial<Record<ProfileEndpoint, Resolver>> });
    const { swrErrors } = await shown();
    await userEvent.type(field('Answer'), 'Rex');
    await userEvent.click(saveButton()!);
    await waitFor(() => expect(swrErrors).toHaveBeenCalled());
    const [error] = swrErrors.mock.calls[0]! as [ApiError];
    expect(error).toBeInstanceOf(ApiError);
    expect(error.problem.kind).toBe('unauthorized');
    expect(within(form()).queryByRole('alert')).toBeNull();
  });

  it('has no axe violations, with messages shown', async () => {
    api();
    await shown({ options: { UseCustomerCredentials: true, PasswordRuleList: true } });
    await screen.findByText('Your password must:');
    await userEvent.clear(field('E-mail Address'));
    await userEvent.click(saveButton()!);
    expect(await violations('fragment')).toEqual([]);
  });
});
