/**
 * Which settings key each Personal Information field shows (spec 01 §5, §8): the address rules
 * of the loan address (src/domain/accounts/addressForm.ts) in this form's own wording (group
 * profilePersonal, same key names), phone 1 required and 10 digits, phone 2 10 digits when typed,
 * one primary; and the message of the server's refusal (ZipCityNoMatch and ContainsPOBox at
 * their field, anything else the general save failure).
 */
import { addressFieldMessages, addressRefusalMessage } from '../../../domain/accounts/addressForm';
import type { PersonalInfoForm } from '../../../domain/profile/changes';
import { isValidPhone, phoneDigits } from '../../../domain/profile/phones';

export type PersonalField = 'Address1' | 'City' | 'State' | 'ZipCode' | 'Phone1' | 'Phone2' | 'Primary';

const own = (key: string) => key.replace(/^loanDetails\./, 'profilePersonal.');

export function personalFieldMessages(
  form: PersonalInfoForm,
  phonesHidden: boolean,
): Partial<Record<PersonalField, string>> {
  const messages: Partial<Record<PersonalField, string>> = {};
  for (const [field, key] of Object.entries(addressFieldMessages(form.Address)))
    messages[field as PersonalField] = own(key);
  if (phonesHidden) return messages;
  const [phone1, phone2] = form.PhoneNumbers;
  if (!phone1 || phoneDigits(phone1.PhoneNumber) === '') messages.Phone1 = 'profilePersonal.phone1Required';
  else if (!isValidPhone(phone1.PhoneNumber)) messages.Phone1 = 'profilePersonal.phoneInvalid';
  if (phone2 && phoneDigits(phone2.PhoneNumber) !== '' && !isValidPhone(phone2.PhoneNumber))
    messages.Phone2 = 'profilePersonal.phoneInvalid';
  if (!form.PhoneNumbers.some((phone) => phone.Primary && phoneDigits(phone.PhoneNumber) !== ''))
    messages.Primary = 'profilePersonal.primaryRequired';
  return messages;
}

export function personalRefusal(reason: string | undefined): { key: string; field?: PersonalField } {
  const refusal = addressRefusalMessage(reason);
  return { key: own(refusal.key), ...(refusal.field ? { field: refusal.field } : {}) };
}
