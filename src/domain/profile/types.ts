/**
 * The profile's shapes as the rules read them: structurally those of schemas/api/profile.json
 * (UserInfo, Address, PersonalInfo, UserInfoUpdate, PersonalInfoUpdate and the refusal codes),
 * declared here because src/domain does not import generated code.
 */
import type { ProfilePhone } from './phones';

/** The stored user information (profile.json UserInfo). */
export interface ProfileUserInfo {
  LogonName: string;
  EmailAddress: string;
  SecretQuestion: string | null;
}

/** profile.json Address (as the response gives it) and AddressUpdate (as the request sends it). */
export interface ProfileAddress {
  Address1: string;
  City: string;
  State: string;
  ZipCode: string;
}

/** The stored personal information (profile.json PersonalInfo). */
export interface ProfilePersonalInfo {
  Address: ProfileAddress;
  PhoneNumbers: readonly ProfilePhone[];
}

/** profile.json UserInfoUpdate: only what changed. */
export interface UserInfoUpdate {
  LogonName?: string;
  EmailAddress?: string;
  OldPassword?: string;
  NewPassword?: string;
  SecretQuestion?: string;
  SecretAnswer?: string;
}

/** profile.json PersonalInfoUpdate: Address null when untouched. */
export interface PersonalInfoUpdate {
  Address: ProfileAddress | null;
  PhoneNumbers: ProfilePhone[];
}

/** profile.json UserInfoRefusalCode (spec 01 §8). */
export type UserInfoRefusalCode =
  | 'LogonNameExists'
  | 'LogonMissingCapitalLetter'
  | 'LogonMissingLowercaseLetter'
  | 'LogonMissingLetter'
  | 'LogonMissingNumber'
  | 'LogonMissingSpecialCharacter'
  | 'LogonMatchesEmail'
  | 'LogonTooShort'
  | 'LogonNameLength'
  | 'PasswordNeedsLetterNumber'
  | 'PasswordTooShort'
  | 'PasswordSameAsLogin'
  | 'ChooseDifferentPassword'
  | 'PasswordSameAsSSN'
  | 'ReusedPassword'
  | 'InvalidCurrentPassword'
  | 'PasswordMissingCapitalLetter'
  | 'PasswordMissingLowercaseLetter'
  | 'PasswordMissingLetter'
  | 'PasswordMissingNumber'
  | 'PasswordMissingSpecialCharacter'
  | 'PasswordEqualsPortionOfLogon'
  | 'PasswordMatchesEmail'
  | 'PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters'
  | 'Invalid'
  | 'CorrectErrors'
  | 'Error';
