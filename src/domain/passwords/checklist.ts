/**
 * The password rule checklist shown beside a new password (spec 01 §5 "Password rule
 * checklist"), used by registration, the post-login and forced password change, and the
 * profile when the institution uses its own credentials with the rule-list option.
 *
 * Order and presence, as the spec lists them:
 * - minimum length, when the rule set's MinimumLength is above 0 (whether or not type 6 is
 *   listed; a listed type 6 with a regex must pass too), with the length as `limit`;
 * - capital, lowercase, any letter (only when neither capital nor lowercase is listed), number,
 *   special character, not the SSN, not the e-mail, no three identical characters in a row,
 *   not part of the logon, not containing the logon: each only when the rule set lists it;
 * - 'passwordReused', always, last: only the server knows (ServerFindings.reused).
 * Server answers that the password matches the SSN or the e-mail fail those items even when
 * the local check passes. Every item is unmet while the password is empty.
 */
import { type PasswordFacts, type ServerFindings, ruleContext } from './facts';
import { type RuleItem, evaluateItems, letterShown, whenListed } from './items';
import { type RuleSet, RULE_TYPE, minimumOf } from './rules';

export type RuleKey =
  | 'doesNotMeetMinimumLength'
  | 'missingCapitalLetter'
  | 'missingLowercaseLetter'
  | 'missingLetter'
  | 'missingNumber'
  | 'missingSpecialCharacter'
  | 'matchesSSN'
  | 'matchesEmail'
  | 'containsThreeOrMoreConsecutiveIdenticalCharacters'
  | 'equalsPortionOfLogon'
  | 'containsLogon'
  | 'passwordReused';

export interface ChecklistItem {
  key: RuleKey;
  met: boolean;
  limit?: number;
}

const ITEMS: readonly RuleItem<RuleKey>[] = [
  {
    key: 'doesNotMeetMinimumLength',
    type: RULE_TYPE.minimumLength,
    shown: (rules) => minimumOf(rules) > 0,
    withLimit: true,
  },
  { key: 'missingCapitalLetter', type: RULE_TYPE.capital, shown: whenListed(RULE_TYPE.capital) },
  { key: 'missingLowercaseLetter', type: RULE_TYPE.lowercase, shown: whenListed(RULE_TYPE.lowercase) },
  { key: 'missingLetter', type: RULE_TYPE.letter, shown: letterShown },
  { key: 'missingNumber', type: RULE_TYPE.number, shown: whenListed(RULE_TYPE.number) },
  { key: 'missingSpecialCharacter', type: RULE_TYPE.special, shown: whenListed(RULE_TYPE.special) },
  { key: 'matchesSSN', type: RULE_TYPE.notSsn, shown: whenListed(RULE_TYPE.notSsn), finding: 'matchesSsn' },
  {
    key: 'matchesEmail',
    type: RULE_TYPE.notEmail,
    shown: whenListed(RULE_TYPE.notEmail),
    finding: 'matchesEmail',
  },
  {
    key: 'containsThreeOrMoreConsecutiveIdenticalCharacters',
    type: RULE_TYPE.noRepeats,
    shown: whenListed(RULE_TYPE.noRepeats),
  },
  {
    key: 'equalsPortionOfLogon',
    type: RULE_TYPE.notPartOfLogon,
    shown: whenListed(RULE_TYPE.notPartOfLogon),
  },
  {
    key: 'containsLogon',
    type: RULE_TYPE.notContainingLogon,
    shown: whenListed(RULE_TYPE.notContainingLogon),
  },
  { key: 'passwordReused', type: RULE_TYPE.notPrevious, shown: () => true, finding: 'reused' },
];

/** The checklist shown beside the password field, in the spec's order (see the file header). */
export function checklist(
  rules: RuleSet,
  password: string,
  facts: PasswordFacts,
  server?: ServerFindings,
): ChecklistItem[] {
  return evaluateItems(ITEMS, rules, password, ruleContext(rules, facts), server);
}

/**
 * The failing keys (the unmet checklist items, in the same order); [] for an empty password,
 * whose 'required' message is the form's own.
 */
export function ruleErrors(
  rules: RuleSet,
  password: string,
  facts: PasswordFacts,
  server?: ServerFindings,
): RuleKey[] {
  if (password === '') return [];
  return checklist(rules, password, facts, server)
    .filter((item) => !item.met)
    .map((item) => item.key);
}
