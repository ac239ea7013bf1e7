/**
 * The demo institution's credential rules, as CredentialValidationRules publishes them
 * (spec 01 §3: types 0-11, a regex and whether a match means an error; rules without a
 * regex are checked against the user's data). The server checks new passwords by the same list.
 */

export interface ValidationRule {
  ValidationRuleType: number;
  ValidationRegex?: string;
  RegexMatchMeansError: boolean;
}

export const RULE = {
  capital: 0,
  lowercase: 1,
  letter: 2,
  number: 3,
  special: 4,
  notSsn: 5,
  minimumLength: 6,
  notEmail: 7,
  noRepeats: 8,
  notPartOfLogon: 9,
  notContainingLogon: 10,
  notPrevious: 11,
} as const;

export const PASSWORD_RULES: readonly ValidationRule[] = [
  { ValidationRuleType: RULE.capital, ValidationRegex: '[A-Z]', RegexMatchMeansError: false },
  { ValidationRuleType: RULE.lowercase, ValidationRegex: '[a-z]', RegexMatchMeansError: false },
  { ValidationRuleType: RULE.number, ValidationRegex: '[0-9]', RegexMatchMeansError: false },
  { ValidationRuleType: RULE.special, ValidationRegex: '[^A-Za-z0-9]', RegexMatchMeansError: false },
  { ValidationRuleType: RULE.notSsn, RegexMatchMeansError: true },
  { ValidationRuleType: RULE.minimumLength, RegexMatchMeansError: false },
  { ValidationRuleType: RULE.notEmail, RegexMatchMeansError: true },
  { ValidationRuleType: RULE.noRepeats, ValidationRegex: '(.)\\1\\1', RegexMatchMeansError: true },
  { ValidationRuleType: RULE.notPartOfLogon, RegexMatchMeansError: true },
  { ValidationRuleType: RULE.notContainingLogon, RegexMatchMeansError: true },
  { ValidationRuleType: RULE.notPrevious, RegexMatchMeansError: true },
];

export const LOGON_RULES: readonly ValidationRule[] = [
  { ValidationRuleType: RULE.letter, ValidationRegex: '[A-Za-z]', RegexMatchMeansError: false },
  { ValidationRuleType: RULE.minimumLength, RegexMatchMeansError: false },
  { ValidationRuleType: RULE.notEmail, RegexMatchMeansError: true },
];
