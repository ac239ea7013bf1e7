/** The refusal of an UpdateProfile (src/domain/profile/refusal.ts): the §8 codes in their order. */
import { describe, expect, it } from 'vitest';
import { RULE_TYPE, type RuleSet } from '../../../../src/domain/passwords';
import { personalInfoRefusal, userInfoRefusal, type UserInfoFacts } from '../../../../src/domain/profile';

const LOGON_RULES: RuleSet = {
  MinimumLength: 8,
  PasswordValidationRules: [
    { ValidationRuleType: RULE_TYPE.capital, ValidationRegex: '[A-Z]', RegexMatchMeansError: false },
    { ValidationRuleType: RULE_TYPE.lowercase, ValidationRegex: '[a-z]', RegexMatchMeansError: false },
    { ValidationRuleType: RULE_TYPE.number, ValidationRegex: '[0-9]', RegexMatchMeansError: false },
    { ValidationRuleType: RULE_TYPE.special, ValidationRegex: '[^A-Za-z0-9]', RegexMatchMeansError: false },
    { ValidationRuleType: RULE_TYPE.notEmail, RegexMatchMeansError: true },
  ],
};

const FACTS: UserInfoFacts = {
  loaded: { LogonName: 'Demo.Borrower1', EmailAddress: 'alex@example.com', SecretQuestion: 'Where?' },
  logonLimits: { minimum: 8, maximum: 12 },
  logonRules: LOGON_RULES,
  answerPattern: "^[A-Za-z0-9 .,'&?-]+$",
  currentPasswordOk: true,
  logonTaken: false,
};

describe('userInfoRefusal', () => {
  it.each([
    ['Invalid', { EmailAddress: 'alex@' }, {}],
    ['Invalid', { LogonName: 'Alex Morgan1' }, {}],
    ['Invalid', { SecretQuestion: 'When?' }, {}],
    ['Invalid', { SecretQuestion: 'When?', SecretAnswer: 'a<b' }, {}],
    ['Invalid', { SecretAnswer: 'Ogden' }, { loaded: { ...FACTS.loaded, SecretQuestion: null } }],
    ['Invalid', { NewPassword: '' }, {}],
    ['InvalidCurrentPassword', { EmailAddress: 'new@example.com' }, { currentPasswordOk: false }],
    ['InvalidCurrentPassword', { LogonName: 'x' }, { currentPasswordOk: false }],
    ['LogonTooShort', { LogonName: 'Al.1' }, {}],
    ['LogonNameLength', { LogonName: 'Alexander.Morgan1' }, {}],
    ['LogonMissingCapitalLetter', { LogonName: 'alex.morgan1' }, {}],
    ['LogonMissingLowercaseLetter', { LogonName: 'ALEX.MORGAN1' }, {}],
    ['LogonMissingNumber', { LogonName: 'Alex.Morgan' }, {}],
    ['LogonMissingSpecialCharacter', { LogonName: 'AlexMorgan1' }, {}],
    ['LogonMatchesEmail', { LogonName: 'A1@ex.com' }, {}],
    ['LogonNameExists', { LogonName: 'Alex.Morgan1' }, { logonTaken: true }],
    ['PasswordMissingNumber', { NewPassword: 'x' }, { passwordProblem: 'PasswordMissingNumber' }],
    ['ReusedPassword', { NewPassword: 'x' }, { passwordProblem: 'ReusedPassword' }],
    ['Error', { NewPassword: 'x' }, { passwordProblem: 'Unheard' }],
    [undefined, { SecretQuestion: 'When?', SecretAnswer: 'Ogden' }, { currentPasswordOk: false }],
    [undefined, { LogonName: 'Alex.Morgan1', EmailAddress: 'a@b.co', NewPassword: 'x' }, {}],
  ])('%s for %j', (code, update, facts) =>
    expect(userInfoRefusal(update, { ...FACTS, ...facts })).toBe(code),
  );
});

describe('personalInfoRefusal', () => {
  const TABLE = { '84101': ['Salt Lake City'] };
  const ADDRESS = { Address1: '245 E 300 S', City: 'Salt Lake City', State: 'UT', ZipCode: '84101' };
  const PHONE = { PhoneNumber: '801-555-0100', Primary: true, OptInToTexting: false };
  it.each([
    ['ContainsPOBox', { ...ADDRESS, Address1: 'PO Box 4' }, [PHONE]],
    ['ZipCityNoMatch', { ...ADDRESS, City: 'Provo' }, [PHONE]],
    ['PhoneRequired', null, []],
    ['PhoneInvalid', null, [{ ...PHONE, PhoneNumber: '555-0100' }]],
    [undefined, ADDRESS, [PHONE]],
    [undefined, null, [PHONE, { PhoneNumber: '', Primary: false, OptInToTexting: false }]],
  ])('%s', (code, Address, PhoneNumbers) =>
    expect(personalInfoRefusal({ Address, PhoneNumbers }, TABLE)).toBe(code),
  );
});
