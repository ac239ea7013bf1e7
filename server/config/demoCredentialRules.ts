/**
 * The demo institution's credential rule lists, as CredentialValidationRules publishes them
 * (spec 01 §3: a type 0-11, a regex and whether a match means an error; rules without a regex
 * are checked against the user's data), and the rule sets the server publishes and checks new
 * credentials by. The lists are the demo's configuration; the rule types, how a rule is judged
 * and the length limits are the portal's (src/domain/passwords), which the server shares.
 */
import {
  type CredentialKind,
  type RuleSet,
  type ValidationRule,
  credentialLimits,
  RULE_TYPE,
} from '../../src/domain/passwords/index.ts';
import type { Institution } from './institution.ts';

export const PASSWORD_RULES: readonly ValidationRule[] = [
  { ValidationRuleType: RULE_TYPE.capital, ValidationRegex: '[A-Z]', RegexMatchMeansError: false },
  { ValidationRuleType: RULE_TYPE.lowercase, ValidationRegex: '[a-z]', RegexMatchMeansError: false },
  { ValidationRuleType: RULE_TYPE.number, ValidationRegex: '[0-9]', RegexMatchMeansError: false },
  { ValidationRuleType: RULE_TYPE.special, ValidationRegex: '[^A-Za-z0-9]', RegexMatchMeansError: false },
  { ValidationRuleType: RULE_TYPE.notSsn, RegexMatchMeansError: true },
  { ValidationRuleType: RULE_TYPE.minimumLength, RegexMatchMeansError: false },
  { ValidationRuleType: RULE_TYPE.notEmail, RegexMatchMeansError: true },
  { ValidationRuleType: RULE_TYPE.noRepeats, ValidationRegex: '(.)\\1\\1', RegexMatchMeansError: true },
  { ValidationRuleType: RULE_TYPE.notPartOfLogon, RegexMatchMeansError: true },
  { ValidationRuleType: RULE_TYPE.notContainingLogon, RegexMatchMeansError: true },
  { ValidationRuleType: RULE_TYPE.notPrevious, RegexMatchMeansError: true },
];

export const LOGON_RULES: readonly ValidationRule[] = [
  { ValidationRuleType: RULE_TYPE.letter, ValidationRegex: '[A-Za-z]', RegexMatchMeansError: false },
  { ValidationRuleType: RULE_TYPE.minimumLength, RegexMatchMeansError: false },
  { ValidationRuleType: RULE_TYPE.notEmail, RegexMatchMeansError: true },
];

/** The rule set of a password or a logon name: its list and the institution's minimum length. */
export function credentialRuleSet(
  institution: Institution,
  kind: Exclude<CredentialKind, 'activation'>,
): RuleSet {
  return {
    MinimumLength: credentialLimits(institution.options.institutionOptions, kind).minimum,
    PasswordValidationRules: kind === 'logon' ? LOGON_RULES : PASSWORD_RULES,
  };
}
