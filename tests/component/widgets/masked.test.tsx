import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../../src/engine';
import { findControl, pressSubmit, renderForm, submitValues } from './render';

/** One string field labelled 'Username' with the given widget and options. */
function one(widget: string, options?: FieldDefinition['options'], schema: Record<string, unknown> = {}) {
  return renderForm(
    { value: { type: 'string', ...schema } },
    { value: { label: 'login.usernameLabel', widget, options } },
  );
}

describe('phone widget', () => {
  it('formats typed digits and submits the digits only', async () => {
    const { user, submit } = await one('phone');
    const input = await findControl('Username');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '8015550142');
    expect(input).toHaveValue('(801) 555-0142');
    expect(await submitValues(user, submit)).toEqual({ value: '8015550142' });
  });

  it('ignores letters and digits beyond the mask', async () => {
    const { user } = await one('phone');
    const input = await findControl('Username');
    await user.type(input, '80a1555x0142999');
    expect(input).toHaveValue('(801) 555-0142');
  });

  it('submits the formatted text when options.unmask is false', async () => {
    const { user, submit } = await one('phone', { unmask: false });
    await user.type(await findControl('Username'), '8015550142');
    expect(await submitValues(user, submit)).toEqual({ value: '(801) 555-0142' });
  });

  it('shows a value the form sets (a schema default) formatted', async () => {
    const { user, submit } = await one('phone', undefined, { default: '8015550142' });
    expect(await findControl('Username')).toHaveValue('(801) 555-0142');
    expect(await submitValues(user, submit)).toEqual({ value: '8015550142' });
  });

  it('uses a valid options.mask instead of its own', async () => {
    const { user, submit } = await one('phone', { mask: '000.000.0000' });
    const input = await findControl('Username');
    await user.type(input, '8015550142');
    expect(input).toHaveValue('801.555.0142');
    expect(await submitValues(user, submit)).toEqual({ value: '8015550142' });
  });
});

describe('zip widget', () => {
  it('accepts five digits only', async () => {
    const { user, submit } = await one('zip');
    const input = await findControl('Username');
    await user.type(input, '84a1011234');
    expect(input).toHaveValue('84101');
    expect(await submitValues(user, submit)).toEqual({ value: '84101' });
  });
});

describe('ssn widget', () => {
  it('hides the number until revealed, shows it dashed and submits nine digits', async () => {
    const { user, submit } = await one('ssn');
    const input = await findControl('Username');
    expect(input).toHaveAttribute('type', 'password');
    await user.type(input, '123456789');
    await user.click(screen.getByRole('button', { name: 'Show Username' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('123-45-6789');
    await user.click(screen.getByRole('button', { name: 'Hide Username' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(await submitValues(user, submit)).toEqual({ value: '123456789' });
  });

  it('takes options.digits digits without dashes', async () => {
    const { user, submit } = await one('ssn', { digits: 4 });
    const input = await findControl('Username');
    await user.type(input, '123456');
    expect(input).toHaveValue('1234');
    expect(await submitValues(user, submit)).toEqual({ value: '1234' });
  });
});

describe('accountNumber widget', () => {
  it('lays the number out from the office, account and check digit lengths', async () => {
    const { user, submit } = await one('accountNumber', {
      officeLength: 2,
      accountLength: 6,
      checkDigitLength: 1,
    });
    const input = await findControl('Username');
    await user.type(input, '011234567');
    expect(input).toHaveValue('01-123456-7');
    expect(await submitValues(user, submit)).toEqual({ value: '011234567' });
  });

  it('drops the check digits when options.removeCheckDigits is true', async () => {
    const { user } = await one('accountNumber', {
      officeLength: 2,
      accountLength: 6,
      checkDigitLength: 1,
      removeCheckDigits: true,
    });
    const input = await findControl('Username');
    await user.type(input, '011234567');
    expect(input).toHaveValue('01-123456');
  });

  it('is a plain input when every length is 0', async () => {
    const { user, submit } = await one('accountNumber', {
      officeLength: 0,
      accountLength: 0,
      checkDigitLength: 0,
    });
    const input = await findControl('Username');
    expect(input).not.toHaveAttribute('inputmode');
    await user.type(input, 'AB-12 x');
    expect(input).toHaveValue('AB-12 x');
    expect(await submitValues(user, submit)).toEqual({ value: 'AB-12 x' });
  });
});

describe('masked input and the form value', () => {
  /** A 'Frequently asked questions' checkbox (form.flag) beside the 'Username' field. */
  const withFlag = (value: FieldDefinition) =>
    renderForm(
      { flag: { type: 'boolean' }, value: { type: 'string' } },
      { flag: { label: 'login.faq' }, value },
    );

  it('shows the form value again, formatted, when the field is hidden and shown', async () => {
    const { user, submit } = await withFlag({
      label: 'login.usernameLabel',
      widget: 'phone',
      hiddenWhen: { var: 'form.flag' },
    });
    await user.type(await findControl('Username'), '8015550142');
    await user.click(screen.getByLabelText('Frequently asked questions'));
    expect(screen.getByLabelText('Username')).not.toBeVisible();
    await user.click(screen.getByLabelText('Frequently asked questions'));
    expect(await findControl('Username')).toHaveValue('(801) 555-0142');
    expect(await submitValues(user, submit)).toEqual({ flag: false, value: '8015550142' });
  });

  it('keeps the form value equal to what the new mask shows', async () => {
    const { user, submit } = await withFlag({
      label: 'login.usernameLabel',
      widget: 'ssn',
      options: { digits: { if: [{ var: 'form.flag' }, 4, 9] } },
    });
    await user.type(await findControl('Username'), '123456789');
    await user.click(screen.getByLabelText('Frequently asked questions'));
    expect(screen.getByLabelText('Username')).toHaveValue('1234');
    expect(await submitValues(user, submit)).toEqual({ flag: true, value: '1234' });
  });
});

describe('masked widgets when required', () => {
  it.each(['phone', 'ssn', 'accountNumber'])(
    '%s: shows the message, marks the input invalid and describes it',
    async (widget) => {
      const { user, submit } = await renderForm(
        { value: { type: 'string' } },
        { value: { label: 'login.usernameLabel', widget, options: { accountLength: 6 } } },
        ['value'],
      );
      const input = await findControl('Username');
      expect(input).toHaveAttribute('aria-required', 'true');
      await pressSubmit(user);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('This field is required.');
      expect(submit).not.toHaveBeenCalled();
    },
  );
});
