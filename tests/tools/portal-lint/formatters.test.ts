/**
 * The exact text of each output format on fixed results: no messages, several files, a
 * warning, and the characters each format must escape.
 */
import { describe, expect, it } from 'vitest';
import { github } from '../../../tools/portal-lint/formatters/github.ts';
import { formatters } from '../../../tools/portal-lint/formatters/index.ts';
import { json } from '../../../tools/portal-lint/formatters/json.ts';
import {
  artifactUri,
  INFORMATION_URI,
  sarif,
  SARIF_SCHEMA,
} from '../../../tools/portal-lint/formatters/sarif.ts';
import { rules } from '../../../tools/portal-lint/rules/index.ts';
import type { FileResult } from '../../../tools/portal-lint/types.ts';

const clean: FileResult = {
  filePath: 'screen-definitions/home.json',
  messages: [],
  errorCount: 0,
  warningCount: 0,
};

const login: FileResult = {
  filePath: 'screen-definitions/login.json',
  messages: [
    {
      ruleId: 'settings/unknown-key',
      severity: 'error',
      message: 'Settings key "login.usernameLable" is not declared; did you mean "login.usernameLabel"?',
      line: 45,
      column: 20,
      endLine: 45,
      endColumn: 41,
    },
    {
      ruleId: 'links/unknown-route',
      severity: 'warning',
      message: 'No screen defines the route "home/faq" that this link opens',
      line: 77,
      column: 33,
      endLine: 77,
      endColumn: 43,
    },
  ],
  errorCount: 1,
  warningCount: 1,
};

const common: FileResult = {
  filePath: 'rules\\common.json',
  messages: [
    {
      ruleId: 'json/invalid',
      severity: 'error',
      message: 'Invalid JSON: a comma was expected',
      line: 3,
      column: 5,
      endLine: 4,
      endColumn: 1,
    },
  ],
  errorCount: 1,
  warningCount: 0,
};

/** A path and a message holding every character a workflow command escapes. */
const odd: FileResult = {
  filePath: 'odd, name: 100%.json',
  messages: [
    {
      ruleId: 'custom/rule',
      severity: 'warning',
      message: 'first line: 50%, done\r\nsecond line',
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 2,
    },
  ],
  errorCount: 0,
  warningCount: 1,
};

describe('formatters', () => {
  it('registers every format under its --format name, stylish first', () => {
    expect(Object.keys(formatters)).toEqual(['stylish', 'json', 'sarif', 'github']);
  });
});

describe('json', () => {
  it('prints [] when nothing was linted', () => {
    expect(json([])).toBe('[]\n');
  });

  it('prints a file without messages with its counts', () => {
    expect(json([clean])).toBe(
      [
        '[',
        '  {',
        '    "filePath": "screen-definitions/home.json",',
        '    "messages": [],',
        '    "errorCount": 0,',
        '    "warningCount": 0',
        '  }',
        ']',
        '',
      ].join('\n'),
    );
  });

  it('prints ESLint severities (2 error, 1 warning) for several files, in order', () => {
    const lines = json([login, common]);
    expect(lines).toBe(
      `${JSON.stringify(
        [
          {
            filePath: 'screen-definitions/login.json',
            messages: [
              {
                ruleId: 'settings/unknown-key',
                severity: 2,
                message: login.messages[0]!.message,
                line: 45,
                column: 20,
                endLine: 45,
                endColumn: 41,
              },
              {
                ruleId: 'links/unknown-route',
                severity: 1,
                message: login.messages[1]!.message,
                line: 77,
                column: 33,
                endLine: 77,
                endColumn: 43,
              },
            ],
            errorCount: 1,
            warningCount: 1,
          },
          {
            filePath: 'rules\\common.json',
            messages: [
              {
                ruleId: 'json/invalid',
                severity: 2,
                message: 'Invalid JSON: a comma was expected',
                line: 3,
                column: 5,
                endLine: 4,
                endColumn: 1,
              },
            ],
            errorCount: 1,
            warningCount: 0,
          },
        ],
        null,
        2,
      )}\n`,
    );
    expect(lines).toContain('\n        "severity": 1,\n');
  });

  it('keeps quotes, newlines and percent signs of a message as JSON escapes', () => {
    expect(JSON.parse(json([odd]))[0].messages[0].message).toBe(odd.messages[0]!.message);
    expect(json([odd])).toContain('"message": "first line: 50%, done\\r\\nsecond line"');
  });
});

describe('sarif', () => {
  const description = (id: string) => rules.find((rule) => rule.id === id)!.description;
  const log = (driverRules: unknown[], results: unknown[]) =>
    `${JSON.stringify(
      {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
          {
            tool: { driver: { name: 'portal-lint', informationUri: INFORMATION_URI, rules: driverRules } },
            columnKind: 'utf16CodeUnits',
            results,
          },
        ],
      },
      null,
      2,
    )}\n`;
  const result = (
    ruleId: string,
    ruleIndex: number,
    level: string,
    text: string,
    uri: string,
    region: [number, number, number, number],
  ) => ({
    ruleId,
    ruleIndex,
    level,
    message: { text },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri },
          region: { startLine: region[0], startColumn: region[1], endLine: region[2], endColumn: region[3] },
        },
      },
    ],
  });

  it('prints an empty run when there are no messages', () => {
    expect(sarif([])).toBe(log([], []));
    expect(sarif([clean])).toBe(log([], []));
  });

  it('lists the rules that appear, sorted, and points each result at its rule and region', () => {
    expect(sarif([clean, login, common])).toBe(
      log(
        [
          {
            id: 'json/invalid',
            shortDescription: { text: description('json/invalid') },
            defaultConfiguration: { level: 'error' },
          },
          {
            id: 'links/unknown-route',
            shortDescription: { text: description('links/unknown-route') },
            defaultConfiguration: { level: 'error' },
          },
          {
            id: 'settings/unknown-key',
            shortDescription: { text: description('settings/unknown-key') },
            defaultConfiguration: { level: 'error' },
          },
        ],
        [
          result(
            'settings/unknown-key',
            2,
            'error',
            login.messages[0]!.message,
            'screen-definitions/login.json',
            [45, 20, 45, 41],
          ),
          result(
            'links/unknown-route',
            1,
            'warning',
            login.messages[1]!.message,
            'screen-definitions/login.json',
            [77, 33, 77, 43],
          ),
          result(
            'json/invalid',
            0,
            'error',
            'Invalid JSON: a comma was expected',
            'rules/common.json',
            [3, 5, 4, 1],
          ),
        ],
      ),
    );
  });

  it('describes a rule it does not know by its id and the level it was reported at', () => {
    expect(sarif([odd])).toBe(
      log(
        [
          {
            id: 'custom/rule',
            shortDescription: { text: 'custom/rule' },
            defaultConfiguration: { level: 'warning' },
          },
        ],
        [
          result(
            'custom/rule',
            0,
            'warning',
            odd.messages[0]!.message,
            'odd%2C%20name%3A%20100%25.json',
            [1, 1, 1, 2],
          ),
        ],
      ),
    );
  });

  it('makes relative paths URIs with forward slashes and absolute paths file URIs', () => {
    expect(artifactUri('screen-definitions/login.json')).toBe('screen-definitions/login.json');
    expect(artifactUri('rules\\common.json')).toBe('rules/common.json');
    expect(artifactUri('my screens/a#1.json')).toBe('my%20screens/a%231.json');
    expect(artifactUri('/tmp/portal/login.json')).toBe('file:///tmp/portal/login.json');
  });
});

describe('github', () => {
  it('prints nothing when there are no messages', () => {
    expect(github([])).toBe('');
    expect(github([clean])).toBe('');
  });

  it('prints one workflow command per message, error or warning, across files', () => {
    expect(github([clean, login, common])).toBe(
      [
        '::error file=screen-definitions/login.json,line=45,col=20,endLine=45,endColumn=41,title=settings/unknown-key::Settings key "login.usernameLable" is not declared; did you mean "login.usernameLabel"?',
        '::warning file=screen-definitions/login.json,line=77,col=33,endLine=77,endColumn=43,title=links/unknown-route::No screen defines the route "home/faq" that this link opens',
        '::error file=rules/common.json,line=3,col=5,endLine=4,endColumn=1,title=json/invalid::Invalid JSON: a comma was expected',
        '',
      ].join('\n'),
    );
  });

  it('escapes %, CR and LF in the message, and also : and , in properties', () => {
    expect(github([odd])).toBe(
      '::warning file=odd%2C name%3A 100%25.json,line=1,col=1,endLine=1,endColumn=2,title=custom/rule::first line: 50%25, done%0D%0Asecond line\n',
    );
  });
});
