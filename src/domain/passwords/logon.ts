/**
 * Logon name rules (spec 01 §7 GetLogonValidationRules, §8 the Logon… reason codes). The
 * server publishes them in the same shape as the password rules and they are judged the same
 * way: a regex decides its rule; without one, type 6 is the rule set's MinimumLength and
 * type 7 compares with the e-mail. Only the types a logon can break are read (0-4, 6, 7);
 * 'any letter' follows the checklist's rule (only when neither capital nor lowercase is
 * listed), and the too-short check applies whenever MinimumLength is above 0. A server that
 * finds the logon matches an e-mail address (LogonMatchesEmail) says so with `server`.
 */
import { type ServerFindings, ruleContext } from './facts';
import { type RuleItem, evaluateItems, letterShown, whenListed } from './items';
import { type RuleSet, RULE_TYPE, minimumOf } from './rules';

export type LogonRuleKey =
  | 'logonTooShort'
  | 'logonMissingCapitalLetter'
  | 'logonMissingLowercaseLetter'
  | 'logonMissingLetter'
  | 'logonMissingNumber'
  | 'logonMissingSpecialCharacter'
  | 'logonMatchesEmail';

const ITEMS: readonly RuleItem<LogonRuleKey>[] = [
  { key: 'logonTooShort', type: RULE_TYPE.minimumLength, shown: (rules) => minimumOf(rules) > 0 },
  { key: 'logonMissingCapitalLetter', type: RULE_TYPE.capital, shown: whenListed(RULE_TYPE.capital) },
  { key: 'logonMissingLowercaseLetter', type: RULE_TYPE.lowercase, shown: whenListed(RULE_TYPE.lowercase) },
  { key: 'logonMissingLetter', type: RULE_TYPE.letter, shown: letterShown },
  { key: 'logonMissingNumber', type: RULE_TYPE.number, shown: whenListed(RULE_TYPE.number) },
  { key: 'logonMissingSpecialCharacter', type: RULE_TYPE.special, shown: whenListed(RULE_TYPE.special) },
  {
    key: 'logonMatchesEmail',
    type: RULE_TYPE.notEmail,
    shown: whenListed(RULE_TYPE.notEmail),
    finding: 'matchesEmail',
  },
];

/** The broken logon rules, in the order above; [] for an empty logon ('required' is the form's). */
export function logonErrors(
  rules: RuleSet,
  logon: string,
  facts: { email?: string },
  server?: Pick<ServerFindings, 'matchesEmail'>,
): LogonRuleKey[] {
  if (logon === '') return [];
  return evaluateItems(ITEMS, rules, logon, ruleContext(rules, { email: facts.email }), server)
    .filter((item) => !item.met)
    .map((item) => item.key);
}
