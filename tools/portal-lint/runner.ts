/**
 * Runs the rules over files under Node: parses them, builds the project context once
 * (context.ts, from the file system) and lints each file (lintFile.ts, the part the
 * browser entry shares).
 */
import type { LintConfig } from './config.ts';
import { buildContext } from './context.ts';
import type { Input } from './files.ts';
import { lintParsed } from './lintFile.ts';
import { parseFile } from './source.ts';
import type { FileResult, Rule } from './types.ts';

export { INVALID_JSON } from './lintFile.ts';

export interface RunOptions {
  rules: readonly Rule[];
  config?: LintConfig;
  /** Report errors only. */
  quiet?: boolean;
}

export function run(inputs: readonly Input[], options: RunOptions): FileResult[] {
  const parsed = inputs.map((input) => parseFile(input.path, input.kind, input.text));
  const context = buildContext(parsed.map(({ file }) => file));
  const levelOf = (rule: Rule) => options.config?.levels.get(rule.id) ?? rule.severity;
  return parsed.map(({ file, problems }) => {
    const messages = lintParsed(file, problems, {
      rules: options.rules,
      context,
      levelOf,
      quiet: options.quiet,
    }).map(({ message }) => message);
    return {
      filePath: file.path,
      messages,
      errorCount: messages.filter((entry) => entry.severity === 'error').length,
      warningCount: messages.filter((entry) => entry.severity === 'warning').length,
    };
  });
}
