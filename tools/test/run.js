#!/usr/bin/env node
/**
 * npm test: every stage, timed, and one summary line at the end over all of them, so a reader
 * of a CI log sees the whole count at once (issue 33):
 *
 *   generate → unit ‖ (typecheck → prettier) ‖ (ESLint → portal-lint → build) → browser
 *
 * Three lines side by side (none of them keeps a CPU busy all the time; the machines have two).
 * A test stage counts its tests (vitest's JSON report); every other stage counts as one check.
 * A failed stage does not stop the stages that do not need it, so one run names every failure;
 * the build is skipped when generate failed, the browser tests when the build did.
 *
 * The last line reads `N passed, N failed` (and `, N skipped` when tests were skipped). The
 * exit status is 1 when anything failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { checkCounts, stagesLine, summaryLine, testCounts } from './summary.js';

const BIN = join('node_modules', '.bin');
const REPORTS = join('test-results', 'reports');

/** A stage's command, as program and arguments. */
const command = (program, ...args) => ({ program, args });

const report = (name) => join(REPORTS, `${name}.json`);
const vitest = (name, ...args) =>
  command(
    join(BIN, 'vitest'),
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report(name)}`,
  );

const STAGES = {
  generate: [command(join(BIN, 'tsx'), 'tools/generate/cli.ts')],
  // tsc's incremental record (sound: it knows every file a result depends on) makes a rerun quick.
  typecheck: [
    command(
      join(BIN, 'tsc'),
      '--noEmit',
      '--incremental',
      '--tsBuildInfoFile',
      'node_modules/.cache/tsc/tsbuildinfo',
    ),
  ],
  // No ESLint cache: import/no-cycle and local/no-cycle read other files than the one linted,
  // which a per-file cache would not notice.
  eslint: [command(join(BIN, 'eslint'), '--max-warnings', '0', '.')],
  // prettier's cache is keyed by each file's content, prettier's version and its options.
  prettier: [
    command(
      join(BIN, 'prettier'),
      '--check',
      '.',
      '--log-level',
      'warn',
      '--cache',
      '--cache-strategy',
      'content',
    ),
  ],
  'portal-lint': [command(process.execPath, 'tools/portal-lint/bin.js')],
  unit: [vitest('unit')],
  build: [
    command(join(BIN, 'vite'), 'build'),
    command(join(BIN, 'vite'), 'build', '--ssr', 'src/app/prerender/loginPage.tsx'),
  ],
  browser: [vitest('browser', '--config', 'vitest.e2e.config.ts')],
};

/**
 * How a yielding command is started: on Linux under the idle scheduling policy (`chrt --idle
 * 0`), whose processes run only on a CPU no other process wants and give it up the moment a
 * test process wakes; elsewhere at the lowest nice level. Threads and children inherit either.
 */
const YIELD_PREFIX =
  process.platform === 'win32'
    ? []
    : process.platform === 'linux' && spawnSync('chrt', ['--idle', '0', 'true']).status === 0
      ? ['chrt', '--idle', '0']
      : ['nice', '-n', '19'];

/**
 * Runs one command; with `quiet`, its output is kept and answered instead of printed as it
 * comes. With `yielding`, it runs at the lowest CPU priority (YIELD_PREFIX): it takes only
 * what the stages beside it leave idle.
 */
function runCommand({ program, args }, quiet, yielding) {
  const [file, ...argv] =
    yielding && YIELD_PREFIX.length > 0 ? [...YIELD_PREFIX, program, ...args] : [program, ...args];
  return new Promise((resolve) => {
    const child = spawn(file, argv, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

const results = [];

/** Runs a stage's commands in order (stopping at the first that fails) and records its result. */
async function stage(name, { quiet = false, yielding = false } = {}) {
  const started = Date.now();
  if (!quiet) console.log(`\n▶ ${name}`);
  let ok = true;
  let output = '';
  for (const step of STAGES[name]) {
    const done = await runCommand(step, quiet, yielding);
    output += done.output;
    if (!done.ok) {
      ok = false;
      break;
    }
  }
  const seconds = (Date.now() - started) / 1000;
  if (quiet) process.stdout.write(`\n▶ ${name}\n${output}`);
  console.log(`${ok ? '✓' : '✗'} ${name} (${seconds.toFixed(1)} s)`);
  const result = { name, ok, seconds, ...counts(name, ok) };
  results.push(result);
  return ok;
}

/** A test stage's counts from its JSON report; any other stage is one check. */
function counts(name, ok) {
  if (name !== 'unit' && name !== 'browser') return checkCounts(ok);
  let read;
  try {
    read = JSON.parse(readFileSync(report(name), 'utf8'));
  } catch {
    read = undefined;
  }
  return testCounts(read, ok);
}

function skip(name) {
  console.log(`- ${name} skipped: a stage it needs failed`);
  results.push({ name, ok: false, seconds: 0, ...checkCounts(false) });
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const began = Date.now();

const generated = await stage('generate');
if (generated) {
  // The unit stage runs beside two lines of checks: the type check then prettier; ESLint,
  // portal-lint then the build. The checks yield (YIELD_PREFIX): they fill the moments the
  // unit tests leave a CPU idle (waiting on timers, scrypt, I/O) and finish after them, so the
  // unit stage takes about what it takes alone and the whole is shorter than one after the
  // other. No unit test reads dist/ (tests/setupNode.ts), which the build rewrites meanwhile.
  // The browser tests, the stage most sensitive to load, run alone once both are done.
  const checks = { quiet: true, yielding: true };
  const [, built] = await Promise.all([
    stage('unit'),
    (async () => {
      await stage('eslint', checks);
      await stage('portal-lint', checks);
      return stage('build', checks);
    })(),
    (async () => {
      await stage('typecheck', checks);
      await stage('prettier', checks);
    })(),
  ]);
  if (built) await stage('browser');
  else skip('browser');
} else {
  for (const name of ['typecheck', 'eslint', 'prettier', 'portal-lint', 'unit', 'build', 'browser'])
    skip(name);
}

console.log(`\n${stagesLine(results, (Date.now() - began) / 1000)}`);
console.log(summaryLine(results));
process.exitCode = results.some((result) => result.failed > 0) ? 1 : 0;
