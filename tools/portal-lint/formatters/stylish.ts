import type { Formatter } from '../types.ts';

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * ESLint's default layout: findings grouped by file as `line:col  severity  message  rule-id`,
 * aligned, then a summary line. Nothing at all when there is nothing to report.
 */
export const stylish: Formatter = (results) => {
  const withMessages = results.filter((result) => result.messages.length > 0);
  if (withMessages.length === 0) return '';
  const lines: string[] = [];
  for (const result of withMessages) {
    lines.push(result.filePath);
    const rows = result.messages.map((entry) => [
      `${entry.line}:${entry.column}`,
      entry.severity,
      entry.message,
      entry.ruleId,
    ]);
    const width = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]!.length)));
    for (const row of rows) {
      lines.push(
        `  ${row[0]!.padEnd(width[0]!)}  ${row[1]!.padEnd(width[1]!)}  ${row[2]!.padEnd(width[2]!)}  ${row[3]}`,
      );
    }
    lines.push('');
  }
  const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
  const warnings = results.reduce((sum, result) => sum + result.warningCount, 0);
  lines.push(
    `✖ ${plural(errors + warnings, 'problem')} (${plural(errors, 'error')}, ${plural(warnings, 'warning')})`,
  );
  return `${lines.join('\n')}\n`;
};
