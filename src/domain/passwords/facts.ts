/**
 * What the rules compare a password with: the user's own data as the form knows it, and the
 * answers of the server check (spec 01 §7, ValidatePasswordForLoggedInUser and
 * ValidatePasswordForResetPassword).
 */
import { type RuleContext, type RuleSet, minimumOf } from './rules';

/** What the form knows about the user (any may be absent/empty). */
export interface PasswordFacts {
  logon?: string;
  email?: string;
  ssn?: string;
}

/**
 * Answers of the server check (PasswordMatchesSSN, PasswordMatchesEmail, PasswordExists).
 * They belong to one password: pass only the answers for the password being judged.
 */
export interface ServerFindings {
  matchesSsn?: boolean;
  matchesEmail?: boolean;
  reused?: boolean;
}

export function ruleContext(rules: RuleSet, facts: PasswordFacts): RuleContext {
  return {
    minimumLength: minimumOf(rules),
    logon: (facts.logon ?? '').trim(),
    email: (facts.email ?? '').trim(),
    ssnDigits: (facts.ssn ?? '').replace(/\D/g, ''),
  };
}
