/**
 * The field checks of password and login name fields (constraints.check), over what the
 * field's options carry: `ruleList` (the institution's rule-list option), `rules` (the
 * server's rule set, loaded into the screen's data), and the user's `logon`, `email` and
 * `ssn`. A failure names the message key of the field (messages.<key>).
 */
// Each from its own module: these checks are in the sign-in bundle, the rest of the rules is not.
import { ruleErrors } from '../../domain/passwords/checklist';
import { legacyPasswordError } from '../../domain/passwords/legacy';
import { logonErrors } from '../../domain/passwords/logon';
import type { ConstraintFailure, FieldCheck } from '../../engine';
import { factsOf, isRuleSet, ruleSetOf } from '../../widgets/passwords/options';

/**
 * A new password: with the rule list, the first unmet rule of the server's set; without
 * it, the legacy rules (letters and a number, not the username, not the SSN). Lengths
 * are the field's minLength and maxLength constraints. The server's own findings (reused,
 * matching the SSN or e-mail on record) show in the checklist and come back on submit.
 */
export const passwordCheck: FieldCheck = (value, options): ConstraintFailure | undefined => {
  const password = typeof value === 'string' ? value : '';
  if (!password) return undefined;
  const rules = ruleSetOf(options);
  if (rules) {
    const [key] = ruleErrors(rules, password, factsOf(options));
    return key ? { keyword: key, limit: rules.MinimumLength, message: `passwords.${key}` } : undefined;
  }
  const legacy = legacyPasswordError(password, factsOf(options), { minimum: 0, maximum: Infinity });
  return legacy ? { keyword: legacy, message: `passwords.${legacy}` } : undefined;
};

/** A new login name against the server's logon rule set (when loaded). */
export const logonCheck: FieldCheck = (value, options) => {
  if (!isRuleSet(options.rules)) return undefined;
  const [key] = logonErrors(options.rules, typeof value === 'string' ? value : '', {
    email: factsOf(options).email,
  });
  return key ? { keyword: key, limit: options.rules.MinimumLength, message: `passwords.${key}` } : undefined;
};
