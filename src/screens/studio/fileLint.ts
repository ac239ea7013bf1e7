/**
 * portal-lint's settings rules as the studio runs them: the same rule code, messages and
 * positions as `portal-lint --settings FILE` (tools/portal-lint/browser.ts, the one part of
 * tools/ the studio may import), grouped by the key or option each finding is about.
 */
import type { SettingsFinding } from '../../../tools/portal-lint/browser';

export {
  lintSettingsText,
  themeContrastFindings,
  type SettingsFinding,
  type ThemeFinding,
} from '../../../tools/portal-lint/browser';

/** The findings of each `group.key` (a finding on an option or the file as a whole has none). */
export function findingsByKey(findings: readonly SettingsFinding[]): Map<string, SettingsFinding[]> {
  const byKey = new Map<string, SettingsFinding[]>();
  for (const finding of findings) {
    if (finding.key) byKey.set(finding.key, [...(byKey.get(finding.key) ?? []), finding]);
  }
  return byKey;
}

export function countBySeverity(findings: readonly SettingsFinding[]): { errors: number; warnings: number } {
  const errors = findings.filter((finding) => finding.severity === 'error').length;
  return { errors, warnings: findings.length - errors };
}
