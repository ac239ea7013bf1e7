/**
 * The radio widget's options.offered (src/widgets/inputs/RadioWidget): a subset of the
 * schema's choices (the registration account types of RegistrationAccountTypes), and a
 * single offered choice chosen for the user (spec 01 §2: "preselected when only one is offered").
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '../../support/userEvent';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Action, FieldDefinition } from '../../../src/engine';
import { violations } from '../../support/axe';
import { formScreen, loadScreen } from '../../support/definitions';
import { renderScreen } from '../../support/engine';

afterEach(cleanup);

const CHOICES = { Deposit: 'register.accountTypeDeposit', Loan: 'register.accountTypeLoan' };

/** The account type radios; `offered` comes from the screen's data (a definition computes it). */
async function renderRadios(offered: unknown, field: Partial<FieldDefinition> = {}, value?: string) {
  const submit = vi.fn<Action>(async () => ({ ok: true }));
  const loaded = await loadScreen(
    formScreen(
      {
        type: 'object',
        properties: { accountType: { type: 'string', enum: ['Deposit', 'Loan'], default: value } },
      },
      {
        accountType: {
          label: 'register.accountTypeLabel',
          widget: 'radio',
          choices: CHOICES,
          options: { offered: { var: 'data.offered' } },
          constraints: { required: true },
          ...field,
        },
      },
    ),
  );
  renderScreen(loaded, { actions: { submit }, initialData: { offered } });
  const user = userEvent.setup();
  const submitted = async () => {
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    return submit.mock.calls[0]![0];
  };
  return { submit, user, submitted };
}

/** Each radio as [its label, checked]. */
const radios = () =>
  screen
    .queryAllByRole<HTMLInputElement>('radio')
    .map((radio) => [radio.labels?.[0]?.textContent, radio.checked]);

describe('radio widget: options.offered', () => {
  it.each<[string, unknown, [string, boolean][]]>([
    [
      'no offered option: every choice, none chosen',
      undefined,
      [
        ['Deposit', false],
        ['Loan', false],
      ],
    ],
    [
      'both offered: every choice, none chosen',
      ['Deposit', 'Loan'],
      [
        ['Deposit', false],
        ['Loan', false],
      ],
    ],
    ['a list of one: that choice alone, chosen', ['Loan'], [['Loan', true]]],
    ['one value as text: that choice alone, chosen', 'Deposit', [['Deposit', true]]],
    [
      'the schema order is kept',
      ['Loan', 'Deposit'],
      [
        ['Deposit', false],
        ['Loan', false],
      ],
    ],
    ['values that are not choices are left out', ['Loan', 'Savings'], [['Loan', true]]],
    [
      'something that is not a list or text: every choice',
      3,
      [
        ['Deposit', false],
        ['Loan', false],
      ],
    ],
  ])('%s', async (_case, offered, expected) => {
    await renderRadios(offered);
    await waitFor(() => expect(radios()).toEqual(expected));
  });

  it('nothing offered at all: no radio', async () => {
    await renderRadios([]);
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.getByRole('radiogroup', { name: 'Account Type' })).toBeInTheDocument();
  });

  it('the preselected choice is submitted without a click', async () => {
    const { submitted } = await renderRadios('Loan');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Loan' })).toBeChecked());
    expect(await submitted()).toEqual({ accountType: 'Loan' });
  });

  it('a value already there is kept, not replaced by the single offered choice', async () => {
    const { submitted } = await renderRadios('Loan', {}, 'Deposit');
    expect(await submitted()).toEqual({ accountType: 'Deposit' });
  });

  it('with two offered the user chooses, and the choice is submitted', async () => {
    const { user, submitted } = await renderRadios(['Deposit', 'Loan']);
    await user.click(screen.getByRole('radio', { name: 'Deposit' }));
    expect(screen.getByRole('radio', { name: 'Deposit' })).toBeChecked();
    expect(await submitted()).toEqual({ accountType: 'Deposit' });
  });

  it('required and none chosen: the group is invalid, nothing is sent', async () => {
    const { user, submit } = await renderRadios(['Deposit', 'Loan'], {
      messages: { required: 'register.accountTypeRequired' },
    });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const group = screen.getByRole('radiogroup', { name: 'Account Type' });
    await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'true'));
    expect(group).toHaveAccessibleDescription('Please choose an account type.');
    expect(submit).not.toHaveBeenCalled();
  });

  it.each([
    ['one offered', 'Loan'],
    ['both offered', ['Deposit', 'Loan']],
  ])('has no axe violations with %s', async (_case, offered) => {
    await renderRadios(offered);
    await waitFor(() => expect(screen.getAllByRole('radio').length).toBeGreaterThan(0));
    expect(await violations('fragment')).toEqual([]);
  });
});
