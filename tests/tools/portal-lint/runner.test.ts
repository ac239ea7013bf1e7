import { describe, expect, it } from 'vitest';
import { rules } from '../../../tools/portal-lint/rules/index.ts';
import { run } from '../../../tools/portal-lint/runner.ts';
import { locate, parseFile, positionOf } from '../../../tools/portal-lint/source.ts';
import { editDistance, suggest } from '../../../tools/portal-lint/suggest.ts';
import { lintText, screenWith, unmark } from './harness';

describe('invalid JSON', () => {
  it.each([
    ['a missing comma', '{\n  "id": "x"\n  «"route": "home/x"\n}', 'Invalid JSON: a comma was expected'],
    ['a trailing comma', '{\n  "id": "x",\n«}', 'Invalid JSON: a property name was expected'],
    ['a comment', '{\n  «// note\n  "id": "x"\n}', 'Invalid JSON: JSON allows no comments'],
    ['an unclosed string', '{ "id": «"x }', 'Invalid JSON: a string is not closed'],
    ['an empty file', '«', 'Invalid JSON: a value was expected'],
  ])('reports %s where the parser stopped, and nothing else', (_case, fixture, message) => {
    const { text, line, column } = unmark(fixture);
    const messages = lintText(text);
    expect(messages.map((entry) => [entry.ruleId, entry.message, entry.line, entry.column])).toEqual([
      ['json/invalid', message, line, column],
    ]);
  });
});

describe('runner', () => {
  const broken = screenWith(`    { "type": "heding", "text": "login.heading" }`);

  it('lets a specific rule speak instead of the schema where both would report', () => {
    const ids = lintText(broken).map((entry) => entry.ruleId);
    expect(ids).toContain('definition/unknown-block-type');
    expect(ids).not.toContain('schema/mismatch');
  });

  it('applies configured levels: a rule turned off reports nothing, a warning counts as one', () => {
    const input = [
      {
        path: 'x.json',
        kind: 'screen' as const,
        text: screenWith(`    { "type": "link", "to": "home/nowhere", "text": "login.faq" }`),
      },
    ];
    const off = run(input, { rules, config: { levels: new Map([['links/unknown-route', 'off']]) } });
    expect(off[0]!.messages).toEqual([]);
    const warn = run(input, { rules, config: { levels: new Map([['links/unknown-route', 'warning']]) } });
    expect([warn[0]!.errorCount, warn[0]!.warningCount]).toEqual([0, 1]);
    expect(
      run(input, {
        rules,
        quiet: true,
        config: { levels: new Map([['links/unknown-route', 'warning']]) },
      })[0]!.messages,
    ).toEqual([]);
  });

  it('sorts messages by position and gives each an end', () => {
    const messages = lintText(
      screenWith(
        `    { "type": "text", "text": "nope" },\n    { "type": "heding", "text": "login.heading" }`,
      ),
    );
    expect(messages.map((entry) => entry.line)).toEqual(
      [...messages.map((entry) => entry.line)].sort((a, b) => a - b),
    );
    for (const entry of messages)
      expect([entry.endLine, entry.endColumn]).not.toEqual([entry.line, entry.column]);
  });

  it('names the rule and the file when a rule crashes', () => {
    const crashing = {
      ...rules[0]!,
      kinds: ['screen' as const],
      check: () => {
        throw new Error('boom');
      },
    };
    expect(() => run([{ path: 'a.json', kind: 'screen', text: '{}' }], { rules: [crashing] })).toThrow(
      `rule ${crashing.id} crashed on a.json: boom`,
    );
  });
});

describe('positions', () => {
  const text = '{\n  "a": {\n    "bé": [1, { "c": true }]\n  }\n}';
  const { file } = parseFile('p.json', 'screen', text);

  it.each([
    [0, { line: 1, column: 1 }],
    [2, { line: 2, column: 1 }],
    [text.indexOf('true'), { line: 3, column: 22 }],
  ])('offset %i is at %o', (offset, position) => expect(positionOf(text, offset)).toEqual(position));

  it('locates values, keys, and the nearest existing ancestor of a missing path', () => {
    expect(locate(file, ['a', 'bé', 1, 'c']).start).toEqual({ line: 3, column: 22 });
    expect(locate(file, ['a', 'bé'], 'key').start).toEqual({ line: 3, column: 5 });
    expect(locate(file, ['a', 'bé', 7, 'missing']).start).toEqual({ line: 3, column: 11 });
    expect(locate(file, ['a', 'bé', 1, 'c']).end).toEqual({ line: 3, column: 26 });
  });
});

describe('suggestions', () => {
  it.each([
    ['kitten', 'sitting', 3],
    ['ab', 'ba', 1],
    ['', 'abc', 3],
    ['same', 'same', 0],
  ])('distance from %s to %s is %i', (a, b, distance) => expect(editDistance(a, b)).toBe(distance));

  it.each([
    ['login.usernameLable', 'login.usernameLabel'],
    ['PASWORD', 'password'],
    ['zzzzzz', undefined],
  ])('suggests for %s: %s', (word, expected) =>
    expect(suggest(word, ['login.usernameLabel', 'password', 'text'])).toBe(expected),
  );
});
