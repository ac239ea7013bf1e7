/**
 * The profile's Personal Information (spec 01 §2, §4 Profile forms and Phones, §5, §8): the
 * address and phones as stored, Save / Cancel only with changes, the payload (Address null when
 * untouched), each field message, the server's refusals, the mutually exclusive primary
 * switches, phone 2's disabled until valid, the empty second phone, and the text opt-in through
 * the texting agreement (Disagree switches it back off).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { describe, expect, it } from 'vitest';
import { violations } from '../../../support/axe';
import {
  mockPersonalApi,
  PHONE_1,
  PHONE_2,
  refused,
  renderPersonal,
  storedPersonalInfo,
} from './personalHarness';
import { failOnBadRequests } from '../../../support/mockEndpoints';

const api = failOnBadRequests(mockPersonalApi);

const form = () => screen.getByRole('form', { name: 'Personal Information' });
const field = (name: string) => within(form()).getByLabelText(name) as HTMLInputElement;
const phone = (n: number) => within(form()).getByRole('group', { name: `Phone ${n}` });
const phoneInput = (n: number) => within(phone(n)).getByLabelText(/Phone Number/) as HTMLInputElement;
const primary = (n: number) => within(phone(n)).getByRole('switch', { name: 'Primary' }) as HTMLInputElement;
const texting = (n: number) =>
  within(phone(n)).getByRole('switch', { name: 'Text Messages' }) as HTMLInputElement;
const saveButton = () => within(form()).queryByRole('button', { name: 'Save' });
const cancelButton = () => within(form()).queryByRole('button', { name: 'Cancel' });

async function shown(opts: Parameters<typeof renderPersonal>[0] = {}) {
  const view = renderPersonal(opts);
  const form = await screen.findByRole('form', { name: 'Personal Information' });
  // The phone fields are lazy widgets: a busy input holds each one's place until its code is there.
  await waitFor(() => expect(form.querySelector('[aria-busy="true"]')).toBeNull());
  return view;
}

describe('the personal information form', () => {
  it('shows the stored address and phones, with Save and Cancel only once something changes', async () => {
    api();
    const { lastData } = await shown();
    expect(field('Street')).toHaveValue('245 E 300 S');
    expect(field('City')).toHaveValue('Salt Lake City');
    expect(field('State')).toHaveValue('UT');
    expect(field('Zip Code')).toHaveValue('84101');
    expect(phoneInput(1)).toHaveValue('801-555-0100');
    expect(phoneInput(2)).toHaveValue('385-555-0187');
    expect(primary(1)).toBeChecked();
    expect(primary(2)).not.toBeChecked();
    expect(texting(2)).toBeChecked();
    expect(saveButton()).toBeNull();
    expect(cancelButton()).toBeNull();
    await waitFor(() => expect(lastData()).toMatchObject({ personalInfo: { dirty: false } }));
    expect(await violations('fragment')).toEqual([]);

    await userEvent.type(field('City'), 'x');
    expect(saveButton()).toBeInTheDocument();
    await waitFor(() => expect(lastData()).toMatchObject({ personalInfo: { dirty: true } }));
    await userEvent.click(cancelButton()!);
    expect(field('City')).toHaveValue('Salt Lake City');
    expect(saveButton()).toBeNull();
    await waitFor(() => expect(lastData()).toMatchObject({ personalInfo: { dirty: false } }));
  });

  it('keeps the primary switches mutually exclusive', async () => {
    const { bodies } = api();
    await shown();
    await userEvent.click(primary(2));
    expect(primary(2)).toBeChecked();
    expect(primary(1)).not.toBeChecked();
    await userEvent.click(primary(1));
    expect(primary(1)).toBeChecked();
    expect(primary(2)).not.toBeChecked();
    await userEvent.click(primary(2));
    await userEvent.click(saveButton()!);
    await screen.findByText('Saved');
    expect(bodies('update')).toEqual([
      {
        PersonalInfo: {
          Address: null,
          PhoneNumbers: [
            { PhoneNumber: PHONE_1, Primary: false, OptInToTexting: false },
            { PhoneNumber: PHONE_2, Primary: true, OptInToTexting: true },
          ],
        },
      },
    ]);
    expect(primary(2)).toBeChecked();
    expect(saveButton()).toBeNull();
  });

  it('adds an empty second phone whose primary switch waits until it is valid', async () => {
    api({
      personal: storedPersonalInfo({
        PhoneNumbers: [{ PhoneNumber: PHONE_1, Primary: true, OptInToTexting: false, Textable: false }],
      }),
    });
    await shown();
    expect(phoneInput(2)).toHaveValue('');
    expect(primary(2)).toBeDisabled();
    expect(texting(2)).toBeDisabled();
    await userEvent.type(phoneInput(2), '80155501');
    expect(phoneInput(2)).toHaveValue('801-555-01');
    expect(primary(2)).toBeDisabled();
    await userEvent.type(phoneInput(2), '22');
    expect(primary(2)).toBeEnabled();
    await userEvent.click(primary(2));
    expect(primary(1)).not.toBeChecked();
    // Phone 2 no longer valid: it cannot stay primary, phone 1 takes the role back.
    await userEvent.type(phoneInput(2), '{Backspace}');
    expect(primary(2)).toBeDisabled();
    expect(primary(2)).not.toBeChecked();
    expect(primary(1)).toBeChecked();
  });

  it('sends the address only once it was changed', async () => {
    const { bodies } = api();
    await shown();
    await userEvent.clear(field('Street'));
    await userEvent.type(field('Street'), '12 Harbor Way');
    await userEvent.click(saveButton()!);
    await screen.findByText('Saved');
    expect(bodies('update')).toEqual([
      {
        PersonalInfo: {
          Address: { Address1: '12 Harbor Way', City: 'Salt Lake City', State: 'UT', ZipCode: '84101' },
          PhoneNumbers: [
            { PhoneNumber: PHONE_1, Primary: true, OptInToTexting: false },
            { PhoneNumber: PHONE_2, Primary: false, OptInToTexting: true },
          ],
        },
      },
    ]);
  });

  it('shows each field’s message once left, and the correct-errors message on Save', async () => {
    const { bodies } = api();
    await shown();
    await userEvent.clear(field('Street'));
    await userEvent.tab();
    expect(screen.getByText('You must enter an address')).toBeInTheDocument();
    await userEvent.clear(field('City'));
    await userEvent.tab();
    expect(screen.getByText('You must enter a city')).toBeInTheDocument();
    await userEvent.clear(field('Zip Code'));
    await userEvent.type(field('Zip Code'), '841');
    await userEvent.tab();
    expect(screen.getByText('Zip code must be 5 digits')).toBeInTheDocument();
    await userEvent.selectOptions(field('State'), '');
    await userEvent.tab();
    expect(screen.getByText('You must select a state')).toBeInTheDocument();
    await userEvent.clear(phoneInput(1));
    await userEvent.tab();
    expect(
      within(phone(1)).getByText('Phone number is invalid. A 10 digit phone number is required.'),
    ).toBeInTheDocument();
    await userEvent.clear(phoneInput(2));
    await userEvent.type(phoneInput(2), '385');
    await userEvent.tab();
    expect(
      within(phone(2)).getByText('Phone number is invalid. A 10 digit phone number is required.'),
    ).toBeInTheDocument();
    await userEvent.click(saveButton()!);
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the errors above.');
    expect(bodies('update')).toEqual([]);
    expect(field('Street')).toHaveAttribute('maxLength', '45');
    expect(field('City')).toHaveAttribute('maxLength', '20');
  });

  it('asks for a primary phone when neither is', async () => {
    const { bodies } = api();
    await shown();
    await userEvent.click(primary(1));
    await userEvent.click(saveButton()!);
    expect(screen.getByText('Choose the primary phone number.')).toBeInTheDocument();
    expect(bodies('update')).toEqual([]);
  });

  it.each([
    ['ZipCityNoMatch', 'City is not found within the specified zip code.'],
    ['ContainsPOBox', 'Physical address cannot contain a PO box.'],
    ['PhoneInvalid', 'There was an error saving changes to your information'],
  ])('shows the server’s %s', async (code, message) => {
    api({ resolvers: { update: () => refused(code) } });
    await shown();
    await userEvent.type(field('City'), 'x');
    await userEvent.click(saveButton()!);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(saveButton()).toBeInTheDocument();
  });
});

describe('the text opt-in', () => {
  it('opens the texting agreement: Agree records it and turns texting on', async () => {
    const { bodies } = api();
    const { addAgreementLogs } = await shown();
    await userEvent.click(texting(1));
    const dialog = await screen.findByRole('dialog', { name: 'Texting Agreement' });
    expect(texting(1)).not.toBeChecked();
    expect(await violations('fragment')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agree' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You must agree to the terms');
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'I have read and agree to the Text Messaging Terms' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(texting(1)).toBeChecked();
    expect(bodies('agreements')).toEqual([
      { Agreements: [11340], UserName: 'demo.borrower', TurnEStatementsOn: false },
    ]);
    expect(addAgreementLogs).toHaveBeenCalledWith([
      expect.objectContaining({ Name: 'Text Messaging Terms', AgreementType: 11340 }),
    ]);
    expect(saveButton()).toBeInTheDocument();
  });

  it('Disagree switches it back off', async () => {
    const { bodies } = api();
    await shown();
    await userEvent.click(texting(1));
    const dialog = await screen.findByRole('dialog', { name: 'Texting Agreement' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disagree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(texting(1)).not.toBeChecked();
    expect(
      screen.getByText(/In order to use texting you must agree/).closest('[role="status"]'),
    ).toHaveTextContent('In order to use texting you must agree to the terms');
    expect(saveButton()).toBeNull();
    expect(bodies('agreements')).toEqual([]);
  });

  it('says so when the agreement cannot be recorded', async () => {
    api({ resolvers: { agreements: () => refused('Error') } });
    await shown();
    await userEvent.click(texting(1));
    const dialog = await screen.findByRole('dialog', { name: 'Texting Agreement' });
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'I have read and agree to the Text Messaging Terms' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agree' }));
    expect(await within(dialog).findByText('There was an error updating the agreement.')).toBeInTheDocument();
    expect(texting(1)).not.toBeChecked();
  });

  it('turning texting off on every phone saves it and fetches the profile again', async () => {
    const { bodies, requests } = api();
    await shown();
    await userEvent.click(texting(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(saveButton()!);
    await screen.findByText('Saved');
    expect(bodies('update')).toEqual([
      {
        PersonalInfo: {
          Address: null,
          PhoneNumbers: [
            { PhoneNumber: PHONE_1, Primary: true, OptInToTexting: false },
            { PhoneNumber: PHONE_2, Primary: false, OptInToTexting: false },
          ],
        },
      },
    ]);
    await waitFor(() => expect(requests('profile').length).toBe(2));
  });
});
