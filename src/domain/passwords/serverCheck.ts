/**
 * The server's part of the password checks (spec 01 §5 "Password rule checklist", §7
 * ValidatePasswordForLoggedInUser / ValidatePasswordForResetPassword): after a 500 ms pause in
 * typing the portal asks whether the password matches the SSN, matches the e-mail, or was
 * used before. A question is only worth asking when its answer could change the checklist,
 * and only about a password that passes every rule the portal judges itself: the server
 * answers its secret questions for nothing else, and counts them (10 in 10 minutes).
 */
import { ruleErrors } from './checklist';
import type { PasswordFacts, ServerFindings } from './facts';
import { type RuleSet, RULE_TYPE, listsType } from './rules';

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
  /** What the form knows of the user: with them, nothing is asked about a password the local rules refuse. */
  facts?: PasswordFacts;
}

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

/**
 * The 9 digits a password holds, every other character ignored, or undefined when it holds
 * another number of digits: the server compares these with the SSN (its refusal
 * PasswordSameAsSSN and its check), so the portal asks about exactly these passwords.
 */
export function ssnDigitsOf(password: string): string | undefined {
  const digits = password.replace(/[^0-9]/g, '');
  return digits.length === 9 ? digits : undefined;
}

export function looksLikeEmail(password: string): boolean {
  return LOOKS_LIKE_EMAIL.test(password.trim());
}

/**
 * The request flags for this password: the SSN question only for a listed type 5 and a
 * password that holds 9 digits; the e-mail question only for a listed type 7 and a password
 * that looks like an e-mail address; the reuse question for a listed type 11 or when the
 * caller asks for it. Nothing is asked about an empty password, nor (given the facts) about
 * one that breaks a rule the portal checks itself.
 */
export function serverCheckFlags(
  rules: RuleSet,
  password: string,
  options: ServerCheckOptions = {},
): ServerCheckFlags {
  const typed =
    password !== '' &&
    (options.facts === undefined || ruleErrors(rules, password, options.facts).length === 0);
  return {
    InvalidWhenMatchesSSN: typed && listsType(rules, RULE_TYPE.notSsn) && ssnDigitsOf(password) !== undefined,
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
