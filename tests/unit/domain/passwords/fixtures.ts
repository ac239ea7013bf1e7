import type { RuleSet, ValidationRule } from '../../../../src/domain/passwords';

/** A rule of `type`, judged locally unless a regex is given. */
export const rule = (type: number, regex?: string, matchMeansError = false): ValidationRule => ({
  ValidationRuleType: type,
  ValidationRegex: regex,
  RegexMatchMeansError: matchMeansError,
});

/** A rule set with the given minimum and rules. */
export const ruleSet = (minimumLength: number, ...rules: ValidationRule[]): RuleSet => ({
  MinimumLength: minimumLength,
  PasswordValidationRules: rules,
});

/** Every type 0-11 without a regex, minimum 8. */
export const ALL_TYPES = ruleSet(8, ...Array.from({ length: 12 }, (_, type) => rule(type)));

/** A password of exactly `length` characters, with a capital, a lowercase letter and a number. */
export const sized = (length: number): string => ('Ab1' + 'cdefgh'.repeat(30)).slice(0, length);
