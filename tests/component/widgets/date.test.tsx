import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../../src/engine';
import { findControl, pressSubmit, renderForm, submitValues } from './render';

const OPEN = 'Choose Username from a calendar';

type User = Awaited<ReturnType<typeof dateForm>>['user'];

/** One date field labelled 'Username'; today is 2026-11-22, a Sunday. */
async function dateForm(options?: FieldDefinition['options'], required: string[] = []) {
  const rendered = await renderForm(
    { value: { type: 'string' } },
    { value: { label: 'login.usernameLabel', widget: 'date', options } },
    required,
  );
  return { ...rendered, input: await findControl('Username') };
}

function day(name: string) {
  return within(screen.getByRole('dialog')).getByRole('button', { name });
}

describe('date widget: typing', () => {
  it('formats typed digits as MM/DD/YYYY and submits them so', async () => {
    const { user, submit, input } = await dateForm();
    await user.type(input, '04121985');
    expect(input).toHaveValue('04/12/1985');
    expect(await submitValues(user, submit)).toEqual({ value: '04/12/1985' });
  });

  it('shows the message on the input when required and empty', async () => {
    const { user, input } = await dateForm(undefined, ['value']);
    await pressSubmit(user);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field is required.');
  });
});

describe('date widget: calendar dialog', () => {
  it('opens a modal dialog named by the month of today with today focused', async () => {
    const { user } = await dateForm();
    const opener = screen.getByRole('button', { name: OPEN });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'November 2026' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(day('Sunday, November 22, 2026')).toHaveFocus();
    expect(day('Sunday, November 22, 2026')).toHaveAttribute('aria-current', 'date');
  });

  it('opens on the month of the typed date with that date focused and pressed', async () => {
    const { user, input } = await dateForm();
    await user.type(input, '04121985');
    await user.click(screen.getByRole('button', { name: OPEN }));
    expect(screen.getByRole('dialog', { name: 'April 1985' })).toBeInTheDocument();
    expect(day('Friday, April 12, 1985')).toHaveFocus();
    expect(day('Friday, April 12, 1985')).toHaveAttribute('aria-pressed', 'true');
  });

  it.each([
    ['{ArrowRight}', 'Monday, November 23, 2026', 'November 2026'],
    ['{ArrowLeft}', 'Saturday, November 21, 2026', 'November 2026'],
    ['{ArrowDown}', 'Sunday, November 29, 2026', 'November 2026'],
    ['{ArrowUp}', 'Sunday, November 15, 2026', 'November 2026'],
    ['{Home}', 'Sunday, November 22, 2026', 'November 2026'],
    ['{End}', 'Saturday, November 28, 2026', 'November 2026'],
    ['{PageUp}', 'Thursday, October 22, 2026', 'October 2026'],
    ['{PageDown}', 'Tuesday, December 22, 2026', 'December 2026'],
    ['{ArrowDown}{ArrowDown}', 'Sunday, December 6, 2026', 'December 2026'],
    ['{ArrowRight}{End}', 'Saturday, November 28, 2026', 'November 2026'],
    ['{ArrowRight}{ArrowRight}{Home}', 'Sunday, November 22, 2026', 'November 2026'],
  ])('%s moves the focus to %s', async (keys, name, month) => {
    const { user } = await dateForm();
    await user.click(screen.getByRole('button', { name: OPEN }));
    await user.keyboard(keys);
    expect(screen.getByRole('dialog', { name: month })).toBeInTheDocument();
    expect(day(name)).toHaveFocus();
    expect(day(name)).toHaveAttribute('tabindex', '0');
  });

  it.each([
    ['Enter', (user: User) => user.keyboard('{ArrowRight}{Enter}')],
    ['a click', (user: User) => user.click(day('Monday, November 23, 2026'))],
  ])('%s on a day fills the field, closes the dialog and returns focus', async (_how, choose) => {
    const { user, submit, input } = await dateForm();
    const opener = screen.getByRole('button', { name: OPEN });
    await user.click(opener);
    await choose(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveValue('11/23/2026');
    expect(opener).toHaveFocus();
    expect(await submitValues(user, submit)).toEqual({ value: '11/23/2026' });
  });

  it('opens again on the chosen date', async () => {
    const { user } = await dateForm();
    await user.click(screen.getByRole('button', { name: OPEN }));
    await user.keyboard('{PageDown}{Enter}');
    await user.click(screen.getByRole('button', { name: OPEN }));
    expect(screen.getByRole('dialog', { name: 'December 2026' })).toBeInTheDocument();
    expect(day('Tuesday, December 22, 2026')).toHaveFocus();
    expect(day('Tuesday, December 22, 2026')).toHaveAttribute('aria-pressed', 'true');
  });

  it('closes on Escape and on its close button, returning focus to the opener', async () => {
    const { user, input } = await dateForm();
    const opener = screen.getByRole('button', { name: OPEN });
    await user.click(opener);
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(input).toHaveValue('');

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close calendar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await dateForm();
    await user.click(screen.getByRole('button', { name: OPEN }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close calendar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close calendar' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(day('Sunday, November 22, 2026')).toHaveFocus();
  });

  it('changes the month with its previous and next buttons, across years', async () => {
    const { user } = await dateForm();
    await user.click(screen.getByRole('button', { name: OPEN }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('dialog', { name: 'December 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('dialog', { name: 'January 2027' })).toBeInTheDocument();
    expect(day('Friday, January 1, 2027')).toHaveAttribute('tabindex', '0');
    for (let step = 0; step < 3; step++)
      await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('dialog', { name: 'October 2026' })).toBeInTheDocument();
  });

  it('disables the days outside options.minDate and maxDate and keeps the focus inside', async () => {
    const { user } = await dateForm({ minDate: '2026-11-10', maxDate: '2026-11-25' });
    await user.click(screen.getByRole('button', { name: OPEN }));
    expect(day('Monday, November 9, 2026')).toBeDisabled();
    expect(day('Tuesday, November 10, 2026')).toBeEnabled();
    expect(day('Wednesday, November 25, 2026')).toBeEnabled();
    expect(day('Thursday, November 26, 2026')).toBeDisabled();
    await user.keyboard('{End}');
    expect(day('Wednesday, November 25, 2026')).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(day('Tuesday, November 10, 2026')).toHaveFocus();
  });

  it('marks the days of options.disabledDates aria-disabled: focusable, not chosen', async () => {
    const { user, input } = await dateForm({ disabledDates: ['2026-11-24', '2026-11-26'] });
    await user.click(screen.getByRole('button', { name: OPEN }));
    const holiday = day('Thursday, November 26, 2026');
    expect(holiday).toHaveAttribute('aria-disabled', 'true');
    expect(day('Wednesday, November 25, 2026')).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(day('Tuesday, November 24, 2026')).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(holiday);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(input).toHaveValue('');
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(input).toHaveValue('11/25/2026');
  });

  it('focuses the nearest allowed day when today is outside the bounds', async () => {
    const { user } = await dateForm({ maxDate: '2026-10-15' });
    await user.click(screen.getByRole('button', { name: OPEN }));
    expect(screen.getByRole('dialog', { name: 'October 2026' })).toBeInTheDocument();
    expect(day('Thursday, October 15, 2026')).toHaveFocus();
  });
});
