/**
 * What a password field's options carry (resolved from its definition): `ruleList` (the
 * institution's rule-list option), `rules` (the server's rule set from the screen's data),
 * the user's `logon`, `email` and `ssn`, and which server check applies (`serverCheck`:
 * 'loggedIn' or 'reset', with the `resetToken` of the link or activation).
 */
import type { PasswordFacts, RuleSet } from '../../domain/passwords';

export function isRuleSet(value: unknown): value is RuleSet {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RuleSet).MinimumLength === 'number' &&
    Array.isArray((value as RuleSet).PasswordValidationRules)
  );
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

export type FieldOptions = Readonly<Record<string, unknown>>;

/** The facts a password must not match. */
export function factsOf(options: FieldOptions): PasswordFacts {
  return { logon: textOf(options.logon), email: textOf(options.email), ssn: textOf(options.ssn) };
}

/** The rule set a password is checked against: only with the rule list on and the set loaded. */
export function ruleSetOf(options: FieldOptions): RuleSet | undefined {
  return options.ruleList === true && isRuleSet(options.rules) ? options.rules : undefined;
}

export type ServerCheckKind = 'loggedIn' | 'reset';

export function serverCheckOf(options: FieldOptions): { kind: ServerCheckKind; token?: string } | undefined {
  if (options.serverCheck === 'loggedIn') return { kind: 'loggedIn' };
  if (options.serverCheck === 'reset' && typeof options.resetToken === 'string' && options.resetToken)
    return { kind: 'reset', token: options.resetToken };
  return undefined;
}
