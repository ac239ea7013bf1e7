/**
 * The text subscriptions dialog of a profile phone (Solutions By Text; spec 01 §2, §4 Text
 * dialog, §7, §8): the button only for a stored textable phone with the TextMessages option, the
 * texting terms asked first when not yet agreed to, per branding the Marketing and Account
 * switches, Save only with changes and unchanged flags sent as null, the second step that sets
 * the phone's text opt-in (Retry / Cancel when it fails), a partial refusal reverting the form to
 * what the server kept, and the not-textable and load-failure messages.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { violations } from '../../../support/axe';
import { AGREED, mockPersonalApi, PHONE_1, PHONE_2, refused, renderPersonal } from './personalHarness';
import { failOnBadRequests } from '../../../support/mockEndpoints';

const api = failOnBadRequests(mockPersonalApi);

const form = () => screen.getByRole('form', { name: 'Personal Information' });
const phone = (n: number) => within(form()).getByRole('group', { name: `Phone ${n}` });
const openButton = (n: number) => within(phone(n)).queryByRole('button', { name: 'Text Subscriptions' });
const dialog = () => screen.getByRole('dialog', { name: 'Text Subscriptions' });
const branding = (name: string) => within(dialog()).getByRole('group', { name });
const flag = (brand: string, name: 'Marketing' | 'Account') =>
  within(branding(brand)).getByRole('switch', { name }) as HTMLInputElement;
const dialogButton = (name: string) => within(dialog()).getByRole('button', { name });

async function opened(session = AGREED, options: Record<string, unknown> = {}) {
  const view = renderPersonal({ session, options });
  await screen.findByRole('form', { name: 'Personal Information' });
  await userEvent.click(openButton(2)!);
  await screen.findByRole('dialog', { name: 'Text Subscriptions' });
  return view;
}

describe('the text subscriptions dialog', () => {
  it('is offered for a stored textable phone with the TextMessages option only', async () => {
    api();
    renderPersonal({ session: AGREED });
    await screen.findByRole('form', { name: 'Personal Information' });
    expect(openButton(1)).toBeNull();
    expect(openButton(2)).toBeInTheDocument();
  });

  it('is not offered without the TextMessages option (nor the text switches)', async () => {
    api();
    renderPersonal({ session: AGREED, options: { TextMessages: false } });
    await screen.findByRole('form', { name: 'Personal Information' });
    expect(openButton(2)).toBeNull();
    expect(within(phone(2)).queryByRole('switch', { name: 'Text Messages' })).toBeNull();
  });

  it('lists each branding; Save only with changes; unchanged flags go as null', async () => {
    const { bodies } = api();
    await opened();
    await within(dialog()).findByRole('group', { name: 'Harbor Valley' });
    expect(flag('Harbor Valley', 'Account')).toBeChecked();
    expect(flag('Harbor Valley Auto', 'Marketing')).not.toBeChecked();
    expect(dialogButton('Save')).toBeDisabled();
    expect(await violations('fragment')).toEqual([]);
    await userEvent.click(flag('Harbor Valley Auto', 'Marketing'));
    expect(dialogButton('Save')).toBeEnabled();
    await userEvent.click(flag('Harbor Valley Auto', 'Marketing'));
    expect(dialogButton('Save')).toBeDisabled();
    await userEvent.click(flag('Harbor Valley Auto', 'Marketing'));
    await userEvent.click(dialogButton('Save'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies('subscriptions')).toEqual([{ PhoneNumber: PHONE_2 }]);
    expect(bodies('modify')).toEqual([
      { PhoneNumber: PHONE_2, Options: [{ BrandingId: 2, OptInMarketing: true, OptInAccount: null }] },
    ]);
    // The phone takes texts already: no second step.
    expect(bodies('update')).toEqual([]);
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('then turns the phone’s text opt-in off when every option is off', async () => {
    const { bodies } = api();
    await opened();
    await within(dialog()).findByRole('group', { name: 'Harbor Valley' });
    await userEvent.click(flag('Harbor Valley', 'Account'));
    await userEvent.click(dialogButton('Save'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies('modify')).toEqual([
      { PhoneNumber: PHONE_2, Options: [{ BrandingId: 1, OptInMarketing: null, OptInAccount: false }] },
    ]);
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
    await waitFor(() =>
      expect(within(phone(2)).getByRole('switch', { name: 'Text Messages' })).not.toBeChecked(),
    );
  });

  it('offers Retry and Cancel when the phone update fails, and Retry finishes it', async () => {
    let calls = 0;
    const { bodies } = api({
      resolvers: {
        update: () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Error' }] }, { status: 500 })
            : HttpResponse.json({
                HasNoErrors: true,
                Errors: [],
                PersonalInfo: {
                  Address: { Address1: '245 E 300 S', City: 'Salt Lake City', State: 'UT', ZipCode: '84101' },
                  PhoneNumbers: [
                    { PhoneNumber: PHONE_1, Primary: true, OptInToTexting: false, Textable: false },
                    { PhoneNumber: PHONE_2, Primary: false, OptInToTexting: false, Textable: true },
                  ],
                },
              });
        },
      },
    });
    await opened();
    await within(dialog()).findByRole('group', { name: 'Harbor Valley' });
    await userEvent.click(flag('Harbor Valley', 'Account'));
    await userEvent.click(dialogButton('Save'));
    expect(
      await within(dialog()).findByText('Something went wrong finalizing changes. Please retry.'),
    ).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.click(dialogButton('Retry'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies('update')).toHaveLength(2);
    expect(bodies('modify')).toHaveLength(1);
  });

  it('reverts the form to what the server kept after a partial refusal', async () => {
    const kept = [{ BrandingId: 2, OptInAccount: false, OptInMarketing: false }];
    api({ resolvers: { modify: () => refused(JSON.stringify(kept)) } });
    await opened();
    await within(dialog()).findByRole('group', { name: 'Harbor Valley' });
    await userEvent.click(flag('Harbor Valley', 'Marketing'));
    await userEvent.click(flag('Harbor Valley Auto', 'Marketing'));
    await userEvent.click(dialogButton('Save'));
    expect(
      await within(dialog()).findByText(/An error occurred while modifying your subscriptions/),
    ).toBeInTheDocument();
    expect(flag('Harbor Valley', 'Marketing')).toBeChecked();
    expect(flag('Harbor Valley Auto', 'Marketing')).not.toBeChecked();
    expect(dialogButton('Save')).toBeDisabled();
  });

  it('says when the phone takes no texts', async () => {
    api({ resolvers: { subscriptions: () => refused('Invalid') } });
    await opened();
    expect(await within(dialog()).findByText('This is not a textable phone number')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('says when the subscriptions cannot be loaded; Cancel closes', async () => {
    api({ resolvers: { subscriptions: () => HttpResponse.json({}, { status: 500 }) } });
    await opened();
    expect(
      await within(dialog()).findByText('Something went wrong trying to connect to the server.'),
    ).toBeInTheDocument();
    await userEvent.click(dialogButton('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(openButton(2)).toHaveFocus();
  });

  it('asks for the texting terms first when they were not agreed to; Disagree opens nothing', async () => {
    const { bodies } = api();
    renderPersonal();
    await screen.findByRole('form', { name: 'Personal Information' });
    await userEvent.click(openButton(2)!);
    const terms = await screen.findByRole('dialog', { name: 'Texting Agreement' });
    await userEvent.click(within(terms).getByRole('button', { name: 'Disagree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      screen.getByText(/In order to use texting you must agree/).closest('[role="status"]'),
    ).toHaveTextContent('In order to use texting you must agree to the terms');
    expect(bodies('subscriptions')).toEqual([]);

    await userEvent.click(openButton(2)!);
    const again = await screen.findByRole('dialog', { name: 'Texting Agreement' });
    await userEvent.click(within(again).getByRole('checkbox'));
    await userEvent.click(within(again).getByRole('button', { name: 'Agree' }));
    await screen.findByRole('dialog', { name: 'Text Subscriptions' });
    await waitFor(() => expect(bodies('subscriptions')).toEqual([{ PhoneNumber: PHONE_2 }]));
  });
});
