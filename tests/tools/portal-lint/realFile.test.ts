/**
 * The shipped login definition, copied and broken the way an editor would break it: the
 * report must name the copy and the line and column of the break, worked out from the
 * copied text itself.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../../tools/portal-lint/cli.ts';
import { SCREENS_DIR } from '../../../tools/project.ts';

interface Reported {
  filePath: string;
  messages: { ruleId: string; severity: number; message: string; line: number; column: number }[];
}

/** 1-based line and column of an offset, counted here rather than by the tool under test. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** main([path], io), as a developer would run it, or with --format. */
function lint(path: string, format?: string) {
  let stdout = '';
  let stderr = '';
  const status = main(format ? [path, '--format', format] : [path], {
    out: (text) => (stdout += text),
    err: (text) => (stderr += text),
  });
  return { status, stdout, stderr };
}

let dir = '';
let path = '';
let original = '';

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portal-lint-real-'));
  path = join(dir, 'login.json');
  copyFileSync(join(SCREENS_DIR, 'login.json'), path);
  original = readFileSync(path, 'utf8');
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a copy of screen-definitions/login.json', () => {
  it('lints without errors as shipped', () => {
    const { status, stdout } = lint(path, 'json');
    expect(status).toBe(0);
    const [result] = JSON.parse(stdout) as Reported[];
    expect(result!.messages.filter((entry) => entry.severity === 2)).toEqual([]);
  });

  it('with a comma deleted is invalid JSON at the token after the missing comma', () => {
    const anchor = '["username", "password"]';
    const comma = original.indexOf(anchor) + '["username"'.length;
    expect(original[comma]).toBe(',');
    const broken = original.slice(0, comma) + original.slice(comma + 1);
    writeFileSync(path, broken);
    // The parser stops at the next value, "password", which now follows "username" with no comma.
    const expected = lineColumn(broken, broken.indexOf('"password"', comma));
    expect(expected.line).toBe(lineColumn(original, comma).line);

    const { status, stdout, stderr } = lint(path, 'json');
    expect(stderr).toBe('');
    expect(status).toBe(1);
    const [result] = JSON.parse(stdout) as Reported[];
    expect(resolve(result!.filePath)).toBe(resolve(path));
    expect(result!.messages).toEqual([
      {
        ruleId: 'json/invalid',
        severity: 2,
        message: 'Invalid JSON: a comma was expected',
        ...expected,
        endLine: expected.line,
        endColumn: expected.column + '"password"'.length,
      },
    ]);

    const stylish = lint(path).stdout;
    expect(stylish.split('\n')[0]).toBe(result!.filePath);
    expect(stylish).toMatch(
      new RegExp(
        `^  ${expected.line}:${expected.column}  error  Invalid JSON: a comma was expected  json/invalid$`,
        'm',
      ),
    );
  });

  it('with the username label key misspelt reports the unknown key and the near miss', () => {
    const at = original.indexOf('"login.usernameLabel"');
    expect(at).toBeGreaterThan(0);
    const broken = original.replace('"login.usernameLabel"', '"login.usernameLable"');
    writeFileSync(path, broken);
    const expected = lineColumn(broken, at);

    const { status, stdout } = lint(path, 'json');
    expect(status).toBe(1);
    const [result] = JSON.parse(stdout) as Reported[];
    expect(resolve(result!.filePath)).toBe(resolve(path));
    const errors = result!.messages.filter((entry) => entry.severity === 2);
    expect(errors).toEqual([
      {
        ruleId: 'settings/unknown-key',
        severity: 2,
        message: expect.stringContaining('"login.usernameLable"'),
        ...expected,
        endLine: expected.line,
        endColumn: expected.column + '"login.usernameLable"'.length,
      },
    ]);
    expect(errors[0]!.message).toMatch(/did you mean "login\.usernameLabel"\?$/);

    const stylish = lint(path);
    expect(stylish.status).toBe(1);
    expect(stylish.stdout.split('\n')[0]).toBe(result!.filePath);
    expect(stylish.stdout).toMatch(
      new RegExp(
        `^  ${expected.line}:${expected.column} +error +.*"login\\.usernameLable".*  settings/unknown-key$`,
        'm',
      ),
    );

    const github = lint(path, 'github').stdout;
    expect(github).toContain(
      `::error file=${result!.filePath.replace(/:/g, '%3A').replace(/,/g, '%2C')},line=${expected.line},col=${expected.column},`,
    );
  });
});
