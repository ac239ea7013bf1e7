/**
 * Field checks of identity fields at registration (an empty value is the required
 * constraint's business): a date of birth (a real date, not in
 * the future, at most 110 years back, against the context's `now` in the field's options)
 * and an account number that fills the layout of its type (the same options the
 * accountNumber widget lays its mask out from).
 */
import { localDateOf } from '../../domain/dates';
import { isValidBirthDate } from '../../domain/registration/birthDate';
import type { FieldCheck } from '../../engine';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const lengthOf = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);

export const birthDateCheck: FieldCheck = (value, options) => {
  if (!textOf(value)) return undefined;
  const today = typeof options.now === 'string' ? localDateOf(options.now) : undefined;
  return today && isValidBirthDate(textOf(value), today) ? undefined : { keyword: 'invalid' };
};

/** An agreement must be ticked: "You must agree to the {agreement}". */
export const agreementCheck: FieldCheck = (value, options) => {
  if (value === true) return undefined;
  const agreement = options.agreement as { name?: unknown } | undefined;
  return {
    keyword: 'mustAgree',
    message: 'register.mustAgree',
    params: { agreement: String(agreement?.name ?? '') },
  };
};

export const accountNumberCheck: FieldCheck = (value, options) => {
  const checkDigits = options.removeCheckDigits === true ? 0 : lengthOf(options.checkDigitLength);
  const expected = lengthOf(options.officeLength) + lengthOf(options.accountLength) + checkDigits;
  const digits = textOf(value).replace(/\D/g, '');
  if (expected === 0 || !digits) return undefined;
  return digits.length === expected ? undefined : { keyword: 'invalid' };
};
