/**
 * The server's part of the password checks (spec 01 §5 "Password rule checklist", §7
 * ValidatePasswordForLoggedInUser / ValidatePasswordForResetPassword): after a 500 ms pause in
 * typing the portal asks whether the password matches the SSN, matches the e-mail, or was
 * used before. A question is only worth asking when its answer could change the checklist.
 */
import type { ServerFindings } from './facts';
import { type RuleSet, RULE_TYPE, listsType, withoutSsnSeparators } from './rules';

/** Spec 01 §9 "Password async validation pause". */
export const SERVER_CHECK_PAUSE_MS = 500;

export interface ServerCheckFlags {
  InvalidWhenMatchesSSN: boolean;
  InvalidWhenMatchEmail: boolean;
  InvalidWhenPasswordExists: boolean;
}

export interface ServerCheckOptions {
  /**
   * Ask whether the password was used before even when the rule set does not list type 11
   * ('passwordReused' is always on the checklist; only the caller knows if its call can answer).
   */
  checkReused?: boolean;
}

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

/** Nine digits once dashes and spaces are gone, the same reading as the local SSN rule. */
export function looksLikeSsn(password: string): boolean {
  return /^\d{9}$/.test(withoutSsnSeparators(password));
}

export function looksLikeEmail(password: string): boolean {
  return LOOKS_LIKE_EMAIL.test(password.trim());
}

/**
 * The request flags for this password: the SSN question only for a listed type 5 and a
 * password that looks like an SSN; the e-mail question only for a listed type 7 and a password
 * that looks like an e-mail address; the reuse question for a listed type 11 or when the
 * caller asks for it. Nothing is asked about an empty password.
 */
export function serverCheckFlags(
  rules: RuleSet,
  password: string,
  options: ServerCheckOptions = {},
): ServerCheckFlags {
  const typed = password !== '';
  return {
    InvalidWhenMatchesSSN: typed && listsType(rules, RULE_TYPE.notSsn) && looksLikeSsn(password),
    InvalidWhenMatchEmail: typed && listsType(rules, RULE_TYPE.notEmail) && looksLikeEmail(password),
    InvalidWhenPasswordExists:
      typed && (listsType(rules, RULE_TYPE.notPrevious) || options.checkReused === true),
  };
}

export function needsServerCheck(flags: ServerCheckFlags): boolean {
  return flags.InvalidWhenMatchesSSN || flags.InvalidWhenMatchEmail || flags.InvalidWhenPasswordExists;
}

/** The server's answer as findings; only a literal true counts. */
export function serverFindings(answer: {
  PasswordMatchesSSN?: unknown;
  PasswordMatchesEmail?: unknown;
  PasswordExists?: unknown;
}): ServerFindings {
  return {
    matchesSsn: answer.PasswordMatchesSSN === true,
    matchesEmail: answer.PasswordMatchesEmail === true,
    reused: answer.PasswordExists === true,
  };
}
