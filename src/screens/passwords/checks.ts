/**
 * The field checks of password and login name fields (constraints.check), over what the
 * field's options carry: `ruleList` (the institution's rule-list option), `rules` (the
 * server's rule set, loaded into the screen's data), and the user's `logon`, `email` and
 * `ssn`. A failure names the message key of the field (messages.<key>).
 */
import {
  legacyPasswordError,
  logonErrors,
  ruleErrors,
  type RuleSet,
  type ServerFindings,
} from '../../domain/passwords';
import type { ConstraintFailure, FieldCheck } from '../../engine';

function isRuleSet(value: unknown): value is RuleSet {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RuleSet).MinimumLength === 'number' &&
    Array.isArray((value as RuleSet).PasswordValidationRules)
  );
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The facts a password must not match, from a field's options. */
export function factsOf(options: Readonly<Record<string, unknown>>) {
  return { logon: textOf(options.logon), email: textOf(options.email), ssn: textOf(options.ssn) };
}

/** The rule set a password field checks against, when the rule list is on and the set is loaded. */
export function ruleSetOf(options: Readonly<Record<string, unknown>>): RuleSet | undefined {
  return options.ruleList === true && isRuleSet(options.rules) ? options.rules : undefined;
}

/**
 * A new password: with the rule list, the first unmet rule of the server's set; without
 * it, the legacy rules (letters and a number, not the username, not the SSN). Lengths
 * are the field's minLength and maxLength constraints.
 */
export const passwordCheck: FieldCheck = (value, options): ConstraintFailure | undefined => {
  const password = textOf(value);
  const rules = ruleSetOf(options);
  if (rules) {
    const [key] = ruleErrors(rules, password, factsOf(options), options.findings as ServerFindings);
    return key ? { keyword: key, limit: rules.MinimumLength, message: `passwords.${key}` } : undefined;
  }
  const legacy = legacyPasswordError(password, factsOf(options), { minimum: 0, maximum: Infinity });
  return legacy ? { keyword: legacy, message: `passwords.${legacy}` } : undefined;
};

/** A new login name against the server's logon rule set (when loaded). */
export const logonCheck: FieldCheck = (value, options) => {
  if (!isRuleSet(options.rules)) return undefined;
  const [key] = logonErrors(options.rules, textOf(value), { email: textOf(options.email) });
  return key ? { keyword: key, limit: options.rules.MinimumLength, message: `passwords.${key}` } : undefined;
};

export const FIELD_CHECKS = { password: passwordCheck, logon: logonCheck } as const;
