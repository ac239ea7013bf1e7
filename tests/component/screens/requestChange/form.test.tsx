/**
 * The contact info change form (spec 03 §2.9, §4, §5, §8, §9): the accounts checklist, the
 * slide toggles and the sub-forms they add and remove, each field message, Submit's state, the
 * request sent, "Request sent" for 4 s then the reset, "Something went wrong." on failure, axe.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { violations } from '../../../support/axe';
import {
  ACCOUNTS,
  mockContactChangeApi,
  type ContactChangeApiOptions,
} from '../../../support/contactChangeApi';
import { renderRequestChange } from './harness';

let badRequests: string[] = [];
afterEach(() => {
  vi.useRealTimers();
  expect(badRequests).toEqual([]);
});

function api(options: ContactChangeApiOptions = {}) {
  const mocked = mockContactChangeApi({ accounts: ACCOUNTS, ...options });
  badRequests = mocked.badRequests;
  return mocked;
}

const submit = () => screen.getByRole('button', { name: 'Submit' });
const addressToggle = () => screen.getByRole('switch', { name: 'Change Address' });
const phoneToggle = () => screen.getByRole('switch', { name: 'Change Phone' });
const group = (name: string) => screen.getByRole('group', { name });
const within = (name: string) => {
  const element = group(name);
  return {
    field: (label: string) =>
      element.querySelector<HTMLInputElement>(`#${CSS.escape(labelFor(element, label))}`)!,
  };
};
function labelFor(scope: HTMLElement, text: string): string {
  const label = [...scope.querySelectorAll('label')].find((item) => item.textContent === text);
  if (!label) throw new Error(`no label ${text}`);
  return label.htmlFor;
}

async function shown() {
  const user = userEvent.setup();
  renderRequestChange();
  await screen.findByRole('checkbox', { name: '01-123400-1' });
  return user;
}

async function fillAddress(user: ReturnType<typeof userEvent.setup>, legend: string, values: string[]) {
  const form = within(legend);
  const [line1, city, state, zip] = values as [string, string, string, string];
  await user.type(form.field('Address Line 1'), line1);
  await user.type(form.field('City'), city);
  await user.selectOptions(form.field('State'), state);
  await user.type(form.field('Zip Code'), zip);
}

describe('the contact info change form', () => {
  it('lists the loan accounts by number, with both sections off and Submit disabled', async () => {
    api();
    await shown();
    expect(screen.getByRole('heading', { level: 1, name: 'User Info Changes Form' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: '01-555120-3' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '22-004512-0' })).toBeNull();
    expect(addressToggle()).not.toBeChecked();
    expect(phoneToggle()).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Old Address' })).toBeNull();
    expect(submit()).toBeDisabled();
  });

  it('shows the account list’s error', async () => {
    api({ accountListStatus: 500 });
    renderRequestChange();
    expect(
      await screen.findByText('An error occurred trying to retrieve the account list.'),
    ).toBeInTheDocument();
  });

  it('says when there is no loan account', async () => {
    api({ accounts: [ACCOUNTS[2]!] });
    renderRequestChange();
    expect(await screen.findByText('No loan accounts found.')).toBeInTheDocument();
  });

  it('adds and removes the address and phone forms with the toggles, by keyboard', async () => {
    api();
    const user = await shown();
    addressToggle().focus();
    await user.keyboard(' ');
    expect(addressToggle()).toBeChecked();
    expect(group('Old Address')).toBeInTheDocument();
    expect(group('New Address')).toBeInTheDocument();
    await user.type(within('New Address').field('City'), 'Provo');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(within('New Address').field('Address Line 2')).toHaveFocus();
    phoneToggle().focus();
    await user.keyboard(' ');
    expect(phoneToggle()).toBeChecked();
    expect(group('Phone 1')).toBeInTheDocument();
    expect(group('Phone 2')).toBeInTheDocument();

    await user.click(addressToggle());
    expect(screen.queryByRole('group', { name: 'Old Address' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'New Address' })).toBeNull();
    await user.click(addressToggle());
    expect(within('New Address').field('City')).toHaveValue('');
    await user.click(phoneToggle());
    expect(screen.queryByRole('group', { name: 'Phone 1' })).toBeNull();
  });

  it('shows the account and section messages once something changed, the phones’ once a phone field was left', async () => {
    api();
    const user = await shown();
    expect(screen.queryByText('Choose at least one account.')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: '01-123400-1' }));
    expect(screen.getByText('Choose Change Address or Change Phone.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '01-123400-1' }));
    expect(screen.getByText('Choose at least one account.')).toBeInTheDocument();
    await user.click(phoneToggle());
    expect(screen.queryByText('Choose Change Address or Change Phone.')).toBeNull();
    // Switching Change Phone on is not a mistake yet: the phones' message waits for a phone field left.
    expect(screen.queryByText('Must Enter Old Phone Number and New Phone Number')).toBeNull();
    await user.click(within('Phone 1').field('Old Phone Number'));
    await user.tab();
    expect(screen.getByText('Must Enter Old Phone Number and New Phone Number')).toBeInTheDocument();
  });

  it('shows each address message once a field was left, and keeps zip digits only, at most 5', async () => {
    api();
    const user = await shown();
    await user.click(addressToggle());
    const form = within('Old Address');
    for (const label of ['Address Line 1', 'City', 'State', 'Zip Code']) {
      await user.click(form.field(label));
      await user.tab();
    }
    expect(group('Old Address').querySelectorAll('[aria-invalid="true"]')).toHaveLength(4);
    expect(screen.getAllByText('Required')).toHaveLength(4);
    expect(form.field('Address Line 2')).not.toHaveAttribute('aria-invalid');

    await user.type(form.field('Zip Code'), '84a1');
    expect(form.field('Zip Code')).toHaveValue('841');
    await user.tab();
    expect(screen.getByText('There needs to be 5 digits')).toBeInTheDocument();
    await user.type(form.field('Zip Code'), '01999');
    expect(form.field('Zip Code')).toHaveValue('84101');
    expect(screen.queryByText('There needs to be 5 digits')).toBeNull();
    expect(form.field('Address Line 1')).toHaveAttribute('maxLength', '45');
    expect(form.field('City')).toHaveAttribute('maxLength', '20');
    expect(form.field('Zip Code')).toHaveAttribute('maxLength', '5');
    const states = [...form.field('State').querySelectorAll('option')].map((option) => option.textContent);
    expect(states).toHaveLength(52);
    expect(states).toContain('Utah');
  });

  it('masks the phone numbers and shows each phone message', async () => {
    api();
    const user = await shown();
    await user.click(phoneToggle());
    const phone1 = within('Phone 1');
    await user.type(phone1.field('Old Phone Number'), '801a5550142999');
    expect(phone1.field('Old Phone Number')).toHaveValue('(801) 555-0142');
    await user.click(phone1.field('New Phone Number'));
    await user.tab();
    expect(screen.getByText('Enter New Phone Number')).toBeInTheDocument();
    await user.type(phone1.field('New Phone Number'), '38555');
    await user.tab();
    expect(screen.getByText('Enter Valid Phone Number')).toBeInTheDocument();

    const phone2 = within('Phone 2');
    await user.type(phone2.field('New Phone Number'), '3855550199');
    await user.tab();
    expect(screen.getByText('Enter Old Phone Number')).toBeInTheDocument();
  });

  it('sends the request of the ticked accounts and sections, says Request sent for 4 s, then resets', async () => {
    const { sent } = api();
    const user = await shown();
    await user.click(screen.getByRole('checkbox', { name: '01-555120-3' }));
    await user.click(addressToggle());
    await fillAddress(user, 'Old Address', ['12 Harbor Way', 'Salt Lake City', 'UT', '84101']);
    await fillAddress(user, 'New Address', ['40 Canyon Rd', 'Provo', 'UT', '84601']);
    await user.type(within('New Address').field('Address Line 2'), 'Apt 4');
    await user.click(phoneToggle());
    await user.type(within('Phone 1').field('Old Phone Number'), '8015550142');
    await user.type(within('Phone 1').field('New Phone Number'), '3855550199');
    expect(submit()).toBeEnabled();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(submit());
    const message = await screen.findByText('Request sent');
    expect(message).toHaveAttribute('role', 'status');
    await waitFor(() => expect(message).toHaveFocus());
    expect(sent).toEqual([
      {
        AccountNumbers: ['01-555120-3'],
        OldAddress: {
          Address1: '12 Harbor Way',
          Address2: '',
          City: 'Salt Lake City',
          State: 'UT',
          ZipCode: '84101',
        },
        NewAddress: {
          Address1: '40 Canyon Rd',
          Address2: 'Apt 4',
          City: 'Provo',
          State: 'UT',
          ZipCode: '84601',
        },
        PhoneNumber1: { OldPhoneNumber: '(801) 555-0142', NewPhoneNumber: '(385) 555-0199' },
        PhoneNumber2: null,
        UserName: 'demo.borrower',
        FirstName: 'Alex Morgan',
      },
    ]);
    expect(submit()).toBeDisabled();

    act(() => vi.advanceTimersByTime(3900));
    expect(screen.getByText('Request sent')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Request sent')).toBeNull();
    expect(screen.getByRole('checkbox', { name: '01-555120-3' })).not.toBeChecked();
    expect(addressToggle()).not.toBeChecked();
    expect(phoneToggle()).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Old Address' })).toBeNull();
    expect(submit()).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '01-123400-1' })).toHaveFocus();
  });

  it('disables the form and shows the spinner while sending', async () => {
    let release: () => void = () => {};
    api({
      answer: () =>
        new Promise((resolve) => {
          release = () => resolve(HttpResponse.json({ HasNoErrors: true, Errors: [] }));
        }),
    });
    const user = await shown();
    await user.click(screen.getByRole('checkbox', { name: '01-123400-1' }));
    await user.click(phoneToggle());
    await user.type(within('Phone 2').field('Old Phone Number'), '8015550142');
    await user.type(within('Phone 2').field('New Phone Number'), '3855550199');
    await user.click(submit());
    expect(await screen.findByRole('status', { name: '' })).toBeInTheDocument();
    expect(screen.getByText('Sending request…')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    expect(phoneToggle()).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '01-123400-1' })).toBeDisabled();
    release();
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    expect(screen.queryByText('Sending request…')).toBeNull();
  });

  it('says Something went wrong. for 4 s on failure and keeps what was entered', async () => {
    api({
      answer: () =>
        HttpResponse.json({ HasNoErrors: false, Errors: [{ ErrorMessage: 'X' }] }, { status: 500 }),
    });
    const user = await shown();
    await user.click(screen.getByRole('checkbox', { name: '01-123400-1' }));
    await user.click(phoneToggle());
    await user.type(within('Phone 1').field('Old Phone Number'), '8015550142');
    await user.type(within('Phone 1').field('New Phone Number'), '3855550199');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(submit());
    const message = await screen.findByText('Something went wrong.');
    expect(message).toHaveAttribute('role', 'alert');
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByText('Something went wrong.')).toBeNull();
    expect(within('Phone 1').field('Old Phone Number')).toHaveValue('(801) 555-0142');
    expect(submit()).toBeEnabled();
  });

  it('reads every text from settings', async () => {
    api();
    renderRequestChange({
      english: { requestChange: { changeAddress: 'Nueva dirección', success: 'Enviado' } },
    });
    expect(await screen.findByRole('switch', { name: 'Nueva dirección' })).toBeInTheDocument();
  });

  it('has no axe violations, with both sections and their messages shown', async () => {
    api();
    const user = await shown();
    await user.click(addressToggle());
    await user.click(phoneToggle());
    await user.click(within('Old Address').field('Address Line 1'));
    await user.tab();
    await waitFor(() => expect(screen.getByText('Required')).toBeInTheDocument());
    expect(await violations('fragment')).toEqual([]);
  });
});
