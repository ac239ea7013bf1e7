/**
 * The checks of a registration payload that need no customer (spec 01 §5 Registration,
 * §8 Registration errors), each answering the reason codes of the catalogue. Password
 * problems are those of checkNewPassword under the names registration uses.
 */
import { credentialRuleSet } from '../config/demoCredentialRules.ts';
import type { Institution } from '../config/institution.ts';
import type { Deps } from '../http/env.ts';
import { AGREEMENT_TYPES } from '../../src/domain/agreements/index.ts';
import {
  type LogonRuleKey,
  codePointLength,
  credentialLimits,
  logonErrors,
  looksLikeEmail,
} from '../../src/domain/passwords/index.ts';
import { configuredAgreements, type Agreement } from './agreements.ts';
import { checkNewPassword, type PasswordOwner } from './passwordRules.ts';

export type RegistrationAccountType = 'Deposit' | 'Loan';

/** checkNewPassword's codes that registration names differently; the others keep their names. */
export const REGISTRATION_PASSWORD_CODES: Readonly<Record<string, string>> = {
  PasswordSameAsSSN: 'PasswordSameSSN',
  PasswordSameAsLogin: 'PasswordSameUserName',
  PasswordNeedsLetterNumber: 'PasswordLettersNumbers',
};

/** The reason code of each broken logon rule (spec 01 §8). */
const LOGON_CODES: Readonly<Record<LogonRuleKey, string>> = {
  logonTooShort: 'UserNameTooShort',
  logonMissingCapitalLetter: 'LogonMissingCapitalLetter',
  logonMissingLowercaseLetter: 'LogonMissingLowercaseLetter',
  logonMissingLetter: 'LogonMissingLetter',
  logonMissingNumber: 'LogonMissingNumber',
  logonMissingSpecialCharacter: 'LogonMissingSpecialCharacter',
  logonMatchesEmail: 'LogonMatchesEmail',
};

/** How many SSN digits registration asks for: the option, but all 9 when there is no account number to match. */
export function ssnDigits(institution: Institution): number {
  if (institution.option('AccountNumberRequired') === false) return 9;
  return Number(institution.option('SsnDigits') ?? 9);
}

export function ssnProblem(ssn: string, institution: Institution): string | undefined {
  return new RegExp(`^[0-9]{${ssnDigits(institution)}}$`).test(ssn) ? undefined : 'SSN';
}

/** YYYY-MM-DD of an MM/DD/YYYY date of birth, '' when none was given, undefined when it is not a real one. */
export function dateOfBirth(text: string, now: Date): string | undefined {
  if (text === '') return '';
  const parts = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!parts) return undefined;
  const iso = `${parts[3]}-${parts[1]}-${parts[2]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || !date.toISOString().startsWith(iso)) return undefined;
  const today = now.toISOString().slice(0, 10);
  const oldest = `${String(now.getUTCFullYear() - 110)}${today.slice(4)}`;
  return iso > today || iso < oldest ? undefined : iso;
}

/** The digit groups of an account number of this type: office, account, and check digits unless removed. */
export function accountNumberGroups(type: RegistrationAccountType, institution: Institution): number[] {
  const length = (part: string) => Number(institution.option(`${type}${part}Length`) ?? 0);
  const check = institution.option('RemoveCheckDigits') === true ? 0 : length('CheckDigit');
  return [length('Office'), length('Account'), check].filter((digits) => digits > 0);
}

/** The account number has the institution's mask (digit groups joined by dashes); any digits when there is none. */
export function accountNumberProblem(
  number: string,
  type: RegistrationAccountType,
  institution: Institution,
): string | undefined {
  if (number === '' && institution.option('AccountNumberRequired') === false) return undefined;
  const groups = accountNumberGroups(type, institution);
  const mask =
    groups.length === 0 ? /^[0-9][0-9-]*$/ : new RegExp(`^${groups.map((n) => `[0-9]{${n}}`).join('-')}$`);
  return mask.test(number) ? undefined : 'AccountNumberError';
}

/** The logon name's problems by the published logon rules, judged as the portal judges them. */
export function usernameProblems(username: string, email: string, institution: Institution): string[] {
  const { minimum, maximum } = credentialLimits(institution.options.institutionOptions, 'logon');
  const length = codePointLength(username);
  if (length < minimum) return ['UserNameTooShort'];
  if (length > maximum) return ['LogonNameLength'];
  const broken = logonErrors(
    credentialRuleSet(institution, 'logon'),
    username,
    { email },
    {
      matchesEmail: looksLikeEmail(username),
    },
  );
  return broken.map((key) => LOGON_CODES[key]);
}

export async function passwordProblem(
  owner: PasswordOwner,
  password: string,
  deps: Pick<Deps, 'institution' | 'ssnKey'>,
): Promise<string | undefined> {
  const problem = await checkNewPassword(owner, password, deps);
  return problem && (REGISTRATION_PASSWORD_CODES[problem] ?? problem);
}

/** The institution's agreements that are agreed to at registration. */
export function registrationAgreements(institution: Institution): Agreement[] {
  return [...configuredAgreements(institution).values()].filter((agreement) =>
    agreement.whenToAgree.includes(AGREEMENT_TYPES.registration),
  );
}

export function agreementsProblem(
  agreed: readonly { AgreedTo: boolean; AgreementType: number }[],
  institution: Institution,
): string | undefined {
  const accepted = new Set(agreed.filter((item) => item.AgreedTo).map((item) => item.AgreementType));
  return registrationAgreements(institution).every((agreement) => accepted.has(agreement.hostNum))
    ? undefined
    : 'MustAgreeToAllError';
}
