/**
 * One credential rule, evaluated alone (spec 01 §3 "Password rule set", §5 "Password rule
 * checklist"). The server publishes rules of types 0 to 11, each with an optional regex and
 * whether a match of that regex means an error. A rule with a regex is decided by the regex
 * alone; a rule without one is checked here against what the form knows (the rule's
 * RegexMatchMeansError is then ignored: the type already says which way the check goes).
 */

export interface ValidationRule {
  ValidationRuleType: number;
  ValidationRegex?: string | null;
  RegexMatchMeansError: boolean;
}

export interface RuleSet {
  MinimumLength: number;
  PasswordValidationRules: readonly ValidationRule[];
}

/** The ValidationRuleType codes, in the order of spec 01 §3. */
export const RULE_TYPE = {
  capital: 0,
  lowercase: 1,
  letter: 2,
  number: 3,
  special: 4,
  notSsn: 5,
  minimumLength: 6,
  notEmail: 7,
  noRepeats: 8,
  notPartOfLogon: 9,
  notContainingLogon: 10,
  notPrevious: 11,
} as const;

/** What a local check compares the value with; every text is already trimmed, '' when unknown. */
export interface RuleContext {
  minimumLength: number;
  logon: string;
  email: string;
  /** The SSN's digits only. */
  ssnDigits: string;
}

/** Length as the user sees it: an emoji or other astral character counts once. */
export function codePointLength(value: string): number {
  return [...value].length;
}

/** The value as it would be typed for an SSN: dashes and white space do not count. */
export function withoutSsnSeparators(value: string): string {
  return value.replace(/[-\s]/g, '');
}

/**
 * Whether `value` is the e-mail address `email`: case and surrounding white space do not count;
 * never for an unknown ('') address.
 */
export function isEmailAddress(value: string, email: string): boolean {
  const address = email.trim().toLowerCase();
  return address !== '' && value.trim().toLowerCase() === address;
}

/** Built-in patterns for types 0-4 when the server sends no regex: each must match. */
const MUST_MATCH: ReadonlyMap<number, RegExp> = new Map([
  [RULE_TYPE.capital, /[A-Z]/],
  [RULE_TYPE.lowercase, /[a-z]/],
  [RULE_TYPE.letter, /[A-Za-z]/],
  [RULE_TYPE.number, /[0-9]/],
  [RULE_TYPE.special, /[^A-Za-z0-9]/],
]);

type LocalCheck = (value: string, context: RuleContext) => boolean;

/** The local checks of the types that compare the value with the user's own data. */
const LOCAL: ReadonlyMap<number, LocalCheck> = new Map<number, LocalCheck>([
  [RULE_TYPE.notSsn, (value, { ssnDigits }) => ssnDigits === '' || withoutSsnSeparators(value) !== ssnDigits],
  [RULE_TYPE.minimumLength, (value, { minimumLength }) => codePointLength(value) >= minimumLength],
  [RULE_TYPE.notEmail, (value, { email }) => !isEmailAddress(value, email)],
  // 's' so that line breaks repeat too, 'u' so that an astral character is one character.
  [RULE_TYPE.noRepeats, (value) => !/(.)\1\1/su.test(value)],
  [
    RULE_TYPE.notPartOfLogon,
    (value, { logon }) => value === '' || logon === '' || !logon.toLowerCase().includes(value.toLowerCase()),
  ],
  [
    RULE_TYPE.notContainingLogon,
    (value, { logon }) => logon === '' || !value.toLowerCase().includes(logon.toLowerCase()),
  ],
  // Only the server knows earlier passwords (ServerFindings.reused).
  [RULE_TYPE.notPrevious, () => true],
]);

// Rule sets are a handful of short patterns, loaded once per page: the cache stays small.
const compiled = new Map<string, RegExp | null>();

/** The regex compiled with the 'u' flag, or null when it is not a valid pattern. */
export function compileRule(source: string): RegExp | null {
  const known = compiled.get(source);
  if (known !== undefined) return known;
  let regex: RegExp | null;
  try {
    regex = new RegExp(source, 'u');
  } catch {
    regex = null;
  }
  compiled.set(source, regex);
  return regex;
}

/**
 * Whether `value` passes one rule. A regex fails the value when `test() === RegexMatchMeansError`;
 * an invalid regex cannot be judged and passes (a broken setting must not lock users out).
 * An empty regex counts as none. An unknown type passes.
 */
export function rulePasses(rule: ValidationRule, value: string, context: RuleContext): boolean {
  const source = rule.ValidationRegex;
  if (source != null && source !== '') {
    const regex = compileRule(source);
    return regex === null || regex.test(value) !== rule.RegexMatchMeansError;
  }
  const pattern = MUST_MATCH.get(rule.ValidationRuleType);
  if (pattern) return pattern.test(value);
  return LOCAL.get(rule.ValidationRuleType)?.(value, context) ?? true;
}

/** The rules of one type; a set may list a type more than once, and all must pass. */
export function rulesOfType(rules: RuleSet, type: number): ValidationRule[] {
  return rules.PasswordValidationRules.filter((rule) => rule.ValidationRuleType === type);
}

export function listsType(rules: RuleSet, type: number): boolean {
  return rules.PasswordValidationRules.some((rule) => rule.ValidationRuleType === type);
}

/** MinimumLength when it is a positive number, else 0 (no minimum). */
export function minimumOf(rules: RuleSet): number {
  return Number.isFinite(rules.MinimumLength) && rules.MinimumLength > 0 ? rules.MinimumLength : 0;
}
