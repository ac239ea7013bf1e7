/**
 * axe (WCAG 2.1 A/AA) over every widget, at rest and with its error shown, and over the
 * open calendar dialog. jsdom cannot compute colours, so colour contrast is left to the
 * browser tests of real screens.
 */
import { screen } from '@testing-library/react';
import { violations } from '../../support/axe';
import { describe, expect, it } from 'vitest';
import type { FormBlock } from '../../../src/engine';
import { findControl, pressSubmit, renderForm } from './render';

type Case = [string, FormBlock['schema']['properties'][string], FormBlock['fields'][string]];

const label = 'login.usernameLabel';
const cases: Case[] = [
  ['text', { type: 'string' }, { label, placeholder: 'login.usernamePlaceholder', help: 'login.cantSignIn' }],
  ['password', { type: 'string' }, { label, widget: 'password' }],
  ['textarea', { type: 'string', maxLength: 50 }, { label, widget: 'textarea' }],
  [
    'select',
    { type: 'string', enum: ['a', 'b'] },
    { label, choices: { a: 'login.faq', b: 'login.createAccount' } },
  ],
  [
    'radio',
    { type: 'string', enum: ['a', 'b'] },
    { label, widget: 'radio', choices: { a: 'login.faq', b: 'login.createAccount' } },
  ],
  ['checkbox', { type: 'boolean' }, { label, constraints: { required: true } }],
  ['phone', { type: 'string' }, { label, widget: 'phone' }],
  ['zip', { type: 'string' }, { label, widget: 'zip' }],
  ['ssn', { type: 'string' }, { label, widget: 'ssn' }],
  [
    'accountNumber',
    { type: 'string' },
    { label, widget: 'accountNumber', options: { officeLength: 2, accountLength: 6, checkDigitLength: 1 } },
  ],
  ['date', { type: 'string' }, { label, widget: 'date' }],
];

describe('axe on widgets', () => {
  it('finds a violation when there is one (the harness is not blind)', async () => {
    const input = document.body.appendChild(document.createElement('input'));
    expect((await violations('fragment')).some((line) => line.startsWith('label:'))).toBe(true);
    input.remove();
  });

  it.each(cases)('%s, at rest and with its error', async (_name, property, field) => {
    const { user } = await renderForm(
      { value: property },
      { value: field },
      property.type === 'boolean' ? [] : ['value'],
    );
    if (field.widget && ['phone', 'zip', 'ssn', 'accountNumber', 'date'].includes(field.widget))
      await findControl('Username');
    expect(await violations('fragment')).toEqual([]);
    await pressSubmit(user);
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(await violations('fragment')).toEqual([]);
  });

  it('the open calendar dialog', async () => {
    const { user } = await renderForm({ value: { type: 'string' } }, { value: { label, widget: 'date' } });
    await findControl('Username');
    await user.click(screen.getByRole('button', { name: 'Choose Username from a calendar' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(await violations('fragment')).toEqual([]);
  });
});
