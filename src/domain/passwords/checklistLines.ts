/**
 * The lines of the password checklist as the user reads them. They are the checklist's items
 * (checklist.ts), except that "not part of your login name" and "not contain your login name"
 * say nearly the same, so when the rule set lists both they are one line: met only when both
 * items are met, in the place of the first. The errors keep the two items apart (ruleErrors
 * and the server name the rule that failed); only the display merges them.
 */
import { type ChecklistItem, type RuleKey, checklist } from './checklist';
import type { PasswordFacts, ServerFindings } from './facts';
import type { RuleSet } from './rules';

/** A checklist item's key, or the one line of both login-name rules. */
export type ChecklistLineKey = RuleKey | 'notLogon';

export interface ChecklistLine {
  key: ChecklistLineKey;
  met: boolean;
  limit?: number;
}

const LOGON_KEYS: ReadonlySet<RuleKey> = new Set(['equalsPortionOfLogon', 'containsLogon']);

/** Joins the two login-name items into one line when both are there; otherwise the items as they are. */
export function mergeLogonLines(items: readonly ChecklistItem[]): ChecklistLine[] {
  const logon = items.filter((item) => LOGON_KEYS.has(item.key));
  if (logon.length < 2) return [...items];
  const merged: ChecklistLine = { key: 'notLogon', met: logon.every((item) => item.met) };
  return items.flatMap((item) => {
    if (!LOGON_KEYS.has(item.key)) return [item];
    return item === logon[0] ? [merged] : [];
  });
}

/** The lines shown beside the password field (see the file header). */
export function checklistLines(
  rules: RuleSet,
  password: string,
  facts: PasswordFacts,
  server?: ServerFindings,
): ChecklistLine[] {
  return mergeLogonLines(checklist(rules, password, facts, server));
}
