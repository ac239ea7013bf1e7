/**
 * portal-lint: checks screen definitions, rules files, the navigation definition, schemas
 * and institution settings files before they ship, and prints the settings catalogue for
 * admins. Exit status: 0 clean (warnings allowed up to --max-warnings), 1 errors or more
 * warnings than --max-warnings, 2 a usage error or a crash, each with a one-line message
 * on stderr.
 */
import { parseArgs } from 'node:util';
import { CATALOGUE_FORMATS, formatCatalogue, readCatalogue, type CatalogueFormat } from './catalogue.ts';
import { loadConfig } from './config.ts';
import { collectInputs, UsageError } from './files.ts';
import { formatters } from './formatters/index.ts';
import { rules } from './rules/index.ts';
import { run } from './runner.ts';
export { keepOutcomesIn, saveOutcomes } from './outcomes.ts';

export const USAGE = `Usage: portal-lint [paths…] [--settings FILE] [--format ${Object.keys(formatters).join('|')}] [--max-warnings N] [--quiet]
       portal-lint catalogue [--format ${CATALOGUE_FORMATS.join('|')}]
       portal-lint rules
Paths are files or folders of JSON (write ./rules for the rules folder); none lints the whole project.`;

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

const standard: Io = { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) };

/**
 * `portal-lint … | head` closes the pipe before a long report is written: stop quietly
 * with the status already set, rather than with an unhandled EPIPE and its stack trace.
 */
let watchingStdout = false;
function stopOnClosedStdout(): void {
  if (watchingStdout) return;
  watchingStdout = true;
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit();
  });
}

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
  const format = Object.hasOwn(formatters, values.format) ? formatters[values.format] : undefined;
  if (!format)
    throw new UsageError(`unknown format "${values.format}"; use ${Object.keys(formatters).join(', ')}`);
  const limit = values['max-warnings'];
  if (limit !== undefined && !/^\d+$/.test(limit))
    throw new UsageError(`--max-warnings needs a whole number of 0 or more, not "${limit}"`);
  const maxWarnings = limit === undefined ? Infinity : Number(limit);
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

function catalogue(args: string[], io: Io): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      format: { type: 'string', default: 'markdown' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    io.out(`${USAGE}\n`);
    return 0;
  }
  if (positionals.length > 0) throw new UsageError(`catalogue takes no paths: ${positionals.join(' ')}`);
  const format = values.format as CatalogueFormat;
  if (!CATALOGUE_FORMATS.includes(format))
    throw new UsageError(`unknown catalogue format "${values.format}"; use ${CATALOGUE_FORMATS.join(', ')}`);
  const read = readCatalogue();
  for (const file of read.unreadable)
    io.err(`portal-lint: ${file} is not valid JSON, so the settings it uses are not listed\n`);
  io.out(formatCatalogue(read, format));
  return 0;
}

function listRules(args: string[], io: Io): number {
  const { values } = parseArgs({ args, options: { help: { type: 'boolean', default: false } } });
  if (values.help) {
    io.out(`${USAGE}\n`);
    return 0;
  }
  io.out(
    rules.map((rule) => `${rule.id.padEnd(32)} ${rule.severity.padEnd(8)} ${rule.description}`).join('\n') +
      '\n',
  );
  return 0;
}

function isUsageError(error: unknown): boolean {
  if (error instanceof UsageError) return true;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
}

/** One line, whatever the error holds. */
function oneLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s*\r?\n\s*/g, ' ').trim() || 'failed without a message';
}

export function main(args: string[], io: Io = standard): number {
  if (io === standard) stopOnClosedStdout();
  try {
    if (args[0] === 'rules') return listRules(args.slice(1), io);
    if (args[0] === 'catalogue') return catalogue(args.slice(1), io);
    return lint(args, io);
  } catch (error) {
    const usage = isUsageError(error);
    io.err(`portal-lint: ${oneLine(error)}\n${usage ? `${USAGE}\n` : ''}`);
    return 2;
  }
}
