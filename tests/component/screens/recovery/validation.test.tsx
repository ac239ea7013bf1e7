/**
 * The first step of recovery (spec 01 §5 'Recovery, username step'): each identity
 * field's messages in the spec's wording, no call while invalid, and each field hideable
 * by its settings flag, then neither asked nor required and sent empty.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { describe, expect, it } from 'vitest';
import { mockApi } from './api';
import {
  DEMO_IDENTITY,
  DEMO_REQUEST,
  FIELDS,
  fillIdentity,
  findControl,
  findStep,
  renderPublicPortal,
  usePublicHarness,
  violations,
  type Identity,
} from './harness';

usePublicHarness();

describe('the identity fields', () => {
  it('say what is missing, in the spec’s words, and send nothing', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderPublicPortal('/home/recovery');
    const step = await findStep('Recover Username');
    await findControl(FIELDS.dateOfBirth);
    await user.click(within(step).getByRole('button', { name: 'Continue' }));

    for (const message of [
      'Email is required',
      'Date of Birth is required',
      'Zip Code is required',
      'The branch Id is required',
    ])
      expect(await within(step).findByText(message)).toBeInTheDocument();
    expect(api.bodies('getSecretQuestion')).toEqual([]);
  });

  it.each<[string, string, Identity]>([
    ['an e-mail address that is not one', 'Invalid Email', { email: 'alex.morgan' }],
    ['a date that does not exist', 'Invalid Date', { dateOfBirth: '02301980' }],
    ['a date in the future', 'Invalid Date', { dateOfBirth: '01012099' }],
    ['an incomplete date', 'Invalid Date', { dateOfBirth: '0517' }],
    ['a zip code of 3 digits', 'Zip Code must be 5 digits', { zip: '841' }],
  ])('%s: "%s"', async (_case, message, typed) => {
    const api = mockApi();
    const user = userEvent.setup();
    renderPublicPortal('/home/recovery');
    const step = await findStep('Recover Username');
    await fillIdentity(user, { ...DEMO_IDENTITY, ...typed });
    await user.click(within(step).getByRole('button', { name: 'Continue' }));

    expect(await within(step).findByText(message)).toBeInTheDocument();
    expect(api.bodies('getSecretQuestion')).toEqual([]);
  });

  it('take digits only in zip and branch, at most 5 and 4', async () => {
    mockApi();
    const user = userEvent.setup();
    renderPublicPortal('/home/recovery');
    await user.type(await findControl(FIELDS.zip), '84a1-01999');
    await user.type(await findControl(FIELDS.branch), '0x00123');
    expect(screen.getByLabelText(FIELDS.zip)).toHaveValue('84101');
    expect(screen.getByLabelText(FIELDS.branch)).toHaveValue('0001');
  });

  it('valid: Continue sends them, the date as MM/DD/YYYY', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderPublicPortal('/home/recovery');
    await findStep('Recover Username');
    await fillIdentity(user);
    expect(screen.getByLabelText(FIELDS.dateOfBirth)).toHaveValue('05/17/1980');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await findStep('Recover Password');
    expect(api.bodies('getSecretQuestion')).toEqual([DEMO_REQUEST]);
  });

  it('pass axe on the first step, with its messages shown', async () => {
    mockApi();
    const user = userEvent.setup();
    renderPublicPortal('/home/recovery');
    const step = await findStep('Recover Username');
    await findControl(FIELDS.branch);
    expect(await violations()).toEqual([]);
    await user.click(within(step).getByRole('button', { name: 'Continue' }));
    await within(step).findByText('Email is required');
    expect(await violations()).toEqual([]);
  });
});

const HIDDEN: [keyof typeof FIELDS, string, keyof typeof DEMO_REQUEST][] = [
  ['email', 'hideEmail', 'EmailAddress'],
  ['dateOfBirth', 'hideDateOfBirth', 'DateOfBirth'],
  ['zip', 'hideZip', 'ZipCode'],
  ['branch', 'hideBranch', 'ServicingBranch'],
];

describe('a field hidden by its flag', () => {
  it.each(HIDDEN)('%s (recovery.%s) is not asked, not required and sent empty', async (field, flag, sent) => {
    const api = mockApi();
    const user = userEvent.setup();
    renderPublicPortal('/home/recovery', { layers: { shared: { recovery: { [flag]: 'true' } } } });
    const step = await findStep('Recover Username');
    const others = Object.keys(FIELDS).filter((name) => name !== field) as (keyof typeof FIELDS)[];
    for (const other of others) await findControl(FIELDS[other]);
    expect(within(step).queryByLabelText(FIELDS[field])).not.toBeInTheDocument();

    await fillIdentity(user, { ...DEMO_IDENTITY, [field]: '' });
    await user.click(within(step).getByRole('button', { name: 'Continue' }));
    await findStep('Recover Password');
    expect(api.bodies('getSecretQuestion')).toEqual([{ ...DEMO_REQUEST, [sent]: '' }]);
  });

  it('all shown by default', async () => {
    mockApi();
    renderPublicPortal('/home/recovery');
    for (const label of Object.values(FIELDS)) expect(await findControl(label)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('textbox')).toHaveLength(4));
  });
});
