/**
 * The profile screen (spec 01 §2 Profile, §6; spec 03 §2.4): the loading state, then the sections
 * per user kind and settings (Personal Information hidden for company users by setting, Documents
 * only with file services for personal users), the load error, the Notifications section's
 * Save / Reset, text toggles and refusals, the leave guard's flag, and axe.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { violations } from '../../../support/axe';
import { mockProfileApi, profileResponse, refusedWith } from '../../../support/profileApi';
import { renderProfile } from './harness';
import { failOnBadRequests } from '../../../support/mockEndpoints';

afterEach(() => {
  vi.useRealTimers();
});

const api = failOnBadRequests(mockProfileApi);

const heading = (name: string) => screen.queryByRole('heading', { name });
const alerts = () => screen.getByRole('form', { name: 'Alert preferences' });

describe('the profile screen', () => {
  it('shows the loading animation, then the sections', async () => {
    const slow = async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return HttpResponse.json(profileResponse());
    };
    api({ resolvers: { profile: slow } });
    renderProfile();
    expect(await screen.findByText('Loading your profile…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'User Information' })).toBeInTheDocument();
    expect(heading('Personal Information')).toBeInTheDocument();
    expect(heading('Notifications')).toBeInTheDocument();
    expect(heading('Documents')).toBeNull();
    expect(screen.queryByText('Loading your profile…')).toBeNull();
  });

  it('shows Documents with file services for personal users only', async () => {
    api();
    const personal = renderProfile({ options: { FileServices: true } });
    expect(await screen.findByRole('heading', { name: 'Documents' })).toBeInTheDocument();
    personal.unmount();

    api({ profile: profileResponse({ UserKind: 'Company' }) });
    renderProfile({ options: { FileServices: true }, session: { personal: false } });
    await screen.findByRole('heading', { name: 'User Information' });
    expect(heading('Documents')).toBeNull();
  });

  it('hides Personal Information from company users when the setting says so', async () => {
    api({ profile: profileResponse({ UserKind: 'Company' }) });
    const shown = renderProfile({ session: { personal: false } });
    await screen.findByRole('heading', { name: 'User Information' });
    expect(heading('Personal Information')).toBeInTheDocument();
    shown.unmount();

    api({ profile: profileResponse({ UserKind: 'Company' }) });
    const layers = { english: { profile: { hidePersonalInfoForCompany: 'true' } } };
    const hidden = renderProfile({ session: { personal: false }, layers });
    await screen.findByRole('heading', { name: 'User Information' });
    expect(heading('Personal Information')).toBeNull();
    hidden.unmount();

    api();
    renderProfile({ layers });
    await screen.findByRole('heading', { name: 'User Information' });
    expect(heading('Personal Information')).toBeInTheDocument();
  });

  it('says so when the profile cannot be loaded', async () => {
    api({ resolvers: { profile: () => HttpResponse.json({}, { status: 500 }) } });
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your profile could not be loaded. Please try again later.',
    );
    expect(heading('User Information')).toBeNull();
  });

  it('has no axe violations', async () => {
    api();
    renderProfile({ options: { FileServices: true, TextMessages: true } });
    await screen.findByRole('heading', { name: 'Notifications' });
    expect(await violations('fragment')).toEqual([]);
  });
});

describe('the Notifications section', () => {
  it('saves the changed alerts with Save / Reset only with changes and the check mark for 3 seconds', async () => {
    const { log } = api();
    const { setUnsaved } = renderProfile({ options: { TextMessages: true } });
    await screen.findByRole('heading', { name: 'Notifications' });
    const form = alerts();
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.click(within(form).getByLabelText('Delinquent alert by e-mail'));
    expect(setUnsaved).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(form).getByRole('button', { name: 'Reset' }));
    expect(within(form).getByLabelText('Delinquent alert by e-mail')).not.toBeChecked();
    expect(setUnsaved).toHaveBeenLastCalledWith(false);

    await userEvent.click(within(form).getByLabelText('Delinquent alert by text'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Saved')).toBeInTheDocument();
    const [body] = log.bodies('update') as {
      UserAlertsInfo: { TextAlerts: unknown };
      AlertsAreDirty: boolean;
    }[];
    expect(body!.AlertsAreDirty).toBe(true);
    expect(body!.UserAlertsInfo.TextAlerts).toEqual({ AlertLoanDelinquent: true, EstatementAlert: false });
    expect(within(form).getByLabelText('Delinquent alert by text')).toBeChecked();
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(within(form).queryByText('Saved')).toBeNull();
  });

  it('shows the text toggles only with TextMessages, disabled without a phone or texting agreed', async () => {
    api();
    const off = renderProfile();
    await screen.findByRole('heading', { name: 'Notifications' });
    expect(within(alerts()).queryByLabelText('Delinquent alert by text')).toBeNull();
    off.unmount();

    api({
      profile: profileResponse({
        AlertsContext: { HasPhone: true, TextingNotAgreed: true, TextMessages: true },
      }),
    });
    renderProfile({ options: { TextMessages: true } });
    await screen.findByRole('heading', { name: 'Notifications' });
    expect(within(alerts()).getByLabelText('Delinquent alert by text')).toBeDisabled();
    expect(within(alerts()).getByLabelText('Delinquent alert by text')).toHaveAccessibleDescription(
      'Turn on Text Messages for a phone under Personal Information to get text alerts.',
    );
  });

  it('asks for a phone when there is none', async () => {
    api({
      profile: profileResponse({
        AlertsContext: { HasPhone: false, TextingNotAgreed: false, TextMessages: true },
      }),
    });
    renderProfile({ options: { TextMessages: true } });
    await screen.findByRole('heading', { name: 'Notifications' });
    expect(within(alerts()).getByLabelText('Delinquent alert by text')).toHaveAccessibleDescription(
      'Add a phone number to your profile to get text alerts.',
    );
  });

  it('shows the server’s refusal', async () => {
    api({ resolvers: { update: () => refusedWith('TextNotAllowed') } });
    renderProfile({ options: { TextMessages: true } });
    await screen.findByRole('heading', { name: 'Notifications' });
    await userEvent.click(within(alerts()).getByLabelText('Delinquent alert by text'));
    await userEvent.click(within(alerts()).getByRole('button', { name: 'Save' }));
    expect(await within(alerts()).findByRole('alert')).toHaveTextContent(
      'Text alerts cannot be turned on without a phone number for texts.',
    );
  });
});
