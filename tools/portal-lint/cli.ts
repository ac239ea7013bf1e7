/**
 * portal-lint: checks screen definitions, rules files, schemas and institution settings
 * files before they ship. Exit status: 0 clean, 1 errors (or more warnings than
 * --max-warnings), 2 a usage error or a crash, with a one-line message.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { collectInputs, UsageError } from './files.ts';
import { formatters } from './formatters/index.ts';
import { rules } from './rules/index.ts';
import { run } from './runner.ts';

export const USAGE = `Usage: portal-lint [paths…] [--settings FILE] [--format ${Object.keys(formatters).join('|')}] [--max-warnings N] [--quiet]
       portal-lint catalogue [--format markdown|json]
       portal-lint rules`;

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

const standard: Io = { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) };

function lint(args: string[], io: Io): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      format: { type: 'string', default: 'stylish' },
      settings: { type: 'string', multiple: true, default: [] },
      'max-warnings': { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    io.out(`${USAGE}\n`);
    return 0;
  }
  const format = formatters[values.format];
  if (!format)
    throw new UsageError(`unknown format "${values.format}"; use ${Object.keys(formatters).join(', ')}`);
  const maxWarnings = values['max-warnings'] === undefined ? Infinity : Number(values['max-warnings']);
  if (!Number.isInteger(maxWarnings) && maxWarnings !== Infinity)
    throw new UsageError('--max-warnings needs a whole number');
  const results = run(collectInputs(positionals, values.settings), {
    rules,
    config: loadConfig(rules),
    quiet: values.quiet,
  });
  io.out(format(results));
  const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
  const warnings = results.reduce((sum, result) => sum + result.warningCount, 0);
  if (errors > 0) return 1;
  if (warnings > maxWarnings) {
    io.err(`portal-lint: ${warnings} warnings, more than --max-warnings ${maxWarnings}\n`);
    return 1;
  }
  return 0;
}

export function main(args: string[], io: Io = standard): number {
  try {
    if (args[0] === 'rules') {
      io.out(
        rules
          .map((rule) => `${rule.id.padEnd(32)} ${rule.severity.padEnd(8)} ${rule.description}`)
          .join('\n') + '\n',
      );
      return 0;
    }
    return lint(args, io);
  } catch (error) {
    const usage =
      error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    io.err(`portal-lint: ${(error as Error).message}${usage ? `\n${USAGE}` : ''}\n`);
    return 2;
  }
}
