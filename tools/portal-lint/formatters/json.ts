import type { Formatter } from '../types.ts';

/**
 * ESLint's json layout, pretty-printed: one entry per file with its messages (severity 2
 * for an error, 1 for a warning) and counts. Always printed, `[]` when nothing was linted,
 * so a script can parse the output of every run.
 */
export const json: Formatter = (results) =>
  `${JSON.stringify(
    results.map((result) => ({
      filePath: result.filePath,
      messages: result.messages.map((entry) => ({
        ruleId: entry.ruleId,
        severity: entry.severity === 'error' ? 2 : 1,
        message: entry.message,
        line: entry.line,
        column: entry.column,
        endLine: entry.endLine,
        endColumn: entry.endColumn,
      })),
      errorCount: result.errorCount,
      warningCount: result.warningCount,
    })),
    null,
    2,
  )}\n`;
