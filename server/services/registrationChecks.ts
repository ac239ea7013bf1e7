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
  type AccountType,
  accountLayouts,
  fitsAccountNumberLayout,
  receivedBirthDate,
} from '../../src/domain/registration/index.ts';
import {
  type LogonRuleKey,
  codePointLength,
  credentialLimits,
  logonErrors,
  looksLikeEmail,
} from '../../src/domain/passwords/index.ts';
import { configuredAgreements, type Agreement } from './agreements.ts';
import { checkNewPassword, type PasswordOwner } from './passwordRules.ts';

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

/** YYYY-MM-DD of the payload's date of birth, '' when none was given, undefined when it is not a real one. */
export function dateOfBirth(sent: string, now: Date): string | undefined {
  return receivedBirthDate(sent, now.toISOString().slice(0, 10));
}

/** The account number has the institution's mask (digit groups joined by dashes); any digits when there is none. */
export function accountNumberProblem(
  number: string,
  type: AccountType,
  institution: Institution,
): string | undefined {
  if (number === '' && institution.option('AccountNumberRequired') === false) return undefined;
  const layout = accountLayouts(institution.options.institutionOptions)[type];
  return fitsAccountNumberLayout(number, layout) ? undefined : 'AccountNumberError';
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
