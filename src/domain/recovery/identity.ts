/**
 * The identity of the recovery's first step (spec 01 §5 'Recovery, username step', §7):
 * the form's values as GetSecretQuestion takes them. Hidden fields are sent empty; the
 * date of birth goes as MM/DD/YYYY, zip and branch as their digits.
 */
import { birthDateToSend } from '../registration';

export interface RecoveryIdentity {
  EmailAddress: string;
  ServicingBranch: string;
  DateOfBirth: string;
  ZipCode: string;
}

function text(values: Readonly<Record<string, unknown>>, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
}
const digits = (value: string) => value.replace(/\D/g, '');

export function recoveryIdentity(values: Readonly<Record<string, unknown>>): RecoveryIdentity {
  return {
    EmailAddress: text(values, 'email'),
    ServicingBranch: digits(text(values, 'branch')),
    DateOfBirth: birthDateToSend(text(values, 'dateOfBirth')),
    ZipCode: digits(text(values, 'zip')),
  };
}
