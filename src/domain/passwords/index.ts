/**
 * Password and logon rules (spec 01 §3, §5, §9): the rule-list checklist, the logon rules,
 * the legacy checks, the length limits, and the debounced server check. Pure: no React, no
 * network, no clock.
 */
export { type RuleSet, type ValidationRule, RULE_TYPE, codePointLength, isEmailAddress } from './rules';
export type { PasswordFacts, ServerFindings } from './facts';
export { type ChecklistItem, type RuleKey, checklist, ruleErrors } from './checklist';
export { type ChecklistLine, type ChecklistLineKey, checklistLines, mergeLogonLines } from './checklistLines';
export { type LogonRuleKey, logonErrors } from './logon';
export {
  type CredentialKind,
  type CredentialLimits,
  type CredentialOptions,
  CUSTOMER_CREDENTIALS_MAXIMUM_LENGTH,
  DEFAULT_MINIMUM_LENGTH,
  SHORT_MAXIMUM_LENGTH,
  credentialLimits,
} from './limits';
export { type LegacyKey, hasLettersAndNumbers, legacyPasswordError } from './legacy';
export {
  type ServerCheckFlags,
  type ServerCheckOptions,
  SERVER_CHECK_PAUSE_MS,
  looksLikeEmail,
  needsServerCheck,
  serverCheckFlags,
  serverFindings,
  ssnDigitsOf,
} from './serverCheck';
export { type LatestCheck, type LatestCheckDeps, createLatestCheck } from './latestCheck';
