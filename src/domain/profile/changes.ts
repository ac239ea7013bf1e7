/**
 * What changed between the loaded profile and the edited copy (spec 01 §4 "Profile forms": dirty
 * tracking against the cached copy; §7: only what changed is sent). Each builder answers the
 * UpdateProfile payload of its form, or undefined when nothing changed (Save and Cancel hidden).
 */
import type {
  PersonalInfoUpdate,
  ProfileAddress as Address,
  ProfilePersonalInfo as PersonalInfo,
  ProfileUserInfo as UserInfo,
  UserInfoUpdate,
} from './types';
import { phonesToSave, type ProfilePhone } from './phones';
import { needsCurrentPassword, questionChanged } from './userInfo';

/** The user-information form's values (form keys lower-case, spec 01 §3). */
export interface UserInfoForm {
  logonName: string;
  emailAddress: string;
  oldPassword: string;
  newPassword: string;
  secretQuestion: string;
  secretAnswer: string;
}

/** The form's values for the loaded user information (passwords and answer empty). */
export function userInfoForm(loaded: UserInfo): UserInfoForm {
  return {
    logonName: loaded.LogonName,
    emailAddress: loaded.EmailAddress,
    oldPassword: '',
    newPassword: '',
    secretQuestion: loaded.SecretQuestion ?? '',
    secretAnswer: '',
  };
}

/**
 * The UserInfo payload: LogonName and EmailAddress when they differ (surrounding spaces
 * ignored), NewPassword when typed, SecretQuestion with SecretAnswer when the question changed,
 * SecretAnswer alone when only a new answer was typed, and OldPassword with a credential change.
 */
export function userInfoChanges(loaded: UserInfo, form: UserInfoForm): UserInfoUpdate | undefined {
  const update: UserInfoUpdate = {};
  if (form.logonName.trim() !== loaded.LogonName) update.LogonName = form.logonName.trim();
  if (form.emailAddress.trim() !== loaded.EmailAddress) update.EmailAddress = form.emailAddress.trim();
  if (form.newPassword !== '') update.NewPassword = form.newPassword;
  if (questionChanged(form.secretQuestion, loaded.SecretQuestion)) {
    update.SecretQuestion = form.secretQuestion.trim();
    update.SecretAnswer = form.secretAnswer.trim();
  } else if (form.secretAnswer.trim() !== '') update.SecretAnswer = form.secretAnswer.trim();
  if (Object.keys(update).length === 0) return undefined;
  if (needsCurrentPassword(update)) update.OldPassword = form.oldPassword;
  return update;
}

/** The personal-information form's values: the address as typed and the two phones. */
export interface PersonalInfoForm {
  Address: Address;
  PhoneNumbers: ProfilePhone[];
}

function sameAddress(a: Address, b: Address): boolean {
  return (
    a.Address1.trim() === b.Address1.trim() &&
    a.City.trim() === b.City.trim() &&
    a.State.trim().toUpperCase() === b.State.trim().toUpperCase() &&
    a.ZipCode.trim() === b.ZipCode.trim()
  );
}

function samePhones(a: readonly ProfilePhone[], b: readonly ProfilePhone[]): boolean {
  const left = phonesToSave(a);
  const right = phonesToSave(b);
  return (
    left.length === right.length &&
    left.every(
      (phone, at) =>
        phone.PhoneNumber === right[at]!.PhoneNumber &&
        phone.Primary === right[at]!.Primary &&
        phone.OptInToTexting === right[at]!.OptInToTexting,
    )
  );
}

/** The PersonalInfo payload: Address null when untouched, PhoneNumbers the phones to save; undefined when nothing changed. */
export function personalInfoChanges(
  loaded: PersonalInfo,
  form: PersonalInfoForm,
): PersonalInfoUpdate | undefined {
  const addressChanged = !sameAddress(loaded.Address, form.Address);
  if (!addressChanged && samePhones(loaded.PhoneNumbers, form.PhoneNumbers)) return undefined;
  return {
    Address: addressChanged ? { ...form.Address } : null,
    PhoneNumbers: phonesToSave(form.PhoneNumbers),
  };
}
