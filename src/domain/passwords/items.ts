/**
 * The one evaluator behind the password checklist and the logon errors: a list of items in
 * display order, each tied to one rule type, shown by its own condition, and met when every
 * listed rule of its type passes and the server has not found otherwise.
 */
import type { ServerFindings } from './facts';
import { type RuleContext, type RuleSet, RULE_TYPE, listsType, rulePasses, rulesOfType } from './rules';

export interface RuleItem<K extends string> {
  key: K;
  type: number;
  shown: (rules: RuleSet) => boolean;
  /** A server answer that, when true, fails the item whatever the local check says. */
  finding?: keyof ServerFindings;
  /** The item carries the rule set's MinimumLength as its limit. */
  withLimit?: boolean;
}

export interface ItemResult<K extends string> {
  key: K;
  met: boolean;
  limit?: number;
}

export const whenListed =
  (type: number) =>
  (rules: RuleSet): boolean =>
    listsType(rules, type);

/** 'Any letter' is asked only when neither a capital nor a lowercase letter is required. */
export const letterShown = (rules: RuleSet): boolean =>
  listsType(rules, RULE_TYPE.letter) &&
  !listsType(rules, RULE_TYPE.capital) &&
  !listsType(rules, RULE_TYPE.lowercase);

/**
 * Whether `value` passes every listed rule of `type`. A type shown without being listed (the
 * minimum length, password reuse) is checked by its local rule.
 */
function typePasses(rules: RuleSet, type: number, value: string, context: RuleContext): boolean {
  const listed = rulesOfType(rules, type);
  const checks = listed.length > 0 ? listed : [{ ValidationRuleType: type, RegexMatchMeansError: false }];
  return checks.every((rule) => rulePasses(rule, value, context));
}

/** The shown items, in the given order; all unmet while `value` is empty. */
export function evaluateItems<K extends string>(
  items: readonly RuleItem<K>[],
  rules: RuleSet,
  value: string,
  context: RuleContext,
  server: ServerFindings = {},
): ItemResult<K>[] {
  return items
    .filter((item) => item.shown(rules))
    .map((item) => {
      const met =
        value !== '' &&
        !(item.finding !== undefined && server[item.finding] === true) &&
        typePasses(rules, item.type, value, context);
      return item.withLimit ? { key: item.key, met, limit: context.minimumLength } : { key: item.key, met };
    });
}
