/**
 * The command line end to end through main(args, io): every exit status, --quiet,
 * --max-warnings, the output formats and the rules listing. Fixtures live in a
 * temporary folder; runs without paths lint the project itself.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main, USAGE } from '../../../tools/portal-lint/cli.ts';
import { rules } from '../../../tools/portal-lint/rules/index.ts';
import { screenWith } from './harness';

interface Ran {
  status: number;
  stdout: string;
  stderr: string;
}

function cli(...args: string[]): Ran {
  let stdout = '';
  let stderr = '';
  const status = main(args, { out: (text) => (stdout += text), err: (text) => (stderr += text) });
  return { status, stdout, stderr };
}

interface JsonResult {
  filePath: string;
  messages: { ruleId: string; severity: number }[];
  errorCount: number;
  warningCount: number;
}

const total = (results: JsonResult[], count: 'errorCount' | 'warningCount') =>
  results.reduce((sum, result) => sum + result[count], 0);

let dir = '';
const at = (name: string) => join(dir, name);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'portal-lint-cli-'));
  const head = (id: string) => `"id": "${id}", "route": "cli/${id}", "title": "login.title"`;
  writeFileSync(
    at('clean.json'),
    screenWith(`    { "type": "heading", "text": "login.heading" }`, head('clean')),
  );
  writeFileSync(
    at('warnings.json'),
    screenWith(
      [
        `    { "type": "text", "text": "login.faq", "visibleWhen": true },`,
        `    { "type": "text", "text": "login.faq", "visibleWhen": true }`,
      ].join('\n'),
      head('warnings'),
    ),
  );
  writeFileSync(
    at('broken.json'),
    screenWith(
      [
        `    { "type": "heading", "text": "login.headingg" },`,
        `    { "type": "text", "text": "login.faq", "visibleWhen": true }`,
      ].join('\n'),
      head('broken'),
    ),
  );
  writeFileSync(at('unknown-kind.json'), '{ "hello": "world" }\n');
  mkdirSync(at('empty'));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('exit status 0', () => {
  it('for a clean file, printing nothing in stylish', () => {
    expect(cli(at('clean.json'))).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it('for warnings only, which are shown', () => {
    const { status, stdout, stderr } = cli(at('warnings.json'));
    expect(status).toBe(0);
    expect(stdout).toMatch(/warning .*logic\/constant-condition/);
    expect(stdout).toContain('(0 errors, 2 warnings)');
    expect(stderr).toBe('');
  });

  it('for the project in json, with no errors', () => {
    const { status, stdout, stderr } = cli('--format', 'json');
    expect(stderr).toBe('');
    const results = JSON.parse(stdout) as JsonResult[];
    expect(results.map((result) => result.filePath)).toContain('screen-definitions/login.json');
    expect(results.map((result) => result.filePath)).toContain('rules/common.json');
    expect(results.map((result) => result.filePath)).toContain('locales/es.json');
    expect(results.flatMap((result) => result.messages)).toEqual([]);
    expect(status).toBe(0);
  });

  it('for --help, which prints the usage', () => {
    expect(cli('--help')).toEqual({ status: 0, stdout: `${USAGE}\n`, stderr: '' });
  });
});

describe('exit status 1', () => {
  it('for errors, which are shown with the warnings', () => {
    const { status, stdout, stderr } = cli(at('broken.json'));
    expect(status).toBe(1);
    expect(stdout).toContain('settings/unknown-key');
    expect(stdout).toContain('logic/constant-condition');
    expect(stderr).toBe('');
  });
});

describe('--quiet', () => {
  it('shows errors only', () => {
    const { status, stdout } = cli(at('broken.json'), '--quiet');
    expect(status).toBe(1);
    expect(stdout).toContain('settings/unknown-key');
    expect(stdout).not.toContain('logic/constant-condition');
    expect(stdout).toContain('(1 error, 0 warnings)');
  });

  it('prints nothing for warnings only, which then do not count against --max-warnings', () => {
    expect(cli(at('warnings.json'), '--quiet', '--max-warnings', '0')).toEqual({
      status: 0,
      stdout: '',
      stderr: '',
    });
  });
});

describe('--max-warnings', () => {
  const warnings = () =>
    total(JSON.parse(cli(at('warnings.json'), '--format', 'json').stdout), 'warningCount');

  it('allows as many warnings as it says', () => {
    expect(warnings()).toBe(2);
    expect(cli(at('warnings.json'), '--max-warnings', '2').status).toBe(0);
  });

  it('fails with one line on stderr when there are more', () => {
    const { status, stdout, stderr } = cli(at('warnings.json'), '--max-warnings', '1');
    expect(status).toBe(1);
    expect(stdout).toContain('logic/constant-condition');
    expect(stderr).toBe('portal-lint: 2 warnings, more than --max-warnings 1\n');
  });

  it('does not change the status of errors', () => {
    expect(cli(at('broken.json'), '--max-warnings', '10').status).toBe(1);
  });
});

describe('exit status 2', () => {
  const usageErrors: [string, () => string[], RegExp][] = [
    ['an unknown option', () => ['--fix'], /Unknown option '--fix'/],
    [
      'an unknown format',
      () => ['--format', 'xml'],
      /unknown format "xml"; use stylish, json, sarif, github/,
    ],
    ['a format without a value', () => ['--format'], /--format/],
    ['a word for --max-warnings', () => ['--max-warnings', 'ten'], /--max-warnings needs a whole number/],
    ['a negative --max-warnings', () => ['--max-warnings', '-1'], /--max-warnings/],
    ['a fraction for --max-warnings', () => ['--max-warnings', '1.5'], /--max-warnings needs a whole number/],
    ['an empty --max-warnings', () => ['--max-warnings', ''], /--max-warnings needs a whole number/],
    ['a missing path', () => [at('missing.json')], /no such file or directory: .*missing\.json/],
    ['a folder without JSON', () => [at('empty')], /no JSON files in/],
    ['a missing settings file', () => ['--settings', at('nope.json')], /no such settings file/],
    ['a file of unknown kind', () => [at('unknown-kind.json')], /cannot tell what kind of file/],
    ['an option to rules', () => ['rules', '--format', 'json'], /Unknown option '--format'/],
  ];

  it.each(usageErrors)('for %s, with one line and the usage on stderr', (_name, args, message) => {
    const { status, stdout, stderr } = cli(...args());
    expect(status).toBe(2);
    expect(stdout).toBe('');
    const [first, ...rest] = stderr.split('\n');
    expect(first).toMatch(/^portal-lint: /);
    expect(first).toMatch(message);
    expect(rest.join('\n')).toBe(`${USAGE}\n`);
  });

  it('for a crash, with one line and no usage', () => {
    const { status, stdout, stderr } = cli('--settings', dir);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^portal-lint: EISDIR[^\n]*\n$/);
  });
});

describe('formats', () => {
  it('prints SARIF 2.1.0 with a result per message', () => {
    const { status, stdout } = cli(at('broken.json'), '--format', 'sarif');
    expect(status).toBe(1);
    const log = JSON.parse(stdout);
    expect(log.version).toBe('2.1.0');
    expect(log.runs[0].results.map((result: { ruleId: string }) => result.ruleId).sort()).toEqual([
      'logic/constant-condition',
      'settings/unknown-key',
    ]);
  });

  it('prints a workflow command per message for GitHub Actions', () => {
    const { status, stdout } = cli(at('broken.json'), '--format', 'github');
    expect(status).toBe(1);
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(
      lines.some((line) =>
        /^::error file=.*broken\.json,line=\d+,.*title=settings\/unknown-key::/.test(line),
      ),
    ).toBe(true);
    expect(lines.some((line) => /^::warning .*title=logic\/constant-condition::/.test(line))).toBe(true);
  });

  it('prints [] in json when a run shows nothing', () => {
    expect(cli(at('clean.json'), '--format', 'json').stdout).toMatch(/"messages": \[\]/);
  });
});

describe('portal-lint rules', () => {
  it('lists every rule id with its severity and description', () => {
    const { status, stdout } = cli('rules');
    expect(status).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines.map((line) => line.split(/\s+/)[0])).toEqual(rules.map((rule) => rule.id));
    expect(stdout).toContain('settings/unknown-key');
    expect(stdout).toContain('json/invalid');
  });
});
